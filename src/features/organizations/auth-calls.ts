import { queryOptions } from "@tanstack/react-query";
import { ServerError, UNEXPECTED_ERROR } from "~/lib/errors";
import { loadAuthClient } from "~/lib/load-auth-client";
import { queryKeys } from "~/lib/query-keys";

type AuthResponse<T> =
  | { data: T; error: null }
  | { data: null; error: { message?: string; status: number; code?: string } };

/**
 * Better Auth's client answers `{ data, error }`; this throws the error as a ServerError, keeping
 * its status and code for the screens that tell errors apart.
 */
export async function responseOf<T>(call: Promise<AuthResponse<T>>): Promise<NonNullable<T>> {
  const { data, error } = await call;
  if (error) {
    throw new ServerError(error.message || UNEXPECTED_ERROR, error.status, error.code ?? "UNKNOWN");
  }
  return data as NonNullable<T>;
}

/** An error will be the same the next time: only failures of the server or network are retried. */
function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ServerError && error.status < 500) return false;
  return failures < 3;
}

export const myInvitationsQuery = queryOptions({
  queryKey: queryKeys.organization.myInvitations,
  queryFn: async () => responseOf((await loadAuthClient()).organization.listUserInvitations()),
  retry: retryUnlessRefused,
});

// Better Auth's client is imported by the call, not with this module: responseOf is used by the
// workspace switcher in every signed-in page's header.
const fetchInvitation = async (invitationId: string) =>
  responseOf((await loadAuthClient()).organization.getInvitation({ query: { id: invitationId } }));

/** An invitation as its recipient sees it: organization, inviter's address, role, expiry. */
export type FoundInvitation = Awaited<ReturnType<typeof fetchInvitation>>;

export function invitationQuery(invitationId: string) {
  return queryOptions({
    queryKey: queryKeys.organization.invitation(invitationId),
    queryFn: () => fetchInvitation(invitationId),
    retry: retryUnlessRefused,
    // Once answered here, the invitation would be refused if asked for again.
    refetchOnWindowFocus: false,
  });
}
