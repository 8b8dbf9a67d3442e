import { knownCallbackError } from "~/features/settings/callback-errors";
import { pageLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { waitInWords } from "~/lib/wait-in-words";

/**
 * The error values that magic-link and provider sign-in put on /login, in words. `retryAfter`:
 * the seconds a limited link asked to wait (`retry_after`).
 */
export function describeLinkError(
  code: string | undefined,
  retryAfter?: number | undefined,
): string | null {
  if (!code) return null;
  switch (code) {
    case "TOO_MANY_REQUESTS": {
      const wait =
        retryAfter && retryAfter > 0
          ? m.link_error_wait_in({ wait: waitInWords(retryAfter, pageLocale()) })
          : m.link_error_wait_few_minutes();
      return m.link_error_too_many({ wait });
    }
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
      return m.link_error_invalid();
    case "SIGNED_OUT_EVERYWHERE":
      return m.link_error_signed_out_everywhere();
    case "new_user_signup_disabled":
    case "NO_ACCOUNT_FOR_ADDRESS":
      return m.link_error_no_account();
    case "signup_disabled":
      return m.link_error_no_linked_account();
    default:
      // Provider sign-in comes back with the OAuth callback's values.
      return knownCallbackError(code) ?? m.link_error_failed();
  }
}
