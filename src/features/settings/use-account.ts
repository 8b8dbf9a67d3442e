import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { accountSettingsQuery } from "./queries";

const authenticated = getRouteApi("/_authenticated");

/**
 * The signed-in user and the account's settings (loaded by /settings' loader). Each settings
 * page is a module of its own, so that a page's first load carries only its own sections.
 */
export function useAccount(): { user: ClientUser; settings: AccountSettings } {
  const { session } = authenticated.useRouteContext();
  const { data: settings } = useSuspenseQuery(accountSettingsQuery);
  return { user: session.user, settings };
}
