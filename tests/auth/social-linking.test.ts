import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "~/db/schema";
import { describeActivity } from "~/lib/activity";
import { listEvents } from "~/server/account/activity.server";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import {
  completeOAuth,
  type OidcProvider,
  oidcEnv,
  startOidcProvider,
} from "../support/oidc-provider";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";
import { nextTotp, secretOf, totp } from "../support/totp";

interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
  userId: string;
  scopes: string[];
}

// Social linking against a real OpenID Connect provider process (oauth2-mock-server): the
// generic OIDC provider registers among the social providers under the id "oidc".
describe.each(storageKinds)("social accounts through a real OIDC provider on %s", (kind) => {
  let provider: OidcProvider;
  let app: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider();
    app = await createTestApp(kind, oidcEnv(provider));
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  async function listAccounts(cookie: string): Promise<LinkedAccount[]> {
    const response = await app.request("/api/auth/list-accounts", { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as LinkedAccount[];
  }

  /** A magic-link user whose provider identity has the same, verified address. */
  async function userWithProviderIdentity() {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const sub = `sub-${randomUUID()}`;
    provider.identity = { sub, email, email_verified: true, name: "Provider Name" };
    return { email, cookie, sub };
  }

  async function link(cookie: string) {
    const start = await app.request("/api/auth/link-social", {
      json: { provider: "oidc", callbackURL: "/settings" },
      cookie,
    });
    return completeOAuth(app, start, cookie);
  }

  describe("POST /link-social", () => {
    it("answers the provider's authorize URL and sets the state cookie", async () => {
      const { cookie } = await userWithProviderIdentity();
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { url: string; redirect: boolean; status: boolean };
      expect(body.redirect).toBe(true);
      // Spec §7's answer: {url, redirect, status}.
      expect(body.status).toBe(true);
      const url = new URL(body.url);
      expect(`${url.origin}`).toBe(provider.issuer);
      expect(url.pathname).toBe("/authorize");
      expect(url.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/callback/oidc`);
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("scope")?.split(" ")).toEqual(
        expect.arrayContaining(["openid", "email", "profile", "offline_access"]),
      );
      expect(cookiesFrom(response)).toContain("state=");
    });

    it("links the provider account through /callback/oidc and lands on the callback URL", async () => {
      const { cookie, sub } = await userWithProviderIdentity();
      expect(await listAccounts(cookie)).toEqual([]);
      const { callback, callbackPath } = await link(cookie);
      expect(callbackPath).toBe("/api/auth/callback/oidc");
      expect(callback.status).toBe(302);
      expect(callback.headers.get("location")).toBe("/settings");

      const accounts = await listAccounts(cookie);
      expect(accounts).toHaveLength(1);
      // Spec §7 names the provider `provider`; Better Auth's `providerId` stays beside it.
      expect(accounts[0]).toMatchObject({ provider: "oidc", providerId: "oidc", accountId: sub });
      expect(accounts[0]?.scopes).toEqual(expect.arrayContaining(["openid", "email"]));
    });

    it("refuses an unknown provider with 'Provider not found'", async () => {
      allowConsoleError(/Provider not found/);
      const { cookie } = await userWithProviderIdentity();
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "nope", callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Provider not found" });
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
      });
      expect(response.status).toBe(401);
    });

    it("refuses an aged session: 403 'Session is not fresh', and links nothing", async () => {
      const { cookie } = await userWithProviderIdentity();
      await app.ageSession(cookie, 3600);
      const response = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "SESSION_NOT_FRESH",
        message: "Session is not fresh",
      });
      expect(cookiesFrom(response)).not.toContain("state=");
    });

    it("answers 400 VALIDATION_ERROR without a provider", async () => {
      const { cookie } = await userWithProviderIdentity();
      const response = await app.request("/api/auth/link-social", { json: {}, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });

    it("refuses a provider address different from the user's: email_does_not_match", async () => {
      const { cookie } = await userWithProviderIdentity();
      provider.identity = { ...provider.identity, email: uniqueEmail() };
      const { callback } = await link(cookie);
      expect(callback.status).toBe(302);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.pathname).toBe("/api/auth/error");
      expect(location.searchParams.get("error")).toBe("email_does_not_match");
      expect(await listAccounts(cookie)).toEqual([]);
    });

    it("refuses an unverified provider address (the OIDC provider is not trusted)", async () => {
      allowConsoleError(/Unable to link account - untrusted provider/);
      const { cookie } = await userWithProviderIdentity();
      provider.identity = { ...provider.identity, email_verified: false };
      const { callback } = await link(cookie);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.searchParams.get("error")).toBe("unable_to_link_account");
      expect(await listAccounts(cookie)).toEqual([]);
    });

    it("refuses a provider account already linked to another user", async () => {
      const first = await userWithProviderIdentity();
      await link(first.cookie);
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      provider.identity = { ...provider.identity, email };
      const { callback } = await link(cookie);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.searchParams.get("error")).toBe("account_already_linked_to_different_user");
    });
  });

  describe("GET /list-accounts", () => {
    it("lists nothing for a magic-link user: magic links create no account row", async () => {
      const { cookie } = await userWithProviderIdentity();
      expect(await listAccounts(cookie)).toEqual([]);
    });

    it("shows the credential account once a password is set, with no secrets", async () => {
      const { cookie } = await userWithProviderIdentity();
      await app.setPassword(cookie, "a long enough password");
      const accounts = await listAccounts(cookie);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]?.providerId).toBe("credential");
      expect(JSON.stringify(accounts)).not.toMatch(/password|scrypt|accessToken|refreshToken/);
    });

    it("needs a session", async () => {
      expect((await app.request("/api/auth/list-accounts")).status).toBe(401);
    });
  });

  describe("POST /get-access-token", () => {
    it("answers the stored access token of the linked account", async () => {
      const { cookie } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const response = await app.request("/api/auth/get-access-token", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        tokenType: string;
        accessToken: string;
        accessTokenExpiresAt: string;
        refreshToken: string;
        refreshTokenExpiresAt: string | null;
        idToken: string;
        scopes: string[];
      };
      // Spec §7's answer: {tokenType, idToken, accessToken, refreshToken, …ExpiresAt}.
      expect(body.tokenType).toBe("Bearer");
      const [stored] = await app.runtime.database.db
        .select()
        .from(account)
        .where(eq(account.id, linked?.id ?? ""));
      expect(body.refreshToken).toBe(stored?.refreshToken);
      expect(body).toHaveProperty("refreshTokenExpiresAt");
      expect(body.accessToken.split(".")).toHaveLength(3);
      expect(body.idToken.split(".")).toHaveLength(3);
      expect(new Date(body.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(body.scopes).toEqual(expect.arrayContaining(["openid"]));
    });

    it("refreshes an access token that is about to expire", async () => {
      const { cookie } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const before = await app.runtime.database.db
        .select()
        .from(account)
        .where(eq(account.id, linked?.id ?? ""));
      await app.runtime.database.db
        .update(account)
        .set({ accessTokenExpiresAt: new Date(Date.now() + 1000) })
        .where(eq(account.id, linked?.id ?? ""));
      const response = await app.request("/api/auth/get-access-token", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { accessToken: string };
      expect(body.accessToken).not.toBe(before[0]?.accessToken);
      const [after] = await app.runtime.database.db
        .select()
        .from(account)
        .where(eq(account.id, linked?.id ?? ""));
      expect(after?.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    });

    it("refuses an account of another user with 'Account not found'", async () => {
      const first = await userWithProviderIdentity();
      await link(first.cookie);
      const [theirs] = await listAccounts(first.cookie);
      const { cookie } = await userWithProviderIdentity();
      const response = await app.request("/api/auth/get-access-token", {
        json: { accountId: theirs?.id },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Account not found" });
    });

    it("refuses a userId from the browser: it is for server calls only", async () => {
      const first = await userWithProviderIdentity();
      await link(first.cookie);
      const [theirs] = await listAccounts(first.cookie);
      const owner = await app.session(first.cookie);
      const response = await app.request("/api/auth/get-access-token", {
        json: { accountId: theirs?.id, userId: owner?.user.id },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "USER_ID_SERVER_ONLY" });
      const withoutSession = await app.request("/api/auth/get-access-token", {
        json: { accountId: theirs?.id },
      });
      expect(withoutSession.status).toBe(401);
    });
  });

  describe("POST /refresh-token", () => {
    it("refreshes the tokens at the provider and stores them", async () => {
      const { cookie } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const [before] = await app.runtime.database.db
        .select()
        .from(account)
        .where(eq(account.id, linked?.id ?? ""));
      const response = await app.request("/api/auth/refresh-token", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        tokenType: string;
        accessToken: string;
        refreshToken: string;
        accessTokenExpiresAt: string;
        idToken: string;
        providerId: string;
        accountId: string;
      };
      expect(body.tokenType).toBe("Bearer");
      expect(body.accessToken.split(".")).toHaveLength(3);
      expect(body.refreshToken).toBeTruthy();
      expect(body.providerId).toBe("oidc");
      expect(body.accountId).toBe(linked?.id);
      const [after] = await app.runtime.database.db
        .select()
        .from(account)
        .where(eq(account.id, linked?.id ?? ""));
      expect(after?.accessToken).not.toBe(before?.accessToken);
      expect(after?.refreshToken).not.toBe(before?.refreshToken);
    });

    it("refuses a credential account: the provider does not exist", async () => {
      const { cookie } = await userWithProviderIdentity();
      await app.setPassword(cookie, "a long enough password");
      const [credential] = await listAccounts(cookie);
      const response = await app.request("/api/auth/refresh-token", {
        json: { accountId: credential?.id },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Provider credential is not supported.",
      });
    });
  });

  describe("GET /account-info", () => {
    it("answers the provider's user info for the linked account", async () => {
      const { cookie, sub, email } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const response = await app.request(`/api/auth/account-info?accountId=${linked?.id}`, {
        cookie,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        user: { email: string; emailVerified: boolean; name: string };
        data: { sub: string };
        account: { id: string; providerId: string; accountId: string };
      };
      expect(body.user).toMatchObject({ email, emailVerified: true, name: "Provider Name" });
      expect(body.data.sub).toBe(sub);
      expect(body.account).toEqual({ id: linked?.id, providerId: "oidc", accountId: sub });
    });

    it("takes the provider's id of the account too, and spec §7's POST {accountId}", async () => {
      const { cookie, sub } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const byProviderId = await app.request(`/api/auth/account-info?accountId=${sub}`, {
        cookie,
      });
      expect(byProviderId.status).toBe(200);
      expect(await byProviderId.json()).toMatchObject({ data: { sub } });
      const posted = await app.request("/api/auth/account-info", {
        json: { accountId: sub },
        cookie,
      });
      expect(posted.status).toBe(200);
      expect(await posted.json()).toMatchObject({
        data: { sub },
        account: { id: linked?.id, providerId: "oidc", accountId: sub },
      });
      const malformed = await app.request("/api/auth/account-info", {
        json: { accountId: 42 },
        cookie,
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      // Another user's provider id is not theirs to read.
      const other = await userWithProviderIdentity();
      const theirs = await app.request(`/api/auth/account-info?accountId=${sub}`, {
        cookie: other.cookie,
      });
      expect(theirs.status).toBe(400);
    });
  });

  describe("the account's timeline (ADR 026)", () => {
    it("records the provider linked, a sign-in through it and the provider unlinked, by name", async () => {
      const { cookie } = await userWithProviderIdentity();
      const userId = (await app.session(cookie))?.user.id ?? "";
      await app.setPassword(cookie, "a long enough password");
      await link(cookie);
      const start = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      expect((await completeOAuth(app, start)).callback.status).toBe(302);
      const linked = (await listAccounts(cookie)).find((a) => a.providerId === "oidc");
      const unlinked = await app.request("/api/auth/unlink-account", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(unlinked.status).toBe(200);

      await app.runtime.background.settled();
      const { events } = await listEvents(app.runtime.database.db, userId, { limit: 10 });
      const described = events
        .filter((event) => event.kind !== "password_set")
        .map((event) => describeActivity(event.kind, event.detail));
      expect(described.slice(0, 3)).toEqual([
        "Sign-in provider unlinked: OpenID Connect",
        "Signed in with OpenID Connect",
        "Sign-in provider linked: OpenID Connect",
      ]);
    });

    it("records a sign-up through the provider as the sign-in it was, not as a link", async () => {
      const email = uniqueEmail();
      provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true, name: "New" };
      const start = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      expect((await completeOAuth(app, start)).callback.status).toBe(302);
      const created = await app.userByEmail(email);
      await app.runtime.background.settled();
      const { events } = await listEvents(app.runtime.database.db, created?.id ?? "", {
        limit: 10,
      });
      expect(events.map(({ kind, detail }) => ({ kind, detail }))).toEqual([
        { kind: "sign_in", detail: { method: "social", provider: "OpenID Connect" } },
      ]);
    });
  });

  describe("POST /unlink-account", () => {
    it("unlinks the provider while another account remains", async () => {
      const { cookie } = await userWithProviderIdentity();
      await app.setPassword(cookie, "a long enough password");
      await link(cookie);
      const linked = (await listAccounts(cookie)).find((a) => a.providerId === "oidc");
      const response = await app.request("/api/auth/unlink-account", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect((await listAccounts(cookie)).map((a) => a.providerId)).toEqual(["credential"]);
    });

    it("refuses the last account, even though magic links still sign the user in", async () => {
      const { cookie } = await userWithProviderIdentity();
      await link(cookie);
      const [linked] = await listAccounts(cookie);
      const response = await app.request("/api/auth/unlink-account", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "FAILED_TO_UNLINK_LAST_ACCOUNT",
        message: "You can't unlink your last account",
      });
      expect(await listAccounts(cookie)).toHaveLength(1);
    });

    it("answers 'Account not found' to a user with no account rows", async () => {
      const { cookie } = await userWithProviderIdentity();
      const response = await app.request("/api/auth/unlink-account", {
        json: { accountId: "no-such-account" },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Account not found" });
    });

    it("needs a fresh session: 'Session is not fresh'", async () => {
      const { cookie } = await userWithProviderIdentity();
      await app.setPassword(cookie, "a long enough password");
      await link(cookie);
      const linked = (await listAccounts(cookie)).find((a) => a.providerId === "oidc");
      await app.ageSession(cookie, 2 * 3600);
      const response = await app.request("/api/auth/unlink-account", {
        json: { accountId: linked?.id },
        cookie,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "SESSION_NOT_FRESH",
        message: "Session is not fresh",
      });
    });
  });

  describe("the callback's errors, in spec §8's values", () => {
    it("answers unable_to_link_account, with the library's reason, to a sign-in the account may not be linked by", async () => {
      allowConsoleError(/account_not_linked/);
      // A user of this address exists, and the provider does not vouch for it: no implicit link.
      const { email } = await userWithProviderIdentity();
      provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: false };
      const start = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard", errorCallbackURL: "/login" },
      });
      const { callback } = await completeOAuth(app, start);
      expect(callback.status).toBe(302);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("error")).toBe("unable_to_link_account");
      expect(location.searchParams.get("error_description")).toMatch(/^account[ _]not[ _]linked/);
      expect(cookiesFrom(callback)).not.toContain("session_token=");
    });

    it("answers please_restart_the_process to a callback whose state is not this browser's", async () => {
      allowConsoleError(/state/i);
      const first = await userWithProviderIdentity();
      const start = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" },
        cookie: first.cookie,
      });
      const other = await app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" },
        cookie: first.cookie,
      });
      // The provider's answer to the first attempt, with the second attempt's state cookie.
      const { url } = (await start.json()) as { url: string };
      const authorize = await fetch(url, { redirect: "manual" });
      const back = new URL(authorize.headers.get("location") ?? "");
      const callback = await app.request(`${back.pathname}${back.search}`, {
        cookie: [first.cookie, cookiesFrom(other)].join("; "),
      });
      expect(callback.status).toBe(302);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.searchParams.get("error")).toBe("please_restart_the_process");
      expect(location.searchParams.get("error_description")).toBe("state_mismatch");
      expect(await listAccounts(first.cookie)).toEqual([]);
    });
  });

  describe("POST /sign-in/social", () => {
    it("signs the same user in through the linked provider account", async () => {
      const { cookie, email } = await userWithProviderIdentity();
      await link(cookie);
      const owner = await app.session(cookie);
      const start = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      const { callback } = await completeOAuth(app, start);
      expect(callback.status).toBe(302);
      expect(callback.headers.get("location")).toBe("/dashboard");
      const newCookie = cookiesFrom(callback);
      expect(newCookie).toContain("session_token=");
      const signedIn = await app.session(newCookie);
      expect(signedIn?.user.id).toBe(owner?.user.id);
      expect(signedIn?.user.email).toBe(email);
      expect(signedIn?.session.id).not.toBe(owner?.session.id);
    });

    it("asks an account with two-factor on for its code after the provider (ADR 028)", async () => {
      const { cookie, email } = await userWithProviderIdentity();
      await link(cookie);
      const started = await app.request("/api/auth/two-factor/enable", { cookie, json: {} });
      const { totpURI } = (await started.json()) as { totpURI: string };
      const secret = secretOf(totpURI);
      const on = await app.request("/api/auth/two-factor/verify-totp", {
        cookie,
        json: { code: totp(secret) },
      });
      expect(on.status).toBe(200);

      const start = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/settings/linked-accounts" },
      });
      const { callback } = await completeOAuth(app, start);
      expect(callback.status).toBe(302);
      expect(callback.headers.get("location")).toBe(
        "/login/two-factor?redirect=%2Fsettings%2Flinked-accounts",
      );
      const challenge = cookiesFrom(callback);
      expect(await app.session(challenge)).toBeNull();
      const done = await app.request("/api/auth/two-factor/verify-totp", {
        cookie: challenge,
        json: { code: nextTotp(secret) },
      });
      expect(done.status).toBe(200);
      expect((await app.session(cookiesFrom(done)))?.user.email).toBe(email);
    });

    it("refuses a callback URL on another origin", async () => {
      allowConsoleError(/Invalid callbackURL/);
      const response = await app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "https://evil.example/" },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: "Invalid callbackURL" });
    });
  });

  describe("POST /delete-user of a user with a linked provider account", () => {
    it("leaves no row of the user behind", async () => {
      const { cookie, email } = await userWithProviderIdentity();
      await link(cookie);
      const userId = (await app.session(cookie))?.user.id ?? "";
      expect((await app.remnants(userId, email)).account).toBe(1);
      const response = await app.request("/api/auth/delete-user", {
        json: { freshSession: true },
        cookie,
      });
      expect(await response.json()).toEqual({ success: true, message: "User deleted" });
      expect(await app.remnants(userId, email)).toEqual({
        user: 0,
        session: 0,
        account: 0,
        verification: 0,
        apikey: 0,
      });
    });
  });

  describe("POST /sign-in/social with AUTH_ALLOW_SIGNUP=false", () => {
    let closed: TestApp;
    beforeAll(async () => {
      closed = await createTestApp(kind, { ...oidcEnv(provider), AUTH_ALLOW_SIGNUP: "false" });
    });
    afterAll(() => closed?.close());

    it("creates no user for an unknown provider identity", async () => {
      allowConsoleError(/signup_disabled/);
      const email = uniqueEmail();
      provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
      const start = await closed.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      const { callback } = await completeOAuth(closed, start);
      const location = new URL(callback.headers.get("location") ?? "", APP_URL);
      expect(location.searchParams.get("error")).toBe("signup_disabled");
      expect(cookiesFrom(callback)).not.toContain("session_token=");
      expect(await closed.userByEmail(email)).toBeUndefined();
    });

    it("still signs in a user whose provider account is linked", async () => {
      const email = uniqueEmail();
      await closed.runtime.database.db
        .insert(user)
        .values({ id: `u-${randomUUID()}`, email, emailVerified: true, name: "Existing" });
      const cookie = await closed.signIn(email);
      provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
      const linkStart = await closed.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
        cookie,
      });
      await completeOAuth(closed, linkStart, cookie);
      const start = await closed.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      const { callback } = await completeOAuth(closed, start);
      expect(callback.headers.get("location")).toBe("/dashboard");
      expect((await closed.session(cookiesFrom(callback)))?.user.email).toBe(email);
    });
  });

  describe("POST /link-social with AUTH_ALLOW_DIFFERENT_EMAILS=true", () => {
    let lenient: TestApp;
    beforeAll(async () => {
      lenient = await createTestApp(kind, {
        ...oidcEnv(provider),
        AUTH_ALLOW_DIFFERENT_EMAILS: "true",
      });
    });
    afterAll(() => lenient?.close());

    it("links a provider account with another address", async () => {
      const email = uniqueEmail();
      const cookie = await lenient.signIn(email);
      const sub = `sub-${randomUUID()}`;
      provider.identity = { sub, email: uniqueEmail(), email_verified: true };
      const start = await lenient.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
        cookie,
      });
      const { callback } = await completeOAuth(lenient, start, cookie);
      expect(callback.headers.get("location")).toBe("/settings");
      const accounts = (await (
        await lenient.request("/api/auth/list-accounts", { cookie })
      ).json()) as LinkedAccount[];
      expect(accounts).toMatchObject([{ providerId: "oidc", accountId: sub }]);
      expect((await lenient.session(cookie))?.user.email).toBe(email);
    });
  });
});
