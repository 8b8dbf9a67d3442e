import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON } from "~/lib/password-policy";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import {
  completeOAuth,
  type OidcProvider,
  oidcEnv,
  startOidcProvider,
} from "../support/oidc-provider";
import { createTestApp, type TestApp, tokenOf, uniqueEmail } from "../support/test-app";

// The payloads shared/SPEC.md §7 lists (and Better Auth's own client sends) at the endpoints
// that refused them as unknown keys, the session list's handles, and the common-password rule,
// through the endpoints themselves against a real OIDC provider.

interface Listed {
  id: string;
  token: string;
  userId: string;
}

describe.each(storageKinds)("the spec's auth payloads on %s", (kind) => {
  let provider: OidcProvider;
  let app: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider();
    app = await createTestApp(kind, {
      ...oidcEnv(provider),
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  /** A magic-link user with a password and the provider account linked through its redirect. */
  async function linkedUser() {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    await app.setPassword(cookie, "a long enough passphrase, surely");
    provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
    const start = await app.request("/api/auth/link-social", {
      json: { provider: "oidc", callbackURL: "/settings" },
      cookie,
    });
    await completeOAuth(app, start, cookie);
    return { email, cookie, sub: provider.identity.sub };
  }

  const providers = async (cookie: string) =>
    (
      (await (await app.request("/api/auth/list-accounts", { cookie })).json()) as {
        providerId: string;
      }[]
    ).map((row) => row.providerId);

  describe("POST /unlink-account", () => {
    it("unlinks by {providerId}, as Better Auth's client sends it", async () => {
      const { cookie } = await linkedUser();
      const response = await app.request("/api/auth/unlink-account", {
        json: { providerId: "oidc" },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await providers(cookie)).toEqual(["credential"]);
    });

    it("takes the provider's account id beside it; refuses another's, and unlisted fields", async () => {
      const { cookie, sub } = await linkedUser();
      const extra = await app.request("/api/auth/unlink-account", {
        json: { providerId: "oidc", accountId: sub, everything: true },
        cookie,
      });
      expect(extra.status).toBe(400);
      expect(await extra.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      const wrong = await app.request("/api/auth/unlink-account", {
        json: { providerId: "oidc", accountId: "someone-else" },
        cookie,
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ message: "Account not found" });
      const right = await app.request("/api/auth/unlink-account", {
        json: { providerId: "oidc", accountId: sub },
        cookie,
      });
      expect(right.status).toBe(200);
    });
  });

  describe.each(["/get-access-token", "/refresh-token"])("POST %s", (path) => {
    it("answers the caller's tokens for {providerId}", async () => {
      const { cookie } = await linkedUser();
      const response = await app.request(`/api/auth${path}`, {
        json: { providerId: "oidc" },
        cookie,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as { accessToken: string };
      expect(body.accessToken.split(".")).toHaveLength(3);
    });

    it("refuses a browser's userId with the reason", async () => {
      const { cookie } = await linkedUser();
      const owner = await app.session(cookie);
      const response = await app.request(`/api/auth${path}`, {
        json: { providerId: "oidc", userId: owner?.user.id },
        cookie,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("USER_ID_SERVER_ONLY");
      expect(body.message).toMatch(/only in the server's own calls/);
    });

    it("finds nothing for a provider the caller has not linked", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const response = await app.request(`/api/auth${path}`, {
        json: { providerId: "oidc" },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Account not found" });
    });
  });

  describe("POST /sign-in/social and /link-social", () => {
    it("take the spec's scopes, requestSignUp and errorCallbackURL", async () => {
      const { cookie } = await linkedUser();
      const fields = {
        provider: "oidc",
        callbackURL: "/settings",
        errorCallbackURL: "/login",
        scopes: ["address"],
        requestSignUp: true,
      };
      for (const [path, from] of [
        ["/link-social", cookie],
        ["/sign-in/social", ""],
      ] as const) {
        const response = await app.request(`/api/auth${path}`, { json: fields, cookie: from });
        expect(response.status, path).toBe(200);
        const { url } = (await response.json()) as { url: string };
        expect(new URL(url).searchParams.get("scope")?.split(" "), path).toContain("address");
      }
    });

    it("link by the provider's ID token", async () => {
      const { cookie } = await linkedUser();
      const tokens = (await (
        await app.request("/api/auth/get-access-token", { json: { providerId: "oidc" }, cookie })
      ).json()) as { idToken: string };
      await app.request("/api/auth/unlink-account", { json: { providerId: "oidc" }, cookie });
      expect(await providers(cookie)).toEqual(["credential"]);
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", idToken: { token: tokens.idToken } },
        cookie,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await response.json()).toMatchObject({ status: true, redirect: false });
      expect((await providers(cookie)).sort()).toEqual(["credential", "oidc"]);

      // The spec's answer for a provider that verifies no ID tokens.
      allowConsoleError(/does not support id token/);
      const github = await app.request("/api/auth/link-social", {
        json: { provider: "github", idToken: { token: tokens.idToken } },
        cookie,
      });
      expect(github.status).toBe(404);
      expect(await github.json()).toMatchObject({ message: "id_token not supported" });
    });

    it("refuse a forged ID token: 'invalid token'", async () => {
      allowConsoleError(/Invalid id token/);
      const { cookie } = await linkedUser();
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", idToken: { token: "e30.e30.c2ln" } },
        cookie,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
    });

    it("refuse signing in by ID token with the reason", async () => {
      const response = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", idToken: { token: "a.b.c" } },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe("ID_TOKEN_SIGN_IN_REFUSED");
      expect(body.message).toMatch(/any session can obtain one/);
    });
  });

  describe("GET /list-sessions and POST /revoke-session", () => {
    it("list the caller's sessions with handles, never their tokens", async () => {
      const email = uniqueEmail();
      const first = await app.signIn(email);
      const second = await app.signIn(email);
      await app.signIn(uniqueEmail());
      const response = await app.request("/api/auth/list-sessions", { cookie: first });
      expect(response.status).toBe(200);
      const listed = (await response.json()) as Listed[];
      expect(listed).toHaveLength(2);
      const text = JSON.stringify(listed);
      for (const cookie of [first, second]) expect(text).not.toContain(tokenOf(cookie));
      expect(new Set(listed.map((s) => s.userId)).size).toBe(1);
    });

    it("revoke one of the caller's sessions by its handle", async () => {
      const email = uniqueEmail();
      const first = await app.signIn(email);
      const second = await app.signIn(email);
      const other = (await app.session(second))?.session.id;
      const listed = (await (
        await app.request("/api/auth/list-sessions", { cookie: first })
      ).json()) as Listed[];
      const handle = listed.find((s) => s.id === other)?.token;
      const response = await app.request("/api/auth/revoke-session", {
        json: { token: handle },
        cookie: first,
      });
      expect(response.status).toBe(200);
      expect(await app.session(second)).toBeNull();
      expect(await app.session(first)).not.toBeNull();
    });

    it("refuse another user's handle and another user's token alike, revoking nothing", async () => {
      const mine = await app.signIn(uniqueEmail());
      const theirs = await app.signIn(uniqueEmail());
      const [their] = (await (
        await app.request("/api/auth/list-sessions", { cookie: theirs })
      ).json()) as Listed[];
      for (const token of [their?.token, tokenOf(theirs)]) {
        const response = await app.request("/api/auth/revoke-session", {
          json: { token },
          cookie: mine,
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ message: "Session not found" });
      }
      expect(await app.session(theirs)).not.toBeNull();
    });

    it("take no handle as a session anywhere else", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const [own] = (await (
        await app.request("/api/auth/list-sessions", { cookie })
      ).json()) as Listed[];
      const asCookie = `better-auth.session_token=${own?.token}`;
      expect(await app.session(asCookie)).toBeNull();
    });
  });

  describe("a common password", () => {
    const common = "password password";

    it("is refused by /change-password with a sentence", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      await app.setPassword(cookie, "a long enough passphrase, surely");
      const response = await app.request("/api/auth/change-password", {
        json: { currentPassword: "a long enough passphrase, surely", newPassword: common },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(PASSWORD_TOO_COMMON);
      expect((await app.signInWithPassword(email, common)).status).toBe(401);
      const uncommon = await app.request("/api/auth/change-password", {
        json: {
          currentPassword: "a long enough passphrase, surely",
          newPassword: "a quiet lake past the pine ridge",
        },
        cookie,
      });
      expect(uncommon.status).toBe(200);
    });

    it("is refused by /reset-password", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      await app.setPassword(cookie, "a long enough passphrase, surely");
      await app.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      const link = await app.latestLink(email, /Reset your/);
      const token = link.pathname.split("/").pop();
      const response = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: "Qwerty qwerty 123" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject(PASSWORD_TOO_COMMON);
    });
  });
});
