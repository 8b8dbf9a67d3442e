import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, session } from "~/db/schema";
import { createAdminTestApp, withCookies } from "../support/admin";
import { storageKinds } from "../support/databases";
import { type TestApp, uniqueEmail } from "../support/test-app";

// An admin acting as someone else (ADR 036), at Better Auth's endpoints: the session it gets, what
// it may not do there, how it ends on "Stop", and how it ends by itself after an hour. The
// console's server functions and pages refuse it too: tests/admin/admin-endpoints.test.ts.

/** Valid input for each credential endpoint, so the error, not the endpoint's shape, answers. */
const CREDENTIAL_DOORS: [string, unknown][] = [
  ["/change-email", { newEmail: "elsewhere@example.com" }],
  ["/change-password", { newPassword: "a new long password", currentPassword: "whatever it was" }],
  ["/delete-user", { freshSession: true }],
  ["/link-social", { provider: "github" }],
  ["/unlink-account", { accountId: "some-account" }],
  ["/get-access-token", {}],
  ["/refresh-token", {}],
  ["/passkey/generate-register-options", undefined],
  [
    "/passkey/verify-registration",
    {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", attestationObject: "AAAA" },
      },
    },
  ],
  ["/passkey/update-passkey", { id: "some-passkey", name: "Renamed" }],
  ["/passkey/delete-passkey", { id: "some-passkey" }],
  ["/two-factor/enable", {}],
  ["/two-factor/verify-totp", { code: "123456" }],
  ["/two-factor/generate-backup-codes", {}],
  ["/two-factor/disable", { code: "123456" }],
  ["/api-key/create", {}],
  ["/api-key/delete", { keyId: "some-key" }],
  ["/revoke-session", { token: "some-token" }],
  ["/revoke-sessions", {}],
  ["/revoke-other-sessions", {}],
];

describe.each(storageKinds)("impersonation on %s", (kind) => {
  let app: TestApp;
  let adminCookie: string;
  let adminId: string;

  beforeAll(async () => {
    const made = await createAdminTestApp(kind, {
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "s",
    });
    app = made.app;
    adminCookie = await made.signInAdmin();
    adminId = (await app.userByEmail(made.adminEmail))?.id as string;
  });
  afterAll(() => app?.close());

  const db = () => app.runtime.database.db;

  /** A new person, and the admin's browser acting as them: its cookies and their id. */
  async function impersonating() {
    const email = uniqueEmail();
    await app.signIn(email);
    const userId = (await app.userByEmail(email))?.id as string;
    const { headers } = await app.runtime.auth.api.impersonateUser({
      body: { userId },
      headers: new Headers({ cookie: adminCookie }),
      returnHeaders: true,
    });
    return { email, userId, cookie: withCookies(adminCookie, headers) };
  }

  it("signs the admin in as the person, with the admin's own session kept aside", async () => {
    const acting = await impersonating();
    const current = await app.session(acting.cookie);
    expect(current?.user.email).toBe(acting.email);
    expect(acting.cookie).toContain("admin_session=");
    const [row] = await db()
      .select()
      .from(session)
      .where(eq(session.id, current?.session.id as string));
    expect(row?.impersonatedBy).toBe(adminId);
  });

  it.each(CREDENTIAL_DOORS)("refuses %s with 403 IMPERSONATION_REFUSED", async (path, json) => {
    const acting = await impersonating();
    const response = await app.request(`/api/auth${path}`, { cookie: acting.cookie, json });
    expect(response.status, await response.clone().text()).toBe(403);
    expect(await response.json()).toEqual({
      code: "IMPERSONATION_REFUSED",
      message: "An admin acting as this user cannot change how the account signs in.",
    });
    // Nothing changed: the person's sessions are all still there.
    expect(await app.session(acting.cookie)).not.toBeNull();
  });

  it("lets the admin look and change what is no credential (the display name)", async () => {
    const acting = await impersonating();
    const renamed = await app.request("/api/auth/update-user", {
      cookie: acting.cookie,
      json: { name: "Seen by support" },
    });
    expect(renamed.status).toBe(200);
  });

  it("stops through stop-impersonating: the admin's own session is back, the impersonation gone", async () => {
    const acting = await impersonating();
    const before = await app.session(acting.cookie);
    const stopped = await app.request("/api/auth/admin/stop-impersonating", {
      cookie: acting.cookie,
      json: {},
    });
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    const back = withCookies(acting.cookie, stopped.headers);
    expect((await app.session(back))?.user.id).toBe(adminId);
    expect(back).not.toContain("admin_session=");
    expect(
      await db()
        .select()
        .from(session)
        .where(eq(session.id, before?.session.id as string)),
    ).toHaveLength(0);
    // Its end is in the audit log beside its start, by the admin, on the person.
    const stops = await db()
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.action, "impersonation_stopped"),
          eq(adminAudit.targetUserId, acting.userId),
        ),
      );
    expect(stops).toHaveLength(1);
    expect(stops[0]?.actorId).toBe(adminId);
    expect(stops[0]?.targetEmail).toBe(acting.email);
  });

  it("ends by itself an hour after it began, even when a read would refresh it", async () => {
    const acting = await impersonating();
    // Without Better Auth's "don't remember me" cookie, a read refreshes a session's end by a
    // week; an impersonation keeps its hour.
    const bare = acting.cookie
      .split("; ")
      .filter((pair) => !pair.includes("dont_remember"))
      .join("; ");
    const current = await app.session(bare);
    const [row] = await db()
      .select()
      .from(session)
      .where(eq(session.id, current?.session.id as string));
    const span = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(span).toBeLessThanOrEqual(3_600_000);

    // The hour passes (the session's end moved into the past, as the clock would).
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row?.id as string));
    expect(await app.session(acting.cookie)).toBeNull();
    const stop = await app.request("/api/auth/admin/stop-impersonating", {
      cookie: acting.cookie,
      json: {},
    });
    expect(stop.status).toBe(401);
  });

  it("answers 404 at every other admin endpoint, to the admin too", async () => {
    for (const path of ["/admin/impersonate-user", "/admin/ban-user", "/admin/list-users"]) {
      const response = await app.request(`/api/auth${path}`, { cookie: adminCookie, json: {} });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
    }
  });
});
