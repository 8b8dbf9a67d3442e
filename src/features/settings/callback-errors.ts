import { m } from "~/i18n/paraglide/messages.js";
import { normaliseErrorCode } from "~/lib/callback-error-code";

/**
 * The `?error=` values that land on /settings, in words: from /api/auth/verify-email (email
 * confirmation and change links) and from the OAuth callback after "Link" (errorCallbackURL).
 * Better Auth spells them in several ways (INVALID_TOKEN, invalid_code, "account not linked",
 * "email_doesn't_match"); they are compared lowercased with spaces, hyphens and quotes folded.
 */
// Each read is in the page's language.
const MESSAGES: Record<string, () => string> = {
  // Email verification and change-confirmation links.
  token_expired: m.callback_error_link_expired,
  expired_token: m.callback_error_link_expired,
  invalid_token: m.callback_error_link_invalid,
  user_not_found: m.callback_error_user_not_found,
  invalid_user: m.callback_error_other_account,
  couldnt_update_your_email: m.callback_error_email_taken,
  unauthorized: m.callback_error_other_account,
  // OAuth callback after linking.
  invalid_callback_request: m.callback_error_invalid_answer,
  state_not_found: m.callback_error_state,
  state_mismatch: m.callback_error_state,
  please_restart_the_process: m.callback_error_restart,
  no_code: m.callback_error_no_code,
  oauth_provider_not_found: m.callback_error_provider_not_found,
  invalid_code: m.callback_error_invalid_code,
  unable_to_get_user_info: m.callback_error_no_user_info,
  no_callback_url: m.callback_error_incomplete,
  unable_to_link_account: m.callback_error_unable_to_link,
  account_already_linked_to_different_user: m.callback_error_linked_elsewhere,
  email_not_found: m.callback_error_no_email,
  email_not_verified: m.callback_error_email_not_verified,
  email_doesnt_match: m.callback_error_email_differs,
  email_does_not_match: m.callback_error_email_differs,
  account_not_linked: m.callback_error_not_linked,
  access_denied: m.callback_error_cancelled,
};

const FALLBACK = m.callback_error_fallback;

export { normaliseErrorCode };

/** The words for a known error value, or null for one this module does not know. */
export function knownCallbackError(code: string): string | null {
  const key = normaliseErrorCode(code);
  const words = MESSAGES[key];
  if (words) return words();
  // "Account not linked - different emails not allowed" and similar sentences.
  if (key.startsWith("account_not_linked")) {
    return key.includes("different_emails")
      ? m.callback_error_email_differs()
      : m.callback_error_not_linked();
  }
  return null;
}

/**
 * The value to put in words: a redirect in the spec's terms (§8) carries the library's own,
 * more precise reason as `error_description` ("account not linked" behind
 * `unable_to_link_account`), which wins when it is one this module knows.
 */
export function preciseError(
  error: string | undefined,
  description: string | undefined,
): string | undefined {
  return description && knownCallbackError(description) !== null ? description : error;
}

/** The words for a `?error=` value on /settings, or null when there is none. */
export function describeSettingsError(code: string | undefined | null): string | null {
  if (!code) return null;
  return knownCallbackError(code) ?? FALLBACK();
}
