import { betterAuth } from "better-auth";
import { describe, expect, it } from "vitest";
import type { Auth } from "~/server/auth/auth.server";
import { authReadiness } from "./readiness.server";

describe("authReadiness", () => {
  it("is not ready while Better Auth cannot start", async () => {
    // An empty key list is a setting Better Auth refuses as it starts, as it refuses its default
    // secret in production: every call would fail while the database answers.
    const auth = betterAuth({ secrets: [] }) as unknown as Auth;
    expect(await authReadiness(auth)).toEqual({ ready: false, reason: "auth unavailable" });
  });
});
