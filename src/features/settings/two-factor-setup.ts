import { twoFactorRefusal } from "~/features/two-factor/two-factor-sentences";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { ServerError } from "~/lib/errors";

// What the two-factor card shows and saves, as plain functions: the setup key as a person types
// it, the backup codes' file, and the errors in the settings' words, in the page's language.

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
    m.tfa_file_title({ appName: APP_NAME }),
    m.tfa_file_account({ email }),
    m.tfa_file_created({ date: createdAt.toISOString().slice(0, 10) }),
    "",
    m.tfa_file_use(),
    m.tfa_file_stop(),
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * A two-factor endpoint's error (Better Auth's client error), in the words the settings use, its
 * code kept; `notFresh` is the advice to a session too old for the change, naming the change.
 */
export function twoFactorError(
  error: { code?: string; message?: string; status?: number },
  notFresh: () => string,
): ServerError {
  const code = error.code ?? "UNKNOWN";
  const message =
    code === "SESSION_NOT_FRESH"
      ? notFresh()
      : twoFactorRefusal(error, m.tfa_something_went_wrong());
  return new ServerError(message, error.status ?? 0, code);
}
