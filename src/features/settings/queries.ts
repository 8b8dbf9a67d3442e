import { queryOptions } from "@tanstack/react-query";
import { ServerError, UNEXPECTED_ERROR } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { PasskeySummary } from "~/lib/passkeys";
import { queryKeys } from "~/lib/query-keys";
import { getAccountSettings, getMySessions } from "~/server/account/account.functions";

/**
 * Better Auth's client answers `{ data, error }`; this throws the error with its code kept, so
 * that errorMessage can put it in the product's words.
 */
export async function unwrap<T>(
  call: Promise<
    | { data: T; error: null }
    | { data: null; error: { message?: string; code?: string; status?: number } }
  >,
): Promise<NonNullable<T>> {
  const { data, error } = await call;
  if (error) {
    throw new ServerError(
      error.message || UNEXPECTED_ERROR,
      error.status ?? 0,
      error.code ?? "UNKNOWN",
    );
  }
  return data as NonNullable<T>;
}

export const accountSettingsQuery = queryOptions({
  queryKey: queryKeys.account.settings,
  queryFn: () => getAccountSettings(),
});

export const sessionsQuery = queryOptions({
  queryKey: queryKeys.account.sessions,
  queryFn: () => getMySessions(),
});

export const linkedAccountsQuery = queryOptions({
  queryKey: queryKeys.account.linked,
  // Loaded on use: this module is part of every page's route definitions.
  queryFn: async () => unwrap((await loadAuthClient()).listAccounts()),
});

export const passkeysQuery = queryOptions({
  queryKey: queryKeys.account.passkeys,
  // The endpoint answers the product's summary (passkeys.server.ts), not the plugin's rows.
  queryFn: async () =>
    (await unwrap(
      (await loadAuthClient()).passkey.listUserPasskeys(),
    )) as unknown as PasskeySummary[],
});

export const twoFactorQuery = queryOptions({
  queryKey: queryKeys.account.twoFactor,
  // The route's session summary leaves the flag out; Better Auth's own session answer has it.
  // Read past the cookie cache: turning two-factor on or off replaces the session.
  queryFn: async () => {
    const { data, error } = await (await loadAuthClient()).getSession({
      query: { disableCookieCache: true },
    });
    if (error)
      throw new ServerError(
        error.message || UNEXPECTED_ERROR,
        error.status,
        error.code ?? "UNKNOWN",
      );
    return { enabled: data?.user.twoFactorEnabled === true };
  },
});
