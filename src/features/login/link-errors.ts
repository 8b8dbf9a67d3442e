import { knownCallbackError } from "~/features/settings/callback-errors";
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
        retryAfter && retryAfter > 0 ? `in ${waitInWords(retryAfter)}` : "in a few minutes";
      return `Too many sign-in attempts came from your network. Open the link again ${wait}, or ask for a new one below if it has expired by then.`;
    }
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
      return "This sign-in link is invalid, already used or expired. Ask for a new one below.";
    case "SIGNED_OUT_EVERYWHERE":
      return "Every session of your account is signed out. Sign in again with a new email link, then change your password if you have one and check your linked accounts.";
    case "new_user_signup_disabled":
    case "NO_ACCOUNT_FOR_ADDRESS":
      return "There is no account for this address, and new accounts are by invitation only.";
    case "signup_disabled":
      return "No account is linked to that provider account. Sign in by email, then link it in your settings.";
    default:
      // Provider sign-in comes back with the OAuth callback's values.
      return (
        knownCallbackError(code) ?? "Signing in with that link failed. Ask for a new one below."
      );
  }
}
