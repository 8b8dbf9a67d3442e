import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressResponse } from "./compression.server";

const html = `<!doctype html><html><body>${"<p>hello</p>".repeat(500)}</body></html>`;

function page(type = "text/html; charset=utf-8", extra: Record<string, string> = {}) {
  return new Response(html, { status: 200, headers: { "content-type": type, ...extra } });
}

const request = (acceptEncoding?: string, method = "GET") =>
  new Request("http://localhost/login", {
    method,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["br", false],
    ["identity", false],
    ["", false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("compressResponse", () => {
  it("gzips HTML for a client that accepts it, and the bytes inflate back to the page", async () => {
    const response = compressResponse(request("gzip, br"), page());
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(body).toString()).toBe(html);
  });

  it("keeps the status and the other headers", () => {
    const response = compressResponse(
      request("gzip"),
      new Response(html, {
        status: 404,
        headers: { "content-type": "text/html", "set-cookie": "a=1; Path=/" },
      }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/"]);
  });

  it("leaves alone what it must not touch", async () => {
    const plain = page();
    expect(compressResponse(request(), plain)).toBe(plain);
    const json = page("application/json");
    expect(compressResponse(request("gzip"), json)).toBe(json);
    const encoded = page("text/html", { "content-encoding": "br" });
    expect(compressResponse(request("gzip"), encoded)).toBe(encoded);
    const head = page();
    expect(compressResponse(request("gzip", "HEAD"), head)).toBe(head);
  });
});
