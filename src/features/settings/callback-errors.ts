/**
 * The `?error=` values that land on /settings, in words: from /api/auth/verify-email (email
 * confirmation and change links) and from the OAuth callback after "Link" (errorCallbackURL).
 * Better Auth spells them in several ways (INVALID_TOKEN, invalid_code, "account not linked",
 * "email_doesn't_match"); they are compared lowercased with spaces, hyphens and quotes folded.
 */
const MESSAGES: Record<string, string> = {
  // Email verification and change-confirmation links.
  token_expired: "That email link has expired. Ask for a new one below.",
  expired_token: "That email link has expired. Ask for a new one below.",
  invalid_token: "That email link is invalid or was already used. Ask for a new one below.",
  user_not_found: "The account that email link belongs to no longer exists.",
  invalid_user: "That email link belongs to another account. Sign in with that account to use it.",
  couldnt_update_your_email: "Couldn't update your email: another account uses that address now.",
  unauthorized: "That email link belongs to another account. Sign in with that account to use it.",
  // OAuth callback after linking.
  invalid_callback_request: "The sign-in provider sent back an invalid answer. Try linking again.",
  state_not_found: "The linking attempt expired or was started in another browser. Try again.",
  state_mismatch: "The linking attempt expired or was started in another browser. Try again.",
  please_restart_the_process: "The linking attempt expired. Start it again.",
  no_code: "The sign-in provider did not complete the linking. Try again.",
  oauth_provider_not_found: "That sign-in provider is not configured on this server.",
  invalid_code: "The sign-in provider's answer could not be verified. Try linking again.",
  unable_to_get_user_info: "The sign-in provider did not share your profile. Try linking again.",
  no_callback_url: "The linking request was incomplete. Try again.",
  unable_to_link_account: "That account could not be linked. Try again later.",
  account_already_linked_to_different_user:
    "That account is already linked to another user of this app.",
  email_not_found: "The sign-in provider did not share an email address, so it cannot be linked.",
  email_not_verified: "The sign-in provider has not verified that email address.",
  email_doesnt_match:
    "That account's email address differs from yours, and linking different addresses is not allowed.",
  email_does_not_match:
    "That account's email address differs from yours, and linking different addresses is not allowed.",
  account_not_linked:
    "That account was not linked: linking it is not allowed for this provider or address.",
  access_denied: "Linking was cancelled at the sign-in provider.",
};

const FALLBACK = "Something went wrong with that link. Try again.";

export function normaliseErrorCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[\s-]+/g, "_");
}

/** The words for a known error value, or null for one this module does not know. */
export function knownCallbackError(code: string): string | null {
  const key = normaliseErrorCode(code);
  if (MESSAGES[key]) return MESSAGES[key];
  // "Account not linked - different emails not allowed" and similar sentences.
  if (key.startsWith("account_not_linked")) {
    return key.includes("different_emails")
      ? (MESSAGES.email_doesnt_match as string)
      : (MESSAGES.account_not_linked as string);
  }
  return null;
}

/** The words for a `?error=` value on /settings, or null when there is none. */
export function describeSettingsError(code: string | undefined | null): string | null {
  if (!code) return null;
  return knownCallbackError(code) ?? FALLBACK;
}
