import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import { allowConsoleError } from "../support/console-guard";
import { type DatabaseKind, storageKinds } from "../support/databases";
import {
  completeOAuth,
  type Identity,
  type OidcProvider,
  oidcEnv,
  startOidcProvider,
} from "../support/oidc-provider";
import { verifyPathOf } from "../support/sign-in-link";
import {
  cookiesFrom,
  createTestApp,
  randomIp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";

// Evidence for docs/security.md (OWASP ASVS 5.0, chapters 6 and 7, level 2): the items that no
// other suite proves. Each test names the requirement it stands for.

const PASSWORD = "Correct Horse Battery Staple";
/** A sign-in link check that no link matches. */
const MADE_UP_LINK =
  "/api/auth/magic-link/verify?token=notarealtokennotarealtoken123456&callbackURL=%2Fdashboard";
const DAY = 24 * 60 * 60 * 1000;
/** Better Auth's session lifetime (expiresIn) and refresh interval (updateAge), not overridden. */
const SESSION_LIFETIME = 7 * DAY;
const SESSION_UPDATE_AGE = DAY;

describe.each(storageKinds)("ASVS 5.0 authentication and session evidence on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  /** The address and id of a magic-link user who then set `password`. */
  async function userWithPassword(password: string) {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    await app.setPassword(cookie, password);
    return { email, userId: (await app.session(cookie))?.user.id ?? "" };
  }

  /** Moves every pending link of the user (reset, deletion) past its expiry; returns them. */
  function expireLinksOf(userId: string) {
    return app.runtime.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, userId))
      .returning();
  }

  async function sessionRow(cookie: string) {
    const current = await app.session(cookie);
    if (!current) throw new Error("no session");
    const [row] = await app.runtime.database.db
      .select()
      .from(session)
      .where(eq(session.id, current.session.id));
    if (!row) throw new Error("no session row");
    return row;
  }

  it("v5.0.0-6.3.2: a newly migrated and started app holds no account, session, key or token", async () => {
    const fresh = await createTestApp(kind);
    try {
      const db = fresh.runtime.database.db;
      const tables = rowsOf<{ table_name: string }>(
        await db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        ),
      ).map((row) => row.table_name);
      expect(tables).toEqual(
        expect.arrayContaining(["user", "account", "session", "apikey", "verification"]),
      );
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = rowsOf<{ count: number }>(
          await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
        );
        counts[table] = Number(row?.count);
      }
      expect(counts).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
      // Nobody is let in by a well-known address and password either.
      const probe = await fresh.signInWithPassword("admin@example.com", "admin admin admin");
      expect(probe.status).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  describe("passwords (v5.0.0-6.2)", () => {
    it("v5.0.0-6.2.8: verifies the password exactly: another case, a cut or added spaces are refused", async () => {
      const { email } = await userWithPassword(PASSWORD);
      const near = [
        PASSWORD.toLowerCase(),
        PASSWORD.toUpperCase(),
        PASSWORD.slice(0, -1),
        ` ${PASSWORD}`,
        `${PASSWORD} `,
        PASSWORD.replaceAll(" ", ""),
      ];
      for (const attempt of near) {
        const response = await app.signInWithPassword(email, attempt);
        expect(response.status, JSON.stringify(attempt)).toBe(401);
        expect(cookiesFrom(response)).not.toContain("session_token=");
      }
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(200);
    });

    it("v5.0.0-6.2.8: does not truncate: the first 127 of 128 characters, or one more, are refused", async () => {
      const longest = `${"0123456789abcdefghijklmnopqrstuvwxyz".repeat(4)}`.slice(0, 128);
      expect(longest).toHaveLength(128);
      const { email } = await userWithPassword(longest);
      expect((await app.signInWithPassword(email, longest.slice(0, 127))).status).toBe(401);
      const longer = await app.signInWithPassword(email, `${longest}!`);
      expect(longer.status).toBeGreaterThanOrEqual(400);
      expect(longer.status).toBeLessThan(500);
      expect(cookiesFrom(longer)).not.toContain("session_token=");
      expect((await app.signInWithPassword(email, longest)).status).toBe(200);
    });

    it("v5.0.0-6.2.8: changes nothing but Unicode NFKC: composed and decomposed accents are one password", async () => {
      const composed = "Crème brûlée for everyone, please";
      const decomposed = composed.normalize("NFD");
      expect(decomposed).not.toBe(composed);
      const { email } = await userWithPassword(composed);
      expect((await app.signInWithPassword(email, decomposed)).status).toBe(200);
      expect((await app.signInWithPassword(email, composed.replace("è", "e"))).status).toBe(401);
    });

    it("v5.0.0-6.2.9, 6.2.5: accepts a 64-character passphrase of spaces, punctuation and any letters", async () => {
      const passphrase = "über 64 Zeichen: ça marche, ничего страшного — 東京 & 🌲 stay!! ok!";
      expect([...passphrase]).toHaveLength(64);
      const { email } = await userWithPassword(passphrase);
      expect((await app.signInWithPassword(email, passphrase)).status).toBe(200);
    });
  });

  describe("abuse limits (v5.0.0-6.3.1, v5.0.0-6.6.3)", () => {
    it("counts link checks against the proxy's X-Forwarded-For entry: varying the client's own entries does not help", async () => {
      const ip = randomIp();
      // The entries before the last are whatever the client wrote; the proxy appended `ip`.
      const verify = () =>
        app.request(MADE_UP_LINK, {
          headers: { "x-forwarded-for": `${randomIp()}, ${randomIp()}, ${ip}` },
        });
      // A limited link lands on the sign-in screen, which says why.
      const limited = async () =>
        (await verify()).headers.get("location")?.includes("error=TOO_MANY_REQUESTS") ?? false;
      const refused: boolean[] = [];
      const { perIp } = app.runtime.env.authLimits;
      for (let i = 0; i <= perIp; i++) refused.push(await limited());
      // The allowance is spent after exactly `max` checks, though no two named the same client.
      expect(refused).toEqual([...Array(perIp).fill(false), true]);
      // Another client behind the same proxy is not held back.
      const other = await app.request(MADE_UP_LINK, {
        headers: { "x-forwarded-for": `${ip}, ${randomIp()}` },
      });
      expect(other.headers.get("location")).not.toContain("TOO_MANY_REQUESTS");
    });
  });

  describe("expired recovery and account links (v5.0.0-6.4.1, v5.0.0-6.5.5)", () => {
    it("refuses a password-reset link once its hour is over, and keeps the password", async () => {
      const { email, userId } = await userWithPassword(PASSWORD);
      await app.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
      const token = (await app.latestLink(email, /Reset your/)).pathname.split("/").pop() ?? "";
      expect(await expireLinksOf(userId)).toHaveLength(1);
      const response = await app.request("/api/auth/reset-password", {
        json: { token, newPassword: "another long passphrase here" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Invalid token" });
      expect((await app.signInWithPassword(email, PASSWORD)).status).toBe(200);
    });

    it("refuses a deletion link once its 24 hours are over, and deletes nothing", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const userId = (await app.session(cookie))?.user.id ?? "";
      const asked = await app.request("/api/auth/delete-user", {
        json: { callbackURL: "/" },
        cookie,
      });
      expect(asked.status).toBe(200);
      const link = await app.latestLink(email, /deletion/);
      expect(await expireLinksOf(userId)).toHaveLength(1);
      const response = await app.request(`${link.pathname}${link.search}`, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Invalid token" });
      expect(await app.userByEmail(email)).toBeDefined();
      expect(await app.session(cookie)).not.toBeNull();
    });
  });

  describe("session lifetime (v5.0.0-7.3.1)", () => {
    it("refuses a session past its expiresAt, for a change and a read, and deletes its row", async () => {
      const email = uniqueEmail();
      const cookie = await app.signIn(email);
      const other = await app.signIn(email);
      const row = await sessionRow(cookie);
      await app.runtime.database.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.id, row.id));

      const change = await app.request("/api/auth/revoke-other-sessions", {
        method: "POST",
        cookie,
      });
      expect(change.status).toBe(401);
      expect(await app.session(other)).not.toBeNull();

      const read = await app.request("/api/auth/get-session", { cookie });
      expect(read.status).toBe(200);
      expect(await read.json()).toBeNull();
      expect(read.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
      const left = await app.runtime.database.db
        .select()
        .from(session)
        .where(eq(session.id, row.id));
      expect(left).toEqual([]);
    });

    it("moves expiresAt 7 days ahead when a session is used a day after its last refresh, not sooner", async () => {
      const cookie = await app.signIn(uniqueEmail());
      const row = await sessionRow(cookie);
      const setExpiry = (expiresAt: Date) =>
        app.runtime.database.db.update(session).set({ expiresAt }).where(eq(session.id, row.id));

      // Refreshed 23 hours ago: used now, it keeps its expiry.
      const recent = new Date(Date.now() + SESSION_LIFETIME - SESSION_UPDATE_AGE + 3600_000);
      await setExpiry(recent);
      await app.session(cookie);
      expect((await sessionRow(cookie)).expiresAt.getTime()).toBe(recent.getTime());

      // Refreshed a day and a minute ago: used now, it lives 7 days from now.
      await setExpiry(new Date(Date.now() + SESSION_LIFETIME - SESSION_UPDATE_AGE - 60_000));
      const before = Date.now();
      const response = await app.request("/api/auth/get-session", { cookie });
      const body = (await response.json()) as { session: { expiresAt: string } };
      const moved = new Date(body.session.expiresAt).getTime();
      expect(moved).toBeGreaterThanOrEqual(before + SESSION_LIFETIME - 1000);
      expect(moved).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME + 1000);
      expect((await sessionRow(cookie)).expiresAt.getTime()).toBe(moved);
      expect(response.headers.getSetCookie().join("\n")).toMatch(
        new RegExp(`session_token=.*Max-Age=${SESSION_LIFETIME / 1000}`, "i"),
      );
    });
  });

  describe("re-authentication (v5.0.0-7.2.4)", () => {
    it("gives a magic-link sign-in made while signed in a new token; the earlier session lives on until revoked", async () => {
      const email = uniqueEmail();
      const before = await app.signIn(email);
      const earlier = await app.session(before);
      const link = await app.requestMagicLink(email);
      const response = await app.request(verifyPathOf(link), { cookie: before });
      expect(response.status).toBe(302);
      const after = cookiesFrom(response);
      expect(after).toContain("session_token=");
      const now = await app.session(after);
      expect(now?.user.id).toBe(earlier?.user.id);
      expect(now?.session.id).not.toBe(earlier?.session.id);
      expect(now?.session.id).not.toBe(earlier?.session.id);
      // The documented gap: the session the browser held before is not ended by the new sign-in.
      expect((await app.session(before))?.session.id).toBe(earlier?.session.id);
      const rows = await app.runtime.database.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, earlier?.user.id ?? ""));
      expect(rows.map((row) => row.id).sort()).toEqual(
        [earlier?.session.id, now?.session.id].sort(),
      );
    });
  });
});

