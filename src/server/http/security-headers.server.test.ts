import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "./security-headers.server";

describe("withSecurityHeaders", () => {
  it("adds the headers every answer carries, and HSTS only for an HTTPS origin", () => {
    const plain = withSecurityHeaders(new Response("ok"), false);
    expect(Object.fromEntries(plain.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "x-frame-options": "DENY",
    });
    expect(plain.headers.has("strict-transport-security")).toBe(false);
    const secure = withSecurityHeaders(new Response("ok"), true);
    expect(secure.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("keeps a value the route chose", () => {
    const response = withSecurityHeaders(
      new Response("ok", { headers: { "referrer-policy": "no-referrer" } }),
      false,
    );
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("copies a response whose headers cannot change, keeping status and body", async () => {
    const immutable = Response.redirect("http://localhost/login", 302);
    const response = withSecurityHeaders(immutable, false);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/login");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
