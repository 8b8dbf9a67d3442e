// The sentences for an app code or a backup code of the wrong shape, apart from the code that
// reads codes (two-factor.ts): the form-post helpers, which every page's route tree loads, list
// them (form-posts.ts), and only the two-factor screens need the reading itself.

/** Digits an authenticator app shows (RFC 6238's default, which the plugin uses). */
export const TOTP_DIGITS = 6;

export const TOTP_CODE_PROBLEM = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`;
export const BACKUP_CODE_PROBLEM = "Enter a backup code as it was given, like AbCd1-2EfGh.";
