import { knownCallbackError } from "~/features/settings/callback-errors";

/** The error values that magic-link and provider sign-in put on /login, in words. */
export function describeLinkError(code: string | undefined): string | null {
  if (!code) return null;
  switch (code) {
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
      return "This sign-in link is invalid, already used or expired. Ask for a new one below.";
    case "new_user_signup_disabled":
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