/** The provider's signing key id, from its discovery document and JWKS. */
async function providerKeyId(provider: OidcProvider): Promise<string> {
  const discovery = (await (
    await fetch(`${provider.issuer}/.well-known/openid-configuration`)
  ).json()) as { jwks_uri: string };
  const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { kid: string }[] };
  const kid = jwks.keys[0]?.kid;
  if (!kid) throw new Error("the provider publishes no key");
  return kid;
}

/** An RS256 JWT with these claims, signed by a key the provider never published. */
function signedByAnotherKey(kid: string, claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const input = `${part({ alg: "RS256", typ: "JWT", kid })}.${part(claims)}`;
  return `${input}.${sign("sha256", Buffer.from(input), privateKey).toString("base64url")}`;
}

interface ProviderApp {
  app: TestApp;
  provider: OidcProvider;
  /** Stops the provider before the suite ends; it is stopped once only. */
  stopProvider(): Promise<void>;
}

/** For the enclosing describe: its own OIDC provider process, and an app that uses it. */
function appWithProvider(kind: DatabaseKind): ProviderApp {
  let running = false;
  const parts = {
    async stopProvider() {
      if (!running) return;
      running = false;
      await parts.provider.stop();
    },
  } as ProviderApp;
  beforeAll(async () => {
    parts.provider = await startOidcProvider();
    running = true;
    parts.app = await createTestApp(kind, oidcEnv(parts.provider));
  });
  afterAll(async () => {
    await parts.app?.close();
    await parts.stopProvider();
  });
  return parts;
}

