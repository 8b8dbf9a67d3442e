import { describe, expect, it } from "vitest";
import { isLocalRequest } from "./local-request.server";

const APP_URL = "https://app.example.com";
const addressedTo = (host: string | undefined) =>
  isLocalRequest(
    new Request("http://placeholder/dev/mailbox", { headers: host ? { host } : {} }),
    APP_URL,
  );

describe("isLocalRequest", () => {
  it("accepts loopback names and addresses, on any port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "LOCALHOST:3000",
      "app.localhost:3000",
      "127.0.0.1",
      "127.0.0.1:3000",
      "127.1.2.3:80",
      "[::1]",
      "[::1]:3000",
    ]) {
      expect(addressedTo(host), host).toBe(true);
    }
  });

  it("accepts APP_URL's host", () => {
    expect(addressedTo("app.example.com")).toBe(true);
    expect(addressedTo("app.example.com:8443")).toBe(true);
  });

  it("refuses any other name, a name that only starts like a loopback one, and no Host at all", () => {
    for (const host of [
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
      "localhostx",
      "example.com",
      "192.168.1.20:3000",
      "10.0.0.1",
      "[::2]",
      "localhost@evil.example",
      "evil.example/localhost",
      "",
      undefined,
    ]) {
      expect(addressedTo(host), String(host)).toBe(false);
    }
  });
});
