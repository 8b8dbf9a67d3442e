import { createHash, randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, organization, session, user, verification } from "~/db/schema";
import { MAGIC_LINK_TTL_SECONDS } from "~/server/auth/address-limits.server";
import { pendingSignInAddress } from "~/server/auth/sign-in-link.server";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import { verifyPathOf } from "../support/sign-in-link";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";

describe.each(storageKinds)("magic-link sign-in on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it("mails a link with an HTML and a text part, to the page that asks before signing in", async () => {
    const email = uniqueEmail();
    const link = await app.requestMagicLink(email, { callbackURL: "/settings" });
    const [mail] = await app.mailTo(email);
    expect(mail?.subject).toBe("Your sign-in link for Timberline");
    expect(mail?.text).toContain(link.toString());
    expect(mail?.html).toContain(link.toString().replaceAll("&", "&amp;"));
    expect(mail?.html).not.toMatch(/<img|@import|fonts\.googleapis/);
    expect(mail?.text).not.toContain("/api/auth/");
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe("/login/confirm");
    expect(link.searchParams.get("callbackURL")).toBe("/settings");
  });

  it("stores only a hash of the token, expiring within 5 minutes", async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const link = await app.requestMagicLink(email);
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await app.runtime.database.db
      .select()
      .from(verification)
      .where(like(verification.value, `%${email}%`));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.identifier).not.toContain(token);
    expect(row?.value).not.toContain(token);
    const hashed = createHash("sha256").update(token).digest("base64url");
    expect(row?.identifier).toBe(`magic-link:${hashed}`);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(MAGIC_LINK_TTL_SECONDS * 1000 + 1000);
  });

  it("signs in and creates the account on first use, landing on the callback", async () => {
    const email = uniqueEmail();
    const link = await app.requestMagicLink(email, { callbackURL: "/settings" });
    const response = await app.request(verifyPathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${APP_URL}/settings`);
    const cookie = cookiesFrom(response);
    expect(cookie).toContain("session_token");

    const sessionResponse = await app.request("/api/auth/get-session", { cookie });
    const body = (await sessionResponse.json()) as {
      user: { email: string; emailVerified: boolean };
    };
    expect(body.user.email).toBe(email);
    expect(body.user.emailVerified).toBe(true);
  });

  it("accepts a link once only", async () => {
    const email = uniqueEmail();
    const link = await app.requestMagicLink(email);
    const path = `${verifyPathOf(link)}&errorCallbackURL=%2Flogin`;
    const first = await app.request(path);
    expect(first.headers.get("location")).toBe(`${APP_URL}/dashboard`);
    const second = await app.request(path);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(`${APP_URL}/login?error=INVALID_TOKEN`);
    expect(cookiesFrom(second)).not.toContain("session_token=");
    const [account] = await app.runtime.database.db
      .select()
      .from(user)
      .where(eq(user.email, email));
    const sessions = await app.runtime.database.db
      .select()
      .from(session)
      .where(eq(session.userId, account?.id ?? ""));
    expect(sessions).toHaveLength(1);
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail();
    const link = await app.requestMagicLink(email);
    await app.runtime.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.value, `%${email}%`));
    const response = await app.request(`${verifyPathOf(link)}&errorCallbackURL=%2Flogin`);
    expect(response.headers.get("location")).toBe(`${APP_URL}/login?error=INVALID_TOKEN`);
    const users = await app.runtime.database.db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(0);
  });

  it("tells the link's page its address without spending the link, and nothing once it is spent or expired", async () => {
    const db = app.runtime.database.db;
    const email = uniqueEmail();
    const link = await app.requestMagicLink(email);
    const token = link.searchParams.get("token") ?? "";
    expect(await pendingSignInAddress(db, token)).toBe(email);
    expect(await pendingSignInAddress(db, token)).toBe(email);
    expect(await pendingSignInAddress(db, "notarealtokennotarealtoken123456")).toBeNull();
    expect((await app.request(verifyPathOf(link))).headers.get("location")).toBe(
      `${APP_URL}/dashboard`,
    );
    expect(await pendingSignInAddress(db, token)).toBeNull();

    const later = uniqueEmail();
    const expiring = (await app.requestMagicLink(later)).searchParams.get("token") ?? "";
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.value, `%${later}%`));
    expect(await pendingSignInAddress(db, expiring)).toBeNull();
  });

  it("refuses a made-up token", async () => {
    const response = await app.request(
      "/api/auth/magic-link/verify?token=notarealtokennotarealtoken123456&callbackURL=%2Fdashboard&errorCallbackURL=%2Flogin",
    );
    expect(response.headers.get("location")).toBe(`${APP_URL}/login?error=INVALID_TOKEN`);
  });

  it("refuses a callback URL on another origin", async () => {
    allowConsoleError(/Invalid callbackURL/);
    const response = await app.request("/api/auth/sign-in/magic-link", {
      json: { email: uniqueEmail(), callbackURL: "https://evil.example/steal" },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe("Invalid callbackURL");
  });
  /** A link asked for as the sign-in screen asks: new accounts stop at the welcome step. */
  async function linkFromSignInScreen(email: string, callbackURL: string): Promise<URL> {
    const response = await app.request("/api/auth/sign-in/magic-link", {
      json: {
        email,
        callbackURL,
        newUserCallbackURL: `/welcome?redirect=${encodeURIComponent(callbackURL)}`,
        errorCallbackURL: "/login",
      },
    });
    expect(response.status).toBe(200);
    return app.latestLink(email);
  }

  it("sends a new address to the welcome step, on its way to where it was going", async () => {
    const email = uniqueEmail();
    const link = await linkFromSignInScreen(email, "/subscriptions?plan=starter");
    expect(link.searchParams.get("newUserCallbackURL")).toBe(
      "/welcome?redirect=%2Fsubscriptions%3Fplan%3Dstarter",
    );
    const response = await app.request(verifyPathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `${APP_URL}/welcome?redirect=%2Fsubscriptions%3Fplan%3Dstarter`,
    );
    expect(cookiesFrom(response)).toContain("session_token=");
    expect((await app.userByEmail(email))?.name).toBe("");
  });

  it("sends an existing account straight to where it was going", async () => {
    const email = uniqueEmail();
    await app.signIn(email);
    const link = await linkFromSignInScreen(email, "/settings");
    const response = await app.request(verifyPathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${APP_URL}/settings`);
  });

  it("answers the same for an address with an account and one without (no enumeration)", async () => {
    const known = uniqueEmail();
    await app.signIn(known);
    const ask = (email: string) =>
      app.request("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/dashboard" } });
    const [forKnown, forUnknown] = await Promise.all([ask(known), ask(uniqueEmail())]);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.json()).toEqual(await forKnown.json());
  });
});