describe.each(storageKinds)("ID tokens from the OIDC provider on %s (v5.0.0-6.8.2)", (kind) => {
  const oidc = appWithProvider(kind);

  async function linkedAccounts(userId: string) {
    return oidc.app.runtime.database.db.select().from(account).where(eq(account.userId, userId));
  }

  // The provider copies `identity` into the ID token it signs, so these claims replace the
  // ones it would have written.
  it.each([
    ["another audience", { aud: "another-client" }],
    ["another issuer", { iss: "https://issuer.elsewhere.example" }],
    ["another nonce", { nonce: "not-the-nonce-the-app-sent" }],
    ["an expiry in the past", { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("links nothing from a properly signed ID token with %s", async (_what, claims) => {
    allowConsoleError(/id_token failed verification|Unable to get user info/);
    const email = uniqueEmail();
    const cookie = await oidc.app.signIn(email);
    const userId = (await oidc.app.session(cookie))?.user.id ?? "";
    oidc.provider.identity = {
      sub: `sub-${randomUUID()}`,
      email,
      email_verified: true,
      ...claims,
    } as Identity;
    const start = await oidc.app.request("/api/auth/link-social", {
      json: { provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" },
      cookie,
    });
    const { callback } = await completeOAuth(oidc.app, start, cookie);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/settings?error=unable_to_get_user_info");
    expect(await linkedAccounts(userId)).toEqual([]);
  });

  it("signs nobody in with an ID token signed by another key, and creates no user", async () => {
    const email = uniqueEmail();
    const now = Math.floor(Date.now() / 1000);
    const token = signedByAnotherKey(await providerKeyId(oidc.provider), {
      iss: oidc.provider.issuer,
      aud: oidcEnv(oidc.provider).OIDC_CLIENT_ID,
      sub: `sub-${randomUUID()}`,
      email,
      email_verified: true,
      iat: now,
      exp: now + 600,
    });
    const response = await oidc.app.request("/api/auth/sign-in/social", {
      json: { provider: "oidc", idToken: { token } },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "ID_TOKEN_SIGN_IN_REFUSED" });
    expect(cookiesFrom(response)).not.toContain("session_token=");
    expect(await oidc.app.userByEmail(email)).toBeUndefined();
  });

  // Better Auth would sign in with any ID token its provider signed for this client, and
  // /refresh-token hands the session's holder a new one: the product refuses ID-token sign-in.
  describe("an ID token taken from an aged session", () => {
    let userId = "";
    let idToken = "";
    // The setup runs outside the test, so a setup that breaks fails the run instead of passing
    // as the expected failure.
    beforeAll(async () => {
      const email = uniqueEmail();
      const cookie = await oidc.app.signIn(email);
      oidc.provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
      const start = await oidc.app.request("/api/auth/link-social", {
        json: { provider: "oidc", callbackURL: "/settings" },
        cookie,
      });
      const { callback } = await completeOAuth(oidc.app, start, cookie);
      if (callback.status !== 302) throw new Error(`linking failed: ${callback.status}`);
      await oidc.app.ageSession(cookie, 2 * 3600);
      userId = (await oidc.app.session(cookie))?.user.id ?? "";
      const [linked] = await linkedAccounts(userId);
      const tokens = await oidc.app.request("/api/auth/refresh-token", {
        json: { accountId: linked?.id },
        cookie,
      });
      idToken = ((await tokens.json()) as { idToken?: string }).idToken ?? "";
      if (tokens.status !== 200 || idToken.split(".").length !== 3) {
        throw new Error(`no ID token from /refresh-token: ${tokens.status}`);
      }
    });

    it("does not trade an aged session's ID token for a new, fresh session", async () => {
      const response = await oidc.app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", idToken: { token: idToken } },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "ID_TOKEN_SIGN_IN_REFUSED" });
      expect(cookiesFrom(response)).not.toContain("session_token=");
      const sessions = await oidc.app.runtime.database.db
        .select()
        .from(session)
        .where(eq(session.userId, userId));
      expect(sessions).toHaveLength(1);
    });
  });
});

describe.each(storageKinds)(
  "sessions made through a federated sign-in on %s (v5.0.0-7.6.1)",
  (kind) => {
    const oidc = appWithProvider(kind);

    it("outlive the provider, and the app's sign-out ends them without sending the browser to the provider", async () => {
      const email = uniqueEmail();
      oidc.provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
      const start = await oidc.app.request("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/dashboard" },
      });
      const { callback } = await completeOAuth(oidc.app, start);
      expect(callback.headers.get("location")).toBe("/dashboard");
      const cookie = cookiesFrom(callback);
      const signedIn = await oidc.app.session(cookie);
      expect(signedIn?.user.email).toBe(email);

      // The provider is gone (its sessions with it): the app's session does not depend on it.
      await oidc.stopProvider();
      expect((await oidc.app.session(cookie))?.session.id).toBe(signedIn?.session.id);
      const change = await oidc.app.request("/api/auth/revoke-other-sessions", {
        method: "POST",
        cookie,
      });
      expect(change.status).toBe(200);

      // As the account menu calls it (AppShellLayout): Better Auth would otherwise redirect to the
      // provider's end-session URL.
      const out = await oidc.app.request("/api/auth/sign-out", {
        json: { disableRedirect: true },
        cookie,
      });
      expect(out.status).toBe(200);
      expect(await out.json()).toMatchObject({ success: true, redirect: false });
      expect(out.headers.get("location")).toBeNull();
      expect(await oidc.app.session(cookie)).toBeNull();
      const rows = await oidc.app.runtime.database.db
        .select()
        .from(session)
        .where(eq(session.userId, signedIn?.user.id ?? ""));
      expect(rows).toEqual([]);
      // The account stays linked for the next sign-in.
      const [owner] = await oidc.app.runtime.database.db
        .select()
        .from(user)
        .where(eq(user.email, email));
      expect(
        await oidc.app.runtime.database.db
          .select()
          .from(account)
          .where(eq(account.userId, owner?.id ?? "")),
      ).toHaveLength(1);
    });
  },
);
