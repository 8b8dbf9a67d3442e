/**
 * Where to send someone after sign-in: the requested location when it is a path on this site,
 * else the dashboard. Anything that could leave the origin ("//evil", "/\\evil", "https://…",
 * control characters) falls back.
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** The step that asks a new account for a name (src/routes/_authenticated/welcome.tsx). */
const WELCOME_PATH = "/welcome";

export function safeRedirectPath(value: unknown): string {
  return sameOriginPath(value) ?? DEFAULT_AFTER_SIGN_IN;
}

/** `value` as a path on this site, or undefined when it is none or could leave the origin. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return undefined;
    // Dot segments are resolved here ("/.//evil" becomes "//evil"): what comes out must still
    // be a path, not a protocol-relative address.
    if (url.pathname.startsWith("//")) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * Where a new account goes after its first sign-in: the welcome step, which then continues to
 * `redirect` (made safe here, so the step never sends anyone off the site or back to itself).
 */
export function welcomePathFor(redirect: unknown): string {
  return `${WELCOME_PATH}?redirect=${encodeURIComponent(afterWelcome(redirect))}`;
}

/** Where the welcome step continues to: a path on this site other than the step itself. */
export function afterWelcome(redirect: unknown): string {
  const path = safeRedirectPath(redirect);
  const pathname = new URL(path, "http://placeholder.invalid").pathname;
  return pathname.replace(/\/+$/, "") === WELCOME_PATH ? DEFAULT_AFTER_SIGN_IN : path;
}
