import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicyFor,
  createCspNonce,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
} from "./content-security-policy.server";

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("createCspNonce", () => {
  it("makes 128 random bits in base64, different every time", () => {
    const nonces = Array.from({ length: 1000 }, createCspNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("pageContentSecurityPolicy", () => {
  const nonce = "AAECAwQFBgcICQoLDA0ODw==";

  it("runs only nonced scripts and the files they load, never inline script", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce, secureOrigin: true }));
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    for (const sources of policy.values()) {
      if (sources === policy.get("style-src-attr")) continue;
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it("has the directives ASVS and the issue require, and loads everything else from this origin", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce, secureOrigin: true }));
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", `'nonce-${nonce}'`],
      "style-src": ["'self'", `'nonce-${nonce}'`],
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "data:", "https:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "upgrade-insecure-requests": [],
    });
  });

  it("over plain HTTP allows avatars over HTTP and upgrades nothing", () => {
    const policy = directives(pageContentSecurityPolicy({ nonce, secureOrigin: false }));
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:", "http:"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets Vite's dev server inject styles, and scripts still need the nonce", () => {
    const policy = directives(
      pageContentSecurityPolicy({ nonce, secureOrigin: false, devServer: true }),
    );
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  });
});

describe("contentSecurityPolicyFor", () => {
  const options = { nonce: "bm9uY2U=", secureOrigin: false };

  it("gives HTML the page policy and everything else the one that loads nothing", () => {
    expect(contentSecurityPolicyFor("text/html; charset=utf-8", options)).toBe(
      pageContentSecurityPolicy(options),
    );
    expect(contentSecurityPolicyFor("TEXT/HTML", options)).toBe(pageContentSecurityPolicy(options));
    for (const type of ["application/json", "text/plain", "image/svg+xml", null]) {
      expect(contentSecurityPolicyFor(type, options)).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    }
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
