import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEvent, session, user } from "~/db/schema";
import { type ActivityKind, describeActivity } from "~/lib/activity";
import {
  coarseNetwork,
  createNotMeToken,
  listEvents,
  NO_ORIGIN,
  notMeTokenIsLive,
  recordEvent,
  removeExpiredEvents,
  spendNotMeToken,
} from "~/server/account/activity.server";
import { storageKinds } from "../support/databases";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";
import { SoftAuthenticator } from "../support/webauthn";

// The account's timeline (ADR 026): each event appears after the action through its real endpoint
// (Better Auth's endpoints over HTTP, the server modules the screens call), alert mails say what
// happened without secrets, a "This wasn't me" token works once, and old events go.

const PASSWORD = "correct horse battery staple";
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("coarse networks", () => {
  it("keep the /24 of IPv4, the /48 of IPv6, and name the loopback", () => {
    expect(coarseNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(coarseNetwork("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(coarseNetwork("2001:db8:1:2:3::5")).toBe("2001:db8:1::/48");
    expect(coarseNetwork("127.0.0.1")).toBe("this computer");
    expect(coarseNetwork("::1")).toBe("this computer");
    expect(coarseNetwork("not an address")).toBeNull();
    expect(coarseNetwork(undefined)).toBeNull();
  });
});

describe.each(storageKinds)("account activity on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  async function kinds(userId: string): Promise<ActivityKind[]> {
    await app.runtime.background.settled();
    const page = await listEvents(app.runtime.database.db, userId, { limit: 100 });
    return page.events.map((event) => event.kind);
  }

  async function signedIn(options: { password?: boolean } = {}) {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const found = await app.userByEmail(email);
    if (!found) throw new Error("no user");
    if (options.password) await app.setPassword(cookie, PASSWORD);
    return { email, cookie, userId: found.id };
  }

  it("records a magic-link sign-in with its device and coarse network", async () => {
    const { userId } = await signedIn();
    await app.runtime.background.settled();
    const { events } = await listEvents(app.runtime.database.db, userId, { limit: 10 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "sign_in", detail: { method: "magic-link" } });
    expect(events[0]?.network).toMatch(/^10\.\d+\.\d+\.0\/24$/);
  });

  it("records password set, password sign-in and a wrong password for the account", async () => {
    const { email, userId } = await signedIn({ password: true });
    const good = await app.signInWithPassword(email, PASSWORD);
    expect(good.status).toBe(200);
    const bad = await app.signInWithPassword(email, "not the right password at all");
    expect(bad.status).toBe(401);
    // An address without an account gets the same response and no timeline anywhere.
    await app.signInWithPassword(uniqueEmail(), "not the right password at all");
    expect(await kinds(userId)).toEqual(["sign_in_failed", "sign_in", "password_set", "sign_in"]);
    const { events } = await listEvents(app.runtime.database.db, userId, { limit: 10 });
    expect(events[1]?.detail).toEqual({ method: "password" });
  });

  it("records a password change and mails an alert without secrets", async () => {
    const { email, cookie, userId } = await signedIn({ password: true });
    const response = await app.request("/api/auth/change-password", {
      cookie,
      json: { currentPassword: PASSWORD, newPassword: `${PASSWORD} again` },
      headers: { "user-agent": CHROME },
    });
    expect(response.status).toBe(200);
    expect((await kinds(userId))[0]).toBe("password_changed");
    const [mail] = await app.mailTo(email);
    expect(mail?.subject).toBe("Timberline security alert: Your password was changed");
    expect(mail?.text).toContain("Chrome on macOS");
    expect(mail?.text).toMatch(/network 10\.\d+\.\d+\.0\/24/);
    expect(mail?.text).toContain("This wasn't me");
    expect(mail?.text).toMatch(/\/account\/not-me\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.text).not.toContain(PASSWORD);
    expect(mail?.html).not.toContain(PASSWORD);
  });

  it("records a password reset by the mailed link", async () => {
    const { email, userId } = await signedIn({ password: true });
    await app.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    await app.runtime.background.settled();
    const token = (await app.latestLink(email, /Reset your/)).pathname.split("/").pop();
    const response = await app.request("/api/auth/reset-password", {
      json: { token, newPassword: `${PASSWORD} reset` },
    });
    expect(response.status).toBe(200);
    expect((await kinds(userId))[0]).toBe("password_reset");
    expect((await app.mailTo(email))[0]?.subject).toMatch(/Your password was reset/);
  });

  it("records sign-out, revoking one, the others and all sessions", async () => {
    const { email, cookie, userId } = await signedIn();
    const second = await app.signIn(email);
    const third = await app.signIn(email);
    const fourth = await app.signIn(email);
    const thirdSession = await app.session(third);
    const [row] = await app.runtime.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.id, thirdSession?.session.id ?? ""));
    expect(
      (await app.request("/api/auth/revoke-session", { cookie, json: { token: row?.token } }))
        .status,
    ).toBe(200);
    expect(
      (await app.request("/api/auth/sign-out", { method: "POST", cookie: second })).status,
    ).toBe(200);
    expect(
      (await app.request("/api/auth/revoke-other-sessions", { method: "POST", cookie })).status,
    ).toBe(200);
    const fifth = await app.signIn(email);
    expect(
      (await app.request("/api/auth/revoke-sessions", { method: "POST", cookie: fifth })).status,
    ).toBe(200);
    expect(fourth).toBeTruthy();
    const seen = await kinds(userId);
    expect(seen.slice(0, 5)).toEqual([
      "all_sessions_revoked",
      "sign_in",
      "other_sessions_revoked",
      "sign_out",
      "session_revoked",
    ]);
  });

  it("records an email change requested and confirmed", async () => {
    const { email, cookie, userId } = await signedIn();
    const newEmail = uniqueEmail();
    const response = await app.request("/api/auth/change-email", {
      cookie,
      json: { newEmail, callbackURL: "/settings/security" },
    });
    expect(response.status).toBe(200);
    await app.runtime.background.settled();
    const approve = await app.latestLink(email, /Confirm the change/);
    await app.request(`${approve.pathname}${approve.search}`, { cookie });
    await app.runtime.background.settled();
    const confirm = await app.latestLink(newEmail, /Confirm your email/);
    await app.request(`${confirm.pathname}${confirm.search}`, { cookie });
    const seen = await kinds(userId);
    expect(seen).toContain("email_change_requested");
    expect(seen[0]).toBe("email_changed");
    // The old address was asked to approve; no alert of its own, which would have gone to
    // whichever address the account held by then (ADR 026).
    const subjects = (await app.mailTo(email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => /^Confirm the change of your /.test(subject))).toBe(true);
    expect(subjects.some((subject) => / security alert: /.test(subject))).toBe(false);
  });

  it("records an API key created and deleted at Better Auth's endpoints", async () => {
    const { cookie, userId } = await signedIn();
    const created = await app.request("/api/auth/api-key/create", { cookie, json: {} });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const deleted = await app.request("/api/auth/api-key/delete", { cookie, json: { keyId: id } });
    expect(deleted.status).toBe(200);
    expect((await kinds(userId)).slice(0, 2)).toEqual(["api_key_deleted", "api_key_created"]);
  });

  it("records an account deletion asked for by mail", async () => {
    const { cookie, userId } = await signedIn();
    const response = await app.request("/api/auth/delete-user", { cookie, json: {} });
    expect(response.status).toBe(200);
    expect((await kinds(userId))[0]).toBe("account_deletion_requested");
  });

  it("records a passkey added (with an alert), a sign-in with it, and its removal", async () => {
    const { email, cookie, userId } = await signedIn();
    const here = { origin: APP_URL, rpId: new URL(APP_URL).hostname };
    const authenticator = new SoftAuthenticator();
    const started = await app.request("/api/auth/passkey/generate-register-options", { cookie });
    const added = await app.request("/api/auth/passkey/verify-registration", {
      cookie: `${cookie}; ${cookiesFrom(started)}`,
      json: { response: authenticator.register(await started.json(), here), name: "Work key" },
    });
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: string };

    const options = await app.request("/api/auth/passkey/generate-authenticate-options");
    const signIn = await app.request("/api/auth/passkey/verify-authentication", {
      cookie: cookiesFrom(options),
      json: { response: authenticator.authenticate(await options.json(), here) },
    });
    expect(signIn.status).toBe(200);
    const removed = await app.request("/api/auth/passkey/delete-passkey", {
      cookie,
      json: { id },
    });
    expect(removed.status).toBe(200);

    await app.runtime.background.settled();
    const { events } = await listEvents(app.runtime.database.db, userId, { limit: 10 });
    expect(events.slice(0, 3).map(({ kind, detail }) => ({ kind, detail }))).toEqual([
      { kind: "passkey_removed", detail: { name: "Work key" } },
      { kind: "sign_in", detail: { method: "passkey" } },
      { kind: "passkey_added", detail: { name: "Work key" } },
    ]);
    expect(describeActivity("sign_in", { method: "passkey" })).toBe("Signed in with a passkey");
    const alerts = (await app.mailTo(email)).filter((m) => /security alert/.test(m.subject));
    expect(alerts.map((m) => m.subject)).toContain(
      "Timberline security alert: A passkey was added to your account",
    );
  });

  it("records nothing for a refused passkey registration or another's passkey", async () => {
    const owner = await signedIn();
    const here = { origin: APP_URL, rpId: new URL(APP_URL).hostname };
    const started = await app.request("/api/auth/passkey/generate-register-options", {
      cookie: owner.cookie,
    });
    const added = await app.request("/api/auth/passkey/verify-registration", {
      cookie: `${owner.cookie}; ${cookiesFrom(started)}`,
      json: { response: new SoftAuthenticator().register(await started.json(), here) },
    });
    const { id } = (await added.json()) as { id: string };
    const stranger = await signedIn();
    const refused = await app.request("/api/auth/passkey/delete-passkey", {
      cookie: stranger.cookie,
      json: { id },
    });
    expect(refused.status).toBe(404);
    // Signed for another origin: the plugin refuses the registration.
    const again = await app.request("/api/auth/passkey/generate-register-options", {
      cookie: stranger.cookie,
    });
    const forged = await app.request("/api/auth/passkey/verify-registration", {
      cookie: `${stranger.cookie}; ${cookiesFrom(again)}`,
      json: {
        response: new SoftAuthenticator().register(await again.json(), {
          ...here,
          origin: "https://evil.example",
        }),
      },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "FAILED_TO_VERIFY_REGISTRATION" });
    expect(await kinds(stranger.userId)).toEqual(["sign_in"]);
    expect((await kinds(owner.userId)).filter((k) => k === "passkey_removed")).toHaveLength(0);
  });

  it("mails a new-device alert for a sign-in from a device and network not seen before", async () => {
    const email = uniqueEmail();
    const first = await app.requestMagicLink(email, { ip: "198.51.100.7" });
    await app.request(`/api/auth/magic-link/verify${first.search}`, {
      ip: "198.51.100.7",
      headers: { "user-agent": CHROME },
    });
    const again = await app.requestMagicLink(email, { ip: "198.51.100.200" });
    await app.request(`/api/auth/magic-link/verify${again.search}`, {
      ip: "198.51.100.200",
      headers: { "user-agent": CHROME },
    });
    await app.runtime.background.settled();
    // The first sign-in makes the account; the second is the same device and /24.
    expect((await app.mailTo(email)).filter((m) => /security alert/.test(m.subject))).toHaveLength(
      0,
    );
    const third = await app.requestMagicLink(email, { ip: "203.0.113.5" });
    await app.request(`/api/auth/magic-link/verify${third.search}`, {
      ip: "203.0.113.5",
      headers: { "user-agent": FIREFOX },
    });
    await app.runtime.background.settled();
    const alerts = (await app.mailTo(email)).filter((m) => /security alert/.test(m.subject));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain("Firefox on Linux");
    expect(alerts[0]?.text).toContain("network 203.0.113.0/24");
    expect(alerts[0]?.text).not.toContain("203.0.113.5");
  });

  it('spends a "This wasn\'t me" token once, and never for an unknown or expired one', async () => {
    const { userId } = await signedIn();
    const db = app.runtime.database.db;
    const token = await createNotMeToken(db, userId);
    expect(await notMeTokenIsLive(db, token)).toBe(true);
    expect(await notMeTokenIsLive(db, token)).toBe(true);
    expect(await spendNotMeToken(db, token)).toBe(userId);
    expect(await spendNotMeToken(db, token)).toBeUndefined();
    expect(await notMeTokenIsLive(db, token)).toBe(false);
    expect(await spendNotMeToken(db, "x".repeat(43))).toBeUndefined();
    const stored = await db.execute(
      sql`select identifier from verification where value = ${userId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("pages newest first with a cursor and filters by group", async () => {
    const { userId } = await signedIn();
    const db = app.runtime.database.db;
    const base = Date.now() - 60_000;
    await db.insert(accountEvent).values(
      Array.from({ length: 25 }, (_, i) => ({
        id: `page-${userId}-${String(i).padStart(2, "0")}`,
        userId,
        kind: i % 2 === 0 ? "api_key_created" : "password_changed",
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await listEvents(db, userId, { limit: 20 });
    expect(first.events).toHaveLength(20);
    expect(first.events[0]?.kind).toBe("sign_in");
    const second = await listEvents(db, userId, {
      limit: 20,
      cursor: first.nextCursor ? decode(first.nextCursor) : undefined,
    });
    expect(second.events).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.events, ...second.events].map((e) => e.id);
    expect(new Set(ids).size).toBe(26);
    const keys = await listEvents(db, userId, { limit: 100, group: "api-key" });
    expect(keys.events).toHaveLength(13);
    expect(keys.events.every((e) => e.kind === "api_key_created")).toBe(true);
  });

  it("removes events past the retention time, and all of them with the account", async () => {
    const { userId, email } = await signedIn();
    const db = app.runtime.database.db;
    await db.insert(accountEvent).values({
      id: `old-${userId}`,
      userId,
      kind: "sign_out",
      createdAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000),
    });
    expect(await removeExpiredEvents(db, 180)).toBeGreaterThanOrEqual(1);
    expect(await kinds(userId)).toEqual(["sign_in"]);
    await db.delete(user).where(eq(user.email, email));
    const left = await db
      .select()
      .from(accountEvent)
      .where(and(eq(accountEvent.userId, userId)));
    expect(left).toHaveLength(0);
  });

  it("never throws when an event cannot be written", async () => {
    // No such user: the foreign key refuses the row, and the caller's action goes on.
    await expect(
      recordEvent(app.runtime.database.db, "nobody", "sign_out", NO_ORIGIN),
    ).resolves.toBeUndefined();
  });
});

function decode(cursor: string) {
  const [time, id] = cursor.split("|");
  return { createdAt: new Date(time ?? ""), id: id ?? "" };
}
