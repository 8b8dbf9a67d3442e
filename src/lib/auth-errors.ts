import { m } from "~/i18n/paraglide/messages.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

// Better Auth's refusals and the product's rule codes in the product's words, in the page's
// language, each with what to do next (issue 33, ADR 060). English keeps the spec's sentence
// first ("Invalid password", "Email is the same"); the next step follows it.

type Sentence = (error: { message?: unknown }) => string;

/**
 * Codes whose server message is the product's sentence with details (an organization's name,
 * how long to wait), worded by the server in the language the page was settled in by the same
 * rule (ADR 062): shown as it came; without one (a link's `?error=`), the sentence without them.
 */
const fromServer =
  (withoutDetails: () => string): Sentence =>
  ({ message }) =>
    typeof message === "string" && message ? message : withoutDetails();

const PASSKEY_CANCELLED: Sentence = () => m.auth_error_passkey_cancelled();
const PASSKEY_REGISTERED: Sentence = () => m.auth_error_passkey_registered();
const PASSKEY_FAILED: Sentence = () => m.auth_error_passkey_failed();

/** The sentence for each code a screen can meet. */
const BY_CODE: Record<string, Sentence> = {
  ACCOUNT_NOT_FOUND: () => m.auth_error_account_not_found(),
  AUTH_CANCELLED: PASSKEY_CANCELLED,
  COULDNT_UPDATE_YOUR_EMAIL: () => m.auth_error_couldnt_update_your_email(),
  CREDENTIAL_ACCOUNT_NOT_FOUND: () => m.auth_error_invalid_password(),
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: PASSKEY_REGISTERED,
  ERROR_CEREMONY_ABORTED: PASSKEY_CANCELLED,
  FAILED_TO_UNLINK_LAST_ACCOUNT: () => m.auth_error_last_account(),
  INVALID_EMAIL: () => m.auth_error_invalid_email(),
  INVALID_PASSWORD: () => m.auth_error_invalid_password(),
  INVALID_TOKEN: () => m.auth_error_invalid_token(),
  INVALID_EMAIL_OR_PASSWORD: () => m.auth_error_invalid_email_or_password(),
  ONLY_OWNER_OF_ORGANIZATION: fromServer(() => m.auth_error_only_owner()),
  PASSKEY_NOT_FOUND: () => m.auth_error_passkey_not_found(),
  PASSWORD_ALREADY_SET: () => m.auth_error_password_already_set(),
  PASSWORD_TOO_COMMON: () => m.auth_error_password_too_common(),
  PASSWORD_TOO_LONG: () => m.auth_error_password_too_long({ max: PASSWORD_MAX_LENGTH }),
  PASSWORD_TOO_SHORT: () => m.auth_error_password_too_short({ min: PASSWORD_MIN_LENGTH }),
  PREVIOUSLY_REGISTERED: PASSKEY_REGISTERED,
  REGISTRATION_CANCELLED: PASSKEY_CANCELLED,
  SESSION_EXPIRED: () => m.auth_error_session_expired(),
  SESSION_NOT_FRESH: () => m.auth_error_session_not_fresh(),
  TOO_MANY_REQUESTS: fromServer(() => m.auth_error_too_many_requests()),
  USER_ALREADY_HAS_PASSWORD: () => m.auth_error_password_already_set(),
  VALIDATION_ERROR: () => m.auth_error_validation(),
};

/** Better Auth refusals that carry no code of their own, by their English message. */
const BY_MESSAGE: Record<string, Sentence> = {
  "Email is the same": () => m.auth_error_email_is_the_same(),
  "Couldn't update your email": () => m.auth_error_couldnt_update_your_email(),
};

/** The product's sentence for a refusal, or undefined when it is not one the product words. */
export function authErrorSentence(error: {
  code?: unknown;
  message?: unknown;
}): string | undefined {
  const code = typeof error.code === "string" ? error.code : "";
  // The browser's WebAuthn errors (ERROR_…) reach the screens as the plugin's "Auth cancelled".
  const byCode = BY_CODE[code] ?? (code.startsWith("ERROR_") ? PASSKEY_FAILED : undefined);
  const byMessage = typeof error.message === "string" ? BY_MESSAGE[error.message] : undefined;
  return (byCode ?? byMessage)?.(error);
}
