// The shapes of two-factor codes, shared by the screens and the auth doors so both say the same
// words (doors.server.ts checks them before Better Auth's two-factor plugin sees a code).

/** Digits an authenticator app shows (RFC 6238's default, which the plugin uses). */
export const TOTP_DIGITS = 6;

export const TOTP_CODE_PROBLEM = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`;
export const BACKUP_CODE_PROBLEM = "Enter a backup code as it was given, like AbCd1-2EfGh.";

/** An authenticator code as typed: spaces and dashes (apps group the digits) dropped. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value);
}

/** A backup code as typed: trimmed, with its dash put back if it was left out. */
export function normalizeBackupCode(value: string): string {
  const trimmed = value.trim();
  return /^[A-Za-z0-9]{10}$/.test(trimmed) ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
}

export function isBackupCode(value: string): boolean {
  return /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(value);
}
