import { BACKUP_CODE_PROBLEM, TOTP_CODE_PROBLEM, TOTP_DIGITS } from "./two-factor-problems";

// The shapes of two-factor codes, shared by the screens and the auth endpoints so both say the same
// words (endpoints.server.ts checks them before Better Auth's two-factor plugin sees a code). The
// sentences that plain form posts can come back with too are in two-factor-problems.ts.

/** An authenticator code as typed: spaces and dashes (apps group the digits) dropped. */
function normalizeTotpCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

function isTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value);
}

/** A backup code as typed: trimmed, with its dash put back if it was left out. */
function normalizeBackupCode(value: string): string {
  const trimmed = value.trim();
  return /^[A-Za-z0-9]{10}$/.test(trimmed) ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
}

function isBackupCode(value: string): boolean {
  return /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(value);
}

export const EITHER_CODE_PROBLEM =
  "Enter a code from your authenticator app or one of your backup codes.";

/** A code that may be either kind, as typed: an app code if it reads as one, else a backup code. */
export function normalizeEitherCode(value: string): string {
  const digits = normalizeTotpCode(value);
  return isTotpCode(digits) ? digits : normalizeBackupCode(value);
}

/** Which codes a field takes: the app's, a backup code, or either (turning two-factor off). */
export type CodeKind = "totp" | "backup" | "either";

/**
 * A typed code as the endpoint takes it, or the sentence to show under the field: the screens check
 * the shape the endpoint checks, in the same words, before sending anything.
 */
export function readCode(kind: CodeKind, value: string): { code: string } | { problem: string } {
  if (kind === "totp") {
    const code = normalizeTotpCode(value);
    return isTotpCode(code) ? { code } : { problem: TOTP_CODE_PROBLEM };
  }
  if (kind === "backup") {
    const code = normalizeBackupCode(value);
    return isBackupCode(code) ? { code } : { problem: BACKUP_CODE_PROBLEM };
  }
  const code = normalizeEitherCode(value);
  return isTotpCode(code) || isBackupCode(code) ? { code } : { problem: EITHER_CODE_PROBLEM };
}