describe.each(storageKinds)("sign-in restricted to existing accounts on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_ALLOW_SIGNUP: "false" });
  });
  afterAll(() => app?.close());

  const ask = (email: string) =>
    app.request("/api/auth/sign-in/magic-link", { json: { email, callbackURL: "/dashboard" } });

  async function existing(email: string) {
    await app.runtime.database.db
      .insert(user)
      .values({ id: `u-${randomUUID()}`, email, emailVerified: true, name: "Existing" });
  }

  /** A pending invitation to `email` from an owner of a new organization, by the plugin's tables. */
  async function invite(email: string) {
    const db = app.runtime.database.db;
    const inviter = uniqueEmail();
    await existing(inviter);
    const inviterId = (await app.userByEmail(inviter))?.id ?? "";
    const organizationId = `o-${randomUUID()}`;
    await db
      .insert(organization)
      .values({ id: organizationId, name: "Acme", slug: organizationId });
    const id = `i-${randomUUID()}`;
    await db.insert(invitation).values({
      id,
      organizationId,
      email,
      inviterId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return id;
  }

  it("says plainly, with a code the sign-in screen names, that an unknown address has no account", async () => {
    const email = uniqueEmail();
    const response = await ask(email);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: "NO_ACCOUNT_FOR_ADDRESS",
      message: expect.stringMatching(/^No account uses this address.*invit/),
    });
    expect(await app.mailTo(email)).toHaveLength(0);
    // Nor is the password sign-up a way around it.
    const signUp = await app.request("/api/auth/sign-up/email", {
      json: { email, password: "ferns under the old timber bridge", name: "New" },
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(await app.userByEmail(email)).toBeUndefined();
  });

  it("still signs in an existing account", async () => {
    const email = uniqueEmail();
    await existing(email);
    const cookie = await app.signIn(email);
    expect(cookie).toContain("session_token");
  });

  it("lets an invited address join by link", async () => {
    const email = uniqueEmail();
    await invite(email);
    const cookie = await app.signIn(email);
    expect((await app.session(cookie))?.user.email).toBe(email);
  });

  it("makes no account when the invitation ended before the link was opened", async () => {
    const email = uniqueEmail();
    const invitationId = await invite(email);
    const link = await app.requestMagicLink(email);
    await app.runtime.database.db
      .update(invitation)
      .set({ status: "canceled" })
      .where(eq(invitation.id, invitationId));
    const response = await app.request(`${verifyPathOf(link)}&errorCallbackURL=%2Flogin`);
    expect(new URL(response.headers.get("location") ?? "", APP_URL).searchParams.get("error")).toBe(
      "NO_ACCOUNT_FOR_ADDRESS",
    );
    expect(await app.userByEmail(email)).toBeUndefined();
  });
});
