import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { EITHER_CODE_PROBLEM } from "~/lib/two-factor";
import { BACKUP_CODE_PROBLEM, TOTP_CODE_PROBLEM, TOTP_DIGITS } from "~/lib/two-factor-problems";

// The two-factor endpoints answer in English (two-factor.server.ts, and the code shapes both
// sides read): the screens show each of those sentences in the page's language.

/** The endpoints' English sentences, each with its message (whose English is the same). */
export const TWO_FACTOR_SENTENCES: Record<string, () => string> = {
  [TOTP_CODE_PROBLEM]: () => m.tfa_problem_totp_code({ digits: TOTP_DIGITS }),
  [BACKUP_CODE_PROBLEM]: () => m.tfa_problem_backup_code(),
  [EITHER_CODE_PROBLEM]: () => m.tfa_problem_either_code(),
  "That code is not right. Enter the code your authenticator app shows now.": () =>
    m.tfa_error_invalid_code(),
  "That code was used already. Enter the next code your authenticator app shows.": () =>
    m.tfa_error_code_used(),
  "That backup code is not right, or it was used already.": () => m.tfa_error_invalid_backup_code(),
  "This sign-in has expired. Sign in again.": () => m.tfa_error_sign_in_expired(),
  "Too many wrong codes for this sign-in. Sign in again.": () => m.tfa_error_too_many_for_sign_in(),
  "Two-factor authentication is on already.": () => m.tfa_error_on_already(),
  "Two-factor authentication is not on.": () => m.tfa_error_not_on(),
  "Set up two-factor authentication first.": () => m.tfa_error_set_up_first(),
};

/** An English sentence of the two-factor endpoints in the page's language; others as they are. */
export function twoFactorSentence(english: string): string;
export function twoFactorSentence(english: string | null): string | null;
export function twoFactorSentence(english: string | null): string | null {
  return english === null ? null : (TWO_FACTOR_SENTENCES[english]?.() ?? english);
}

/**
 * A two-factor endpoint's refusal in the page's language: its own sentences above, then the
 * product's words for a code it shares with other screens (auth-errors.ts), else `fallback`.
 */
export function twoFactorRefusal(
  error: { code?: string; message?: string },
  fallback: string,
): string {
  const own = error.message ? TWO_FACTOR_SENTENCES[error.message] : undefined;
  return own ? own() : errorMessage(error, fallback);
}
