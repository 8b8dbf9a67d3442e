import { randomFillSync } from "node:crypto";

// The Content-Security-Policy: a page runs only the scripts and styles the server wrote into it
// for this one response (each carries the response's nonce) and the files they load from this origin,
// so markup an attacker slips into a page (a name, an error text) cannot run script. The
// docs/deploy.md (Headers) says what to change when adding a third-party script, stylesheet,
// image host or analytics.

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one system call per 256 answers, not one each. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/** A fresh nonce for one response: 128 random bits, base64 (what CSP's nonce-source takes). */
export function createCspNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

export interface PagePolicyOptions {
  /** This response's nonce, on every <script> and <style> the page was rendered with. */
  nonce: string;
  /** APP_URL is HTTPS: images over plain HTTP are upgraded rather than allowed. */
  secureOrigin: boolean;
  /**
   * Vite's dev server (`vite dev`) injects the stylesheets of the modules it serves as <style>
   * elements without a nonce; there styles are allowed inline. Never set for a built server.
   */
  devServer?: boolean;
}

/** The policy of an HTML page. */
export function pageContentSecurityPolicy({
  nonce,
  secureOrigin,
  devServer = false,
}: PagePolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // Inline scripts only with the nonce; files only from this origin (the router's chunks).
    // No 'strict-dynamic': nothing needs it, and it would open DOM-injection sinks (ADR 013).
    ["script-src", "'self'", nonceSource],
    // A nonce makes browsers ignore 'unsafe-inline', so the dev server gets one or the other.
    ["style-src", "'self'", devServer ? "'unsafe-inline'" : nonceSource],
    // Mantine sets style attributes, which cannot carry a nonce nor run script; <style>
    // elements still need the nonce (ADR 013).
    ["style-src-attr", "'unsafe-inline'"],
    // Avatars are any image address the user or the sign-in provider gave.
    ["img-src", "'self'", "data:", "https:", ...(secureOrigin ? [] : ["http:"])],
    // The font's files, never inlined as data: URLs (vite.config.ts).
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    // Forms are sent by script, except the sign-in confirmation's GET (same origin, ADR 023);
    // social sign-in and checkout are navigations, which form-action does not govern.
    ["form-action", "'self'"],
  ];
  if (secureOrigin) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The policy of any other response (JSON, redirects, files): it loads nothing and may not be
 * framed, so a JSON response opened as a document cannot become a page.
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The policy for a response of this content type. */
export function contentSecurityPolicyFor(
  contentType: string | null,
  options: PagePolicyOptions,
): string {
  return /^text\/html\b/i.test(contentType ?? "")
    ? pageContentSecurityPolicy(options)
    : NON_PAGE_CONTENT_SECURITY_POLICY;
}
