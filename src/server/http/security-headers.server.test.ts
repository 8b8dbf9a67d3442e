import { describe, expect, it } from "vitest";
import {
  markSecured,
  securedJsonHeaders,
  withAlwaysHeaders,
  withSecurityHeaders,
} from "./security-headers.server";

const plainHttp = { nonce: "bm9uY2U=", secureOrigin: false };

describe("withSecurityHeaders", () => {
  it("adds the headers every answer carries, and HSTS only for an HTTPS origin", () => {
    const plain = withSecurityHeaders(new Response("ok"), plainHttp);
    expect(Object.fromEntries(plain.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "x-frame-options": "DENY",
    });
    expect(plain.headers.has("strict-transport-security")).toBe(false);
    const secure = withSecurityHeaders(new Response("ok"), { ...plainHttp, secureOrigin: true });
    expect(secure.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("gives a page the policy with its nonce, and any other answer the policy that loads nothing", () => {
    const page = withSecurityHeaders(
      new Response("<!doctype html>", { headers: { "content-type": "text/html; charset=utf-8" } }),
      plainHttp,
    );
    expect(page.headers.get("content-security-policy")).toContain(
      "script-src 'self' 'nonce-bm9uY2U='; style-src 'self' 'nonce-bm9uY2U='",
    );
    const json = withSecurityHeaders(Response.json({ ok: true }), plainHttp);
    expect(json.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("keeps pages out of every cache, and leaves other answers' caching to their routes", () => {
    const page = withSecurityHeaders(
      new Response("<!doctype html>", { headers: { "content-type": "text/html; charset=utf-8" } }),
      plainHttp,
    );
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const json = withSecurityHeaders(Response.json({ ok: true }), plainHttp);
    expect(json.headers.has("cache-control")).toBe(false);
  });

  it("keeps a value the route chose", () => {
    const response = withSecurityHeaders(
      new Response("ok", {
        headers: {
          "referrer-policy": "no-referrer",
          "content-security-policy": "default-src 'none'",
        },
      }),
      plainHttp,
    );
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
  });

  it("copies a response whose headers cannot change, keeping status and body", async () => {
    const immutable = Response.redirect("http://localhost/login", 302);
    const response = withSecurityHeaders(immutable, plainHttp);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/login");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe("withAlwaysHeaders", () => {
  it("gives any answer, a static file's say, the same headers and no policy or cache rule of its own", () => {
    const file = () =>
      new Response("body{}", {
        headers: {
          "content-type": "text/css",
          "cache-control": "public, max-age=31536000, immutable",
        },
      });
    const sent = withAlwaysHeaders(file(), false);
    const page = withSecurityHeaders(new Response("ok"), plainHttp);
    for (const name of [
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "x-frame-options",
    ]) {
      expect(sent.headers.get(name), name).toBe(page.headers.get(name));
    }
    expect(sent.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(sent.headers.has("content-security-policy")).toBe(false);
    expect(sent.headers.has("strict-transport-security")).toBe(false);
    expect(withAlwaysHeaders(file(), true).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("copies a response whose headers cannot change", () => {
    const response = withAlwaysHeaders(Response.redirect("http://localhost/login", 302), false);
    expect(response.status).toBe(302);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("securedJsonHeaders", () => {
  it.each([false, true])(
    "are what the layers would give a JSON answer (HTTPS %s), so a marked answer passes untouched",
    (secureOrigin) => {
      const json = { "content-type": "application/json", "cache-control": "no-store" };
      const layered = withAlwaysHeaders(
        withSecurityHeaders(new Response("{}", { headers: json }), { ...plainHttp, secureOrigin }),
        secureOrigin,
      );
      const made = markSecured(new Response("{}", { headers: securedJsonHeaders(secureOrigin) }));
      const passed = withAlwaysHeaders(
        withSecurityHeaders(made, { ...plainHttp, secureOrigin }),
        secureOrigin,
      );
      expect(passed).toBe(made);
      expect(Object.fromEntries(passed.headers)).toEqual(Object.fromEntries(layered.headers));
    },
  );
});
