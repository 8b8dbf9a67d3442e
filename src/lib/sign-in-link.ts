import { safeRedirectPath, sameOriginPath } from "./redirect";

// A sign-in mail links to a page of the app, not to Better Auth's verify endpoint: mail scanners
// and link previewers open every link in a mail, and their GET of the endpoint would spend the
// token before the person could (ADR 023). The page spends nothing; its button sends the same
// query to the endpoint.

/** The page a sign-in mail links to (src/routes/login_.confirm.tsx). */
export const SIGN_IN_CONFIRM_PATH = "/login/confirm";
/** Better Auth's endpoint that spends the token and signs in: what the page's button opens. */
export const MAGIC_LINK_VERIFY_PATH = "/api/auth/magic-link/verify";

/** The verify endpoint's query, which the page's link carries and its button sends back. */
const CARRIED = ["token", "callbackURL", "newUserCallbackURL", "errorCallbackURL"] as const;

/**
 * Better Auth's magic-link tokens are 32 letters. A value far from that shape (empty, a novel,
 * markup) cannot be one of ours, and is answered as a broken link without asking the database.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Where a failed link sends the person when the link names nowhere: the sign-in screen. */
const SIGN_IN_PATH = "/login";

export interface SignInLink {
  token: string;
  callbackURL: string;
  newUserCallbackURL?: string;
  errorCallbackURL: string;
}

/** The mail's link for Better Auth's verify URL: the same query, on the confirmation page. */
export function confirmationLinkFor(verifyUrl: string, appUrl: string): string {
  const from = new URL(verifyUrl);
  const query = new URLSearchParams();
  for (const name of CARRIED) {
    const value = from.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  return `${appUrl}${SIGN_IN_CONFIRM_PATH}?${query}`;
}

/**
 * The confirmation page's search as its form will send it, or null when it holds no token of
 * the right shape. Every place to go is a path on this site: one that is not is replaced (the
 * verify endpoint would refuse it), and the callback is always set, since without one Better
 * Auth answers the sign-in as JSON instead of sending the browser on.
 */
export function signInLinkFrom(search: Record<string, unknown>): SignInLink | null {
  const { token } = search;
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return null;
  const newUserCallbackURL = sameOriginPath(search.newUserCallbackURL);
  return {
    token,
    callbackURL: safeRedirectPath(search.callbackURL),
    ...(newUserCallbackURL && { newUserCallbackURL }),
    errorCallbackURL: sameOriginPath(search.errorCallbackURL) ?? SIGN_IN_PATH,
  };
}
