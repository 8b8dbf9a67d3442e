/** The error values the magic-link verification puts on /login, in words. */
export function describeLinkError(code: string | undefined): string | null {
  if (!code) return null;
  switch (code) {
    case "INVALID_TOKEN":
    case "EXPIRED_TOKEN":
      return "This sign-in link is invalid, already used or expired. Ask for a new one below.";
    case "new_user_signup_disabled":
      return "There is no account for this address, and new accounts are by invitation only.";
    default:
      return "Signing in with that link failed. Ask for a new one below.";
  }
}
