/**
 * Where to send someone after sign-in: the requested location when it is a path on this site,
 * else the dashboard. Anything that could leave the origin ("//evil", "/\\evil", "https://…",
 * control characters) falls back.
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

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
