import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { TOTP_DIGITS } from "./two-factor-problems";
import { displayNameProblem, emailError } from "./validation";

// The sentences a plain form post (form-posts.ts) comes back with, as a number in `problem`:
// the server reads a sentence into its number, the page shows the number's sentence in the
// page's language. Apart from form-posts.ts, whose field helpers other forms load too.

/** A sentence in `locale`, else the page's (the server's: the request's). */
type Sentence = (locale?: Locale) => string;

function said<Inputs>(
  message: (inputs: Inputs, options: { locale?: Locale }) => string,
  inputs: Inputs,
): Sentence {
  return (locale) => message(inputs, { locale });
}

/** A sentence the shared field checks say, in the page's language. */
const checked = (problem: () => string | null) => () => problem() ?? "";

/** Every sentence a plain form post can come back with, by its place in this list. */
const FORM_PROBLEMS: readonly Sentence[] = [
  said(m.error_form_failed, {}),
  checked(() => emailError("")),
  checked(() => emailError("x")),
  checked(() => emailError(`${"x".repeat(65)}@example.com`)),
  said(m.password_enter, {}),
  said(m.auth_error_invalid_email_or_password, {}),
  said(m.tfa_problem_totp_code, { digits: TOTP_DIGITS }),
  said(m.tfa_problem_backup_code, {}),
  // The server's own refusals of these calls; a limit's wait is left out.
  said(m.tfa_error_invalid_code, {}),
  said(m.tfa_error_invalid_backup_code, {}),
  said(m.tfa_error_sign_in_expired, {}),
  said(m.tfa_error_too_many_for_sign_in, {}),
  said(m.tfa_error_too_many_tried, {}),
  said(m.tfa_error_too_many_for_account, {}),
  said(m.error_limit_links_to_address, {}),
  said(m.error_limit_sign_in_attempts, {}),
  checked(() => displayNameProblem("")),
  checked(() => displayNameProblem("x".repeat(101))),
  checked(() => displayNameProblem("\u0001")),
];

/**
 * The `problem` search value for a sentence the server has: the field checks' (in the request's
 * language) or an auth endpoint's (asked for in English), a limit's with its wait after it.
 * The generic sentence's number for any other.
 */
export function problemCode(message: string | null | undefined): string {
  if (!message) return "0";
  const index = FORM_PROBLEMS.findIndex((sentence) =>
    [sentence(), sentence("en")].some(
      (text) => text !== "" && (message === text || message.startsWith(`${text} `)),
    ),
  );
  return String(Math.max(index, 0));
}

/** The sentence a `problem` search value stands for, in the page's language; null for none. */
export function problemMessage(code: string | undefined): string | null {
  if (code === undefined || !/^\d{1,3}$/.test(code)) return null;
  return FORM_PROBLEMS[Number(code)]?.() ?? null;
}
