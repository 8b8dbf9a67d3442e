import { safeRedirectPath, welcomePathFor } from "./redirect";

// The first forms a newcomer meets (sign-in, two-factor, welcome) also work as plain form posts,
// without script: the route's POST answers with a redirect back to the page. An error comes back
// as a number in `problem`, never as text, so no address can make the page say anything else
// (form-problems.ts).

/** A `problem` or `sent` search value: the router reads "3" as the number 3. */
export function searchCode(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return typeof value === "string" ? value : undefined;
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
