import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { listEvents } from "~/server/account/activity.server";
import {
  banUser,
  impersonateUser,
  resendVerification,
  revokeApiKey,
  revokeSessions,
  setAdminRole,
  unbanUser,
} from "~/server/admin/actions.server";
import { listAudit } from "~/server/admin/audit.server";
import type { AdminCaller } from "~/server/admin/guard.server";
import { createKey } from "~/server/api-keys/api-keys.server";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip.server";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";
import { createAdminTestApp } from "../support/admin";
import { storageKinds } from "../support/databases";
import { callApi, pollUntil } from "../support/rest-api";
import { createSiblingApp, type TestApp, uniqueEmail } from "../support/test-app";

// The console's actions (ADR 036), as its server functions run them once the caller is known to
// be an admin: what each does, what it refuses, and what the audit log then says. The endpoints
// (who may call them at all) are tests/admin/admin-endpoints.test.ts.

describe.each(storageKinds)("admin actions on %s", (kind) => {
  let app: TestApp;
  let sibling: TestApp;
  let admin: AdminCaller;
  let adminEmail: string;

  beforeAll(async () => {
    const made = await createAdminTestApp(kind);
    app = made.app;
    adminEmail = made.adminEmail;
    sibling = await createSiblingApp(app);
    const cookie = await made.signInAdmin();
    const id = (await app.userByEmail(adminEmail))?.id as string;
    admin = {
      id,
      email: adminEmail,
      headers: new Headers({ cookie, [CLIENT_IP_HEADER]: "203.0.113.7" }),
    };
  });
  afterAll(async () => {
    await sibling?.close();
    await app?.close();
  });

  const db = () => app.runtime.database.db;

  async function person() {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const id = (await app.userByEmail(email))?.id as string;
    return { email, cookie, id };
  }

  /** A person with a personal key: the key and its id. */
  async function personWithKey() {
    const someone = await person();
    const workspace = await resolveWorkspace(db(), {
      user: { id: someone.id },
      session: { activeOrganizationId: null },
    });
    const { key, id: keyId } = await createKey(app.runtime, workspace);
    return { ...someone, key, keyId };
  }

  const me = (on: TestApp, key: string) => callApi(on.runtime, "/api/v1/me", { bearer: key });

  async function auditOf(userId: string) {
    return (await listAudit(db(), { page: 1, pageSize: 50, targetUserId: userId })).entries;
  }

  describe("ban", () => {
    it("ends every session, refuses sign-in, and refuses the keys here at once and on another instance within a second", async () => {
      const banned = await personWithKey();
      const second = await app.signIn(banned.email);
      expect((await me(app, banned.key)).status).toBe(200);
      expect((await me(sibling, banned.key)).status).toBe(200);

      await banUser(app.runtime, admin, {
        userId: banned.id,
        confirmation: banned.email.toUpperCase(),
        reason: "Abuse of the API",
        days: null,
      });

      expect(await app.session(banned.cookie)).toBeNull();
      expect(await app.session(second)).toBeNull();
      expect(await db().select().from(session).where(eq(session.userId, banned.id))).toHaveLength(
        0,
      );
      await expect(app.signIn(banned.email)).rejects.toThrow();
      const refused = await me(app, banned.key);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: "API_KEY_SUSPENDED" });
      // The other instance was not told: its cached key runs out within the verifier's second.
      const took = await pollUntil(
        async () => (await me(sibling, banned.key)).status === 401,
        3000,
      );
      expect(took).not.toBeNull();
      expect(took).toBeLessThan(1500);

      expect(await auditOf(banned.id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          actorEmail: adminEmail,
          action: "user_banned",
          targetEmail: banned.email,
          detail: { reason: "Abuse of the API", until: "lifted by an admin" },
        }),
      ]);
    });

    it("refuses the organization keys the banned person holds", async () => {
      const owner = await person();
      const created = await app.request("/api/auth/organization/create", {
        cookie: owner.cookie,
        json: { name: "Banned Holder Inc", slug: `holder-${owner.id.slice(0, 8).toLowerCase()}` },
      });
      expect(created.status, await created.clone().text()).toBe(200);
      const organizationId = ((await created.json()) as { id: string }).id;
      const workspace = await resolveWorkspace(db(), {
        user: { id: owner.id },
        session: { activeOrganizationId: organizationId },
      });
      const { key } = await createKey(app.runtime, workspace);
      expect((await me(app, key)).status).toBe(200);

      await banUser(app.runtime, admin, {
        userId: owner.id,
        confirmation: owner.email,
        reason: "Fraud",
        days: 7,
      });
      expect((await me(app, key)).status).toBe(401);
    });

    it("ends by itself: once its end has passed, the keys work and the person signs in again", async () => {
      const banned = await personWithKey();
      const { banExpires } = await banUser(app.runtime, admin, {
        userId: banned.id,
        confirmation: banned.email,
        reason: "A day off",
        days: 1,
      });
      expect(banExpires?.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
      expect((await me(app, banned.key)).status).toBe(401);
      await db()
        .update(user)
        .set({ banExpires: new Date(Date.now() - 1000) })
        .where(eq(user.id, banned.id));
      // Read again once the cached record is a second old; no unban was needed.
      const took = await pollUntil(async () => (await me(app, banned.key)).status === 200, 3000);
      expect(took).not.toBeNull();
      await app.signIn(banned.email);
      const row = await app.userByEmail(banned.email);
      expect(row).toMatchObject({ banned: false, banReason: null, banExpires: null });
    });

    it("is refused without the typed address, for an admin, and for the admin's own account", async () => {
      const someone = await person();
      await expect(
        banUser(app.runtime, admin, {
          userId: someone.id,
          confirmation: "someone-else@example.com",
          reason: "x",
          days: null,
        }),
      ).rejects.toMatchObject({ status: 400, code: "CONFIRMATION_MISMATCH" });
      await expect(
        banUser(app.runtime, admin, {
          userId: admin.id,
          confirmation: adminEmail,
          reason: "x",
          days: null,
        }),
      ).rejects.toMatchObject({ status: 400, code: "OWN_ACCOUNT" });
      const otherAdmin = await person();
      await db().update(user).set({ role: "admin" }).where(eq(user.id, otherAdmin.id));
      await expect(
        banUser(app.runtime, admin, {
          userId: otherAdmin.id,
          confirmation: otherAdmin.email,
          reason: "x",
          days: null,
        }),
      ).rejects.toMatchObject({ status: 400, code: "TARGET_IS_ADMIN" });
      await expect(
        banUser(app.runtime, admin, {
          userId: "no-such-user",
          confirmation: "x@example.com",
          reason: "x",
          days: null,
        }),
      ).rejects.toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
      expect(await app.session(someone.cookie)).not.toBeNull();
      expect(await auditOf(someone.id)).toEqual([]);
    });
  });

  it("unban: the person signs in again and their key works at once", async () => {
    const banned = await personWithKey();
    await banUser(app.runtime, admin, {
      userId: banned.id,
      confirmation: banned.email,
      reason: "Mistake",
      days: null,
    });
    expect((await me(app, banned.key)).status).toBe(401);
    await unbanUser(app.runtime, admin, { userId: banned.id, confirmation: banned.email });
    expect((await me(app, banned.key)).status).toBe(200);
    await app.signIn(banned.email);
    expect((await auditOf(banned.id)).map((entry) => entry.action)).toEqual([
      "user_unbanned",
      "user_banned",
    ]);
    await expect(
      unbanUser(app.runtime, admin, { userId: banned.id, confirmation: banned.email }),
    ).rejects.toMatchObject({ status: 400, code: "NOT_BANNED" });
  });

  describe("the admin role", () => {
    it("is granted and revoked, and a revoked admin's impersonations end", async () => {
      const promoted = await person();
      await setAdminRole(app.runtime, admin, {
        userId: promoted.id,
        confirmation: promoted.email,
        admin: true,
      });
      expect((await app.userByEmail(promoted.email))?.role).toBe("admin");

      const target = await person();
      await app.runtime.auth.api.impersonateUser({
        body: { userId: target.id },
        headers: new Headers({ cookie: promoted.cookie }),
      });
      const acting = () =>
        db().select().from(session).where(eq(session.impersonatedBy, promoted.id));
      expect(await acting()).toHaveLength(1);

      await setAdminRole(app.runtime, admin, {
        userId: promoted.id,
        confirmation: promoted.email,
        admin: false,
      });
      expect((await app.userByEmail(promoted.email))?.role).toBe("user");
      expect(await acting()).toHaveLength(0);
      expect((await auditOf(promoted.id)).map((entry) => entry.action)).toEqual([
        "role_revoked",
        "role_granted",
      ]);
    });

    it("is not revoked from oneself, nor from an address ADMIN_EMAILS names, nor granted to a banned account", async () => {
      await expect(
        setAdminRole(app.runtime, admin, {
          userId: admin.id,
          confirmation: adminEmail,
          admin: false,
        }),
      ).rejects.toMatchObject({ status: 400, code: "OWN_ACCOUNT" });

      const listed = await person();
      await db().update(user).set({ role: "admin" }).where(eq(user.id, listed.id));
      const withList = { ...app.runtime, env: { ...app.runtime.env, adminEmails: [listed.email] } };
      await expect(
        setAdminRole(withList, admin, {
          userId: listed.id,
          confirmation: listed.email,
          admin: false,
        }),
      ).rejects.toMatchObject({ status: 400, code: "LISTED_IN_ADMIN_EMAILS" });

      const banned = await person();
      await banUser(app.runtime, admin, {
        userId: banned.id,
        confirmation: banned.email,
        reason: "Spam",
        days: null,
      });
      await expect(
        setAdminRole(app.runtime, admin, {
          userId: banned.id,
          confirmation: banned.email,
          admin: true,
        }),
      ).rejects.toMatchObject({ status: 400, code: "TARGET_IS_BANNED" });
      expect((await app.userByEmail(banned.email))?.role).toBe("user");
    });
  });

  it("revoke sessions: every session of the account ends", async () => {
    const someone = await person();
    const other = await app.signIn(someone.email);
    await revokeSessions(app.runtime, admin, { userId: someone.id, confirmation: someone.email });
    expect(await app.session(someone.cookie)).toBeNull();
    expect(await app.session(other)).toBeNull();
    expect((await auditOf(someone.id))[0]).toMatchObject({ action: "sessions_revoked" });
  });

  it("revoke an API key: refused at once here, its holder's timeline says so; another's key is not found", async () => {
    const holder = await personWithKey();
    const stranger = await personWithKey();
    await expect(
      revokeApiKey(app.runtime, admin, {
        userId: holder.id,
        confirmation: holder.email,
        keyId: stranger.keyId,
      }),
    ).rejects.toMatchObject({ status: 404, code: "API_KEY_NOT_FOUND" });
    expect((await me(app, stranger.key)).status).toBe(200);

    await revokeApiKey(app.runtime, admin, {
      userId: holder.id,
      confirmation: holder.email,
      keyId: holder.keyId,
    });
    const refused = await me(app, holder.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "API_KEY_INVALID" });
    const events = await listEvents(db(), holder.id, { limit: 5 });
    expect(events.events[0]).toMatchObject({
      kind: "api_key_deleted",
      detail: { workspace: "personal", by: "admin" },
    });
    expect((await auditOf(holder.id))[0]).toMatchObject({
      action: "api_key_revoked",
      detail: { keyId: holder.keyId, workspace: "personal" },
    });
  });

  it("impersonate: refused for an admin; recorded for anyone else", async () => {
    const otherAdmin = await person();
    await db().update(user).set({ role: "admin" }).where(eq(user.id, otherAdmin.id));
    await expect(
      impersonateUser(app.runtime, admin, {
        userId: otherAdmin.id,
        confirmation: otherAdmin.email,
      }),
    ).rejects.toMatchObject({ status: 400, code: "TARGET_IS_ADMIN" });

    const someone = await person();
    await impersonateUser(app.runtime, admin, { userId: someone.id, confirmation: someone.email });
    const [row] = await db()
      .select()
      .from(session)
      .where(eq(session.impersonatedBy, admin.id))
      .orderBy(session.createdAt);
    expect(row?.userId).toBe(someone.id);
    // Better Auth's plugin gives it the hour the console promises, and no longer.
    const hour = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(hour).toBeGreaterThan(3_590_000);
    expect(hour).toBeLessThanOrEqual(3_600_000);
    expect((await auditOf(someone.id))[0]).toMatchObject({
      action: "impersonation_started",
      actorEmail: adminEmail,
      detail: { minutes: "60" },
    });
  });

  it("resend verification: a new link goes to an unverified address; a verified one is refused", async () => {
    const someone = await person();
    await expect(
      resendVerification(app.runtime, admin, { userId: someone.id, confirmation: someone.email }),
    ).rejects.toMatchObject({ status: 400, code: "ALREADY_VERIFIED" });
    await db().update(user).set({ emailVerified: false }).where(eq(user.id, someone.id));
    const before = (await app.mailTo(someone.email)).length;
    await resendVerification(app.runtime, admin, {
      userId: someone.id,
      confirmation: someone.email,
    });
    const mails = await app.mailTo(someone.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain("/api/auth/verify-email?token=");
    // Never to the admin, whose session asked.
    expect((await app.mailTo(adminEmail)).some((mail) => /verif/i.test(mail.subject))).toBe(false);
    expect((await auditOf(someone.id))[0]).toMatchObject({ action: "verification_mail_sent" });
  });
});
