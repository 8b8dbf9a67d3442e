import { safeRedirectPath, welcomePathFor } from "./redirect";
import { BACKUP_CODE_PROBLEM, TOTP_CODE_PROBLEM } from "./two-factor-problems";
import { displayNameProblem, emailError } from "./validation";

// The first forms a newcomer meets (sign-in, two-factor, welcome) also work as plain form posts,
// without script: the route's POST answers with a redirect back to the page. An error comes back
// as a number in `problem`, never as text, so no address can make the page say anything else.

/** The sentence for an error the server gave no words for that the page knows. */
export const FORM_FAILED = "That did not work. Please try again.";

const NAME_PROBLEMS = ["", "x".repeat(101), "\u0001"].map((name) => displayNameProblem(name));

/** Every sentence a plain form post can come back with, by its place in this list. */
const FORM_PROBLEMS: readonly string[] = [
  FORM_FAILED,
  emailError("") ?? "",
  emailError("x") ?? "",
  emailError(`${"x".repeat(65)}@example.com`) ?? "",
  "Enter your password",
  "Invalid email or password",
  TOTP_CODE_PROBLEM,
  BACKUP_CODE_PROBLEM,
  // The server's own errors of these calls whose words do not vary (a wait in words does).
  "That code is not right. Enter the code your authenticator app shows now.",
  "That backup code is not right, or it was used already.",
  "This sign-in has expired. Sign in again.",
  "Too many wrong codes for this sign-in. Sign in again.",
  "Too many codes were tried.",
  "Too many wrong codes for this account.",
  "Too many sign-in links were sent to this address.",
  "Too many sign-in attempts for this address.",
  ...NAME_PROBLEMS.filter((problem): problem is string => problem !== null),
];

/** The `problem` search value for a sentence: its number, or the generic sentence's. */
export function problemCode(message: string | null | undefined): string {
  const index = message ? FORM_PROBLEMS.indexOf(message) : -1;
  return String(Math.max(index, 0));
}

/** A `problem` or `sent` search value: the router reads "3" as the number 3. */
export function searchCode(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return typeof value === "string" ? value : undefined;
}

/** The sentence a `problem` search value stands for; null for none or one the list lacks. */
export function problemMessage(code: string | undefined): string | null {
  if (code === undefined || !/^\d{1,3}$/.test(code)) return null;
  return FORM_PROBLEMS[Number(code)] ?? null;
}

/**
 * The fields of a submitted form as text, read from the form itself: what the person sees in
 * the fields (typed before the page's script ran, too), not what a component's state holds.
 */
export function formFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<Name, string>;
}

/**
 * What /sign-in/magic-link is sent, by the screen's script and by its plain form post alike: the
 * way on, a new account's stop for a name, and where a failed link comes back to.
 */
export function signInLinkRequest(email: string, redirectTo: string | undefined) {
  const callbackURL = safeRedirectPath(redirectTo);
  return {
    email,
    callbackURL,
    newUserCallbackURL: welcomePathFor(callbackURL),
    errorCallbackURL: redirectTo ? `/login?redirect=${encodeURIComponent(callbackURL)}` : "/login",
  };
}
