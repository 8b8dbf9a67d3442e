import { APP_NAME } from "~/lib/brand";
import { ServerError } from "~/lib/errors";

// What the two-factor card shows and saves, as plain functions: the setup key as a person types
// it, the backup codes' file, and the errors in the settings' words.

/** The base32 secret an otpauth:// URI carries (null when it has none). */
export function secretOf(otpauthUri: string): string | null {
  try {
    return new URL(otpauthUri).searchParams.get("secret");
  } catch {
    return null;
  }
}

/** The setup key in blocks of four ("ABCD EFGH IJ"), as authenticator apps show and take it. */
export function groupSecret(secret: string, size = 4): string {
  return (secret.match(new RegExp(`.{1,${size}}`, "g")) ?? []).join(" ");
}

/** The name of the downloaded backup codes. */
export const BACKUP_CODES_FILE_NAME = `${APP_NAME.toLowerCase()}-backup-codes.txt`;

/** The downloaded file: what the codes are for, whose they are, and one code a line. */
export function backupCodesFile(email: string, codes: readonly string[], createdAt: Date): string {
  return [
    `${APP_NAME} backup codes`,
    `Account: ${email}`,
    `Created: ${createdAt.toISOString().slice(0, 10)}`,
    "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "New codes, or turning two-factor authentication off, make these stop working.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * A two-factor endpoint's error (Better Auth's client error), in the words the settings use, its
 * code kept; `then` ends the advice to a session too old for the change.
 */
export function twoFactorError(
  error: { code?: string; message?: string; status?: number },
  then: string,
): ServerError {
  const code = error.code ?? "UNKNOWN";
  const message =
    code === "SESSION_NOT_FRESH"
      ? `For your security, sign out and sign in again, then ${then}.`
      : error.message || "Something went wrong. Try again.";
  return new ServerError(message, error.status ?? 0, code);
}
