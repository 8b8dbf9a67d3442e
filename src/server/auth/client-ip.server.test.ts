import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, forwardedClient, withClientIp } from "./client-ip.server";

function request(headers: Record<string, string>, ip = "192.0.2.1"): Request {
  return Object.assign(new Request("http://app.test/api/auth/ok", { headers }), { ip });
}

describe("the client address the rate limits count", () => {
  it("is the connection's peer when no proxy is trusted, whatever the client forwards", () => {
    const forged = request({
      "x-forwarded-for": "203.0.113.9",
      [CLIENT_IP_HEADER]: "198.51.100.7",
    });
    expect(withClientIp(forged, false).headers.get(CLIENT_IP_HEADER)).toBe("192.0.2.1");
  });

  it("behind a trusted proxy, is the entry the proxy appended, not one the client wrote", () => {
    const viaProxy = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.20" });
    expect(withClientIp(viaProxy, true).headers.get(CLIENT_IP_HEADER)).toBe("198.51.100.20");
  });

  it("falls back to the peer when the forwarded header is missing or empty", () => {
    expect(withClientIp(request({}), true).headers.get(CLIENT_IP_HEADER)).toBe("192.0.2.1");
    expect(forwardedClient(" , ")).toBeUndefined();
    expect(forwardedClient(null)).toBeUndefined();
  });

  it("keeps the method and body of the call", async () => {
    const post = Object.assign(
      new Request("http://app.test/api/auth/sign-in/magic-link", {
        method: "POST",
        body: '{"email":"a@example.com"}',
      }),
      { ip: "192.0.2.1" },
    );
    const passed = withClientIp(post, false);
    expect(passed.method).toBe("POST");
    expect(await passed.text()).toBe('{"email":"a@example.com"}');
  });
});
