import {
  contentSecurityPolicyFor,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  type PagePolicyOptions,
} from "./content-security-policy.server";

// Headers every response carries: ALWAYS (and HSTS over HTTPS) on all of them, static files
// included (src/server/app/lifecycle.nitro.ts adds them outermost); the Content-Security-Policy and
// the page's cache rule on the app's own responses (a page's policy with this response's nonce).

/** Two years, the preload list's minimum. */
const HSTS = "max-age=63072000; includeSubDomains";

const ALWAYS: Record<string, string> = {
  // Browsers must not guess a type from the content (an upload served as HTML, a JSON response
  // run as a script).
  "x-content-type-options": "nosniff",
  // Other sites see the origin, never a path or query with a token in it.
  "referrer-policy": "strict-origin-when-cross-origin",
  // No other window keeps a handle on ours (popups opened by another site, tabnabbing).
  "cross-origin-opener-policy": "same-origin",
  // Only this origin may embed the responses in its own pages.
  "cross-origin-resource-policy": "same-origin",
  // No site may frame the app (clickjacking); CSP's frame-ancestors says the same to browsers
  // that know it.
  "x-frame-options": "DENY",
};

function setAlwaysHeaders(headers: Headers, secureOrigin: boolean): void {
  for (const [name, value] of Object.entries(ALWAYS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (secureOrigin && !headers.has("strict-transport-security")) {
    headers.set("strict-transport-security", HSTS);
  }
}

/**
 * Marks a response made with every header the layers on its way out would add: the security
 * headers (`securedJsonHeaders`) and its request's X-Request-Id. Those layers (here, the request
 * log, compression and the Nitro plugin, a separate bundle: hence a global symbol) pass it
 * untouched, so the REST API's hot path never builds a Headers object at all.
 */
const SECURED = Symbol.for("timberline.secured-headers");

type Marked = Response & { [SECURED]?: true };

/** The headers of a JSON response that no cache keeps, with every security header a JSON response gets. */
export function securedJsonHeaders(secureOrigin: boolean): Record<string, string> {
  return {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...ALWAYS,
    ...(secureOrigin ? { "strict-transport-security": HSTS } : {}),
    "content-security-policy": NON_PAGE_CONTENT_SECURITY_POLICY,
  };
}

/** The response, marked as carrying the headers of `securedJsonHeaders` (see SECURED). */
export function markSecured(response: Response): Response {
  (response as Marked)[SECURED] = true;
  return response;
}

export function isSecured(response: Response): boolean {
  return (response as Marked)[SECURED] === true;
}

/** `response` with `set` applied to its headers, or to a copy's if they are immutable. */
function withHeaders(response: Response, set: (headers: Headers) => void): Response {
  if (isSecured(response)) return response;
  try {
    set(response.headers);
    return response;
  } catch {
    // A response with immutable headers (one fetched from elsewhere and passed on): copy it.
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}

/**
 * The response with the headers every response carries, whatever served it (a static file, a
 * error while stopping); a header already set is kept. `secureOrigin`: APP_URL is HTTPS.
 */
export function withAlwaysHeaders(response: Response, secureOrigin: boolean): Response {
  return withHeaders(response, (headers) => setAlwaysHeaders(headers, secureOrigin));
}

/**
 * The response with the security headers added (a header the route set itself is kept).
 * `secureOrigin`: the app is served over HTTPS (APP_URL), so browsers are told to keep to it.
 * `nonce`: the one this response's page was rendered with (src/server.ts makes one per request).
 */
export function withSecurityHeaders(response: Response, options: PagePolicyOptions): Response {
  return withHeaders(response, (headers) => {
    setAlwaysHeaders(headers, options.secureOrigin);
    // A page names its own nonce and, signed in, shows personal data: no shared cache may
    // replay it to someone else, and the browser keeps no copy to show after signing out.
    if (!headers.has("cache-control") && headers.get("content-type")?.startsWith("text/html")) {
      headers.set("cache-control", "private, no-store");
    }
    if (!headers.has("content-security-policy")) {
      headers.set(
        "content-security-policy",
        contentSecurityPolicyFor(headers.get("content-type"), options),
      );
    }
  });
}
