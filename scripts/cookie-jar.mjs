// A browser's cookie jar for one site, shared by the benchmark's browser-like load
// (bench/lib.mjs) and the session tests.

/**
 * Name=value pairs as a browser keeps them for one site: a Set-Cookie replaces the cookie of
 * the same name, and one with an empty value or Max-Age=0 (or an expiry in the past) removes
 * it. Paths and domains are ignored: every request here goes to one origin under `/`.
 */
export class CookieJar {
  /** @param {string} [header] a Cookie header to start from */
  constructor(header = "") {
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    for (const pair of header.split(";")) {
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /** @param {string | string[] | undefined} setCookies */
  store(setCookies) {
    if (!setCookies) return;
    for (const line of Array.isArray(setCookies) ? setCookies : [setCookies]) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.split("=").map((s) => s.trim());
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
        return false;
      });
      if (value === "" || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
