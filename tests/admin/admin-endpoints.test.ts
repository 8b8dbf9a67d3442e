import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCookies } from "../support/admin";
import { storageKinds } from "../support/databases";
import { builtServerFunctions } from "../support/fuzz-routes";
import {
  createApiKeyOverHttp,
  type EmptyDatabase,
  emptyDatabase,
  signInOverHttp,
} from "../support/live-server";
import { callServerFn, serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { uniqueEmail } from "../support/test-app";

// The admin console by every endpoint of the built server (ADR 036): its server functions, its
// pages and Better Auth's /api/auth/admin/* endpoints answer anyone but an admin in their own
// session exactly as if nothing were there; an admin reaches them; an admin acting as someone
// else reaches none of them, nor the product's credential server functions.

const ADMIN_FILES = ["src/server/admin/admin.functions.ts", "src/server/admin/guard.functions.ts"];
const IMPERSONATION = "src/server/admin/impersonation.functions.ts";
const ADMIN_PAGES = ["/admin", "/admin/users", "/admin/audit", "/admin/users/anyone"];
const NOT_A_FUNCTION = { code: "NOT_FOUND", message: "No such server function." };

describe.each(storageKinds)("the admin console's endpoints on the built server (%s)", (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "admin-endpoints-"));
  const adminEmail = uniqueEmail();
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;
  let adminCookie: string;
  let userCookie: string;
  const functions = builtServerFunctions(process.cwd(), serverFnId);
  const adminFunctions = functions.filter((fn) => ADMIN_FILES.includes(fn.file));

  const call = async (file: string, name: string, cookie: string | undefined, data?: unknown) => {
    const method = functions.find((fn) => fn.file === file && fn.name === name)?.method;
    if (!method) throw new Error(`no server function ${file}#${name} in the build`);
    return callServerFn(server.url, { method, file, name, cookie, data });
  };
  const admin = (name: string, cookie: string | undefined, data?: unknown) =>
    call(ADMIN_FILES[0] as string, name, cookie, data);
  const page = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const idOf = async (email: string) => {
    const result = await admin("listAdminUsers", adminCookie, {
      q: email,
      sort: "created",
      order: "desc",
      page: 1,
    });
    return (result.value as { users: { id: string }[] }).users[0]?.id as string;
  };

  /** The admin's browser, now acting as a new person: its cookies, and that person. */
  async function impersonation() {
    const email = uniqueEmail();
    await signInOverHttp(server.url, email);
    const userId = await idOf(email);
    const result = await admin("impersonateAdminUser", adminCookie, {
      userId,
      confirmation: email,
    });
    expect(result.status, result.error).toBe(200);
    return { email, userId, cookie: withCookies(adminCookie, result.headers) };
  }

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        BILLING_RECONCILE_INTERVAL: "0",
        ADMIN_EMAILS: adminEmail,
        ...(database && { DATABASE_URL: database.url }),
      },
    });
    await waitUntilReady(server);
    adminCookie = await signInOverHttp(server.url, adminEmail);
    userCookie = await signInOverHttp(server.url, uniqueEmail());
  }, 120_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the console's functions from the build", () => {
    expect(adminFunctions.map((fn) => fn.name).sort()).toEqual([
      "banAdminUser",
      "checkAdminAccess",
      "getAdminUser",
      "impersonateAdminUser",
      "listAdminAudit",
      "listAdminUsers",
      "resendAdminVerification",
      "revokeAdminUserApiKey",
      "revokeAdminUserSessions",
      "setAdminUserRole",
      "unbanAdminUser",
    ]);
  });

  it("answers each admin function to the signed-out, a user and an impersonation as a function that does not exist, whatever the input", async () => {
    const unknown = await callServerFn(server.url, {
      method: "POST",
      file: "src/server/nowhere.functions.ts",
      name: "nothing",
      cookie: userCookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.value).toEqual(NOT_A_FUNCTION);
    const acting = await impersonation();
    for (const fn of adminFunctions) {
      for (const [who, cookie] of [
        ["signed out", undefined],
        ["a user", userCookie],
        ["an impersonation", acting.cookie],
      ] as const) {
        for (const data of [undefined, {}, { userId: "x", page: "not a number" }]) {
          const result = await call(fn.file, fn.name, cookie, data);
          expect(result.status, `${fn.name} for ${who}`).toBe(404);
          expect(result.value, `${fn.name} for ${who}`).toEqual(NOT_A_FUNCTION);
        }
      }
    }
  });

  it("answers Better Auth's admin endpoints 404, to an admin too; stop-impersonating needs an impersonation", async () => {
    for (const path of [
      "/admin/ban-user",
      "/admin/set-role",
      "/admin/impersonate-user",
      "/admin/list-users",
      "/admin/remove-user",
      "/admin/set-user-password",
    ]) {
      for (const cookie of [adminCookie, userCookie]) {
        const response = await fetch(`${server.url}/api/auth${path}`, {
          method: "POST",
          headers: { cookie, origin: server.url, "content-type": "application/json" },
          body: JSON.stringify({ userId: "x", role: "admin" }),
        });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
      }
    }
    const notImpersonating = await fetch(`${server.url}/api/auth/admin/stop-impersonating`, {
      method: "POST",
      headers: { cookie: userCookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(notImpersonating.status).toBe(400);
  });

  it("shows the not-found screen at /admin and below to anyone but an admin, and the console to an admin", async () => {
    const acting = await impersonation();
    for (const path of ADMIN_PAGES) {
      for (const cookie of [undefined, userCookie, acting.cookie]) {
        const response = await page(path, cookie);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html).toContain("Page not found");
        expect(html).not.toContain("Admin console");
      }
    }
    for (const path of ["/admin", "/admin/users", "/admin/audit"]) {
      const response = await page(path, adminCookie);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("Admin console");
    }
  });

  it("lets an admin list, read and act, and shows the action in the audit log", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(server.url, email);
    const { key } = await createApiKeyOverHttp(server.url, cookie);
    const userId = await idOf(email);

    const detail = await admin("getAdminUser", adminCookie, { userId });
    expect(detail.status, detail.error).toBe(200);
    const shown = detail.value as { profile: { email: string }; apiKeys: object[] };
    expect(shown.profile.email).toBe(email);
    // Key metadata only: neither the key nor its hash is in the response.
    expect(JSON.stringify(shown)).not.toContain(key);
    expect(Object.keys(shown.apiKeys[0] ?? {}).sort()).toEqual([
      "createdAt",
      "enabled",
      "end",
      "expiresAt",
      "id",
      "lastUsedAt",
      "personal",
      "start",
      "workspace",
    ]);

    const refused = await admin("banAdminUser", adminCookie, {
      userId,
      confirmation: "not-the-address@example.com",
      reason: "Spam",
      days: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({ code: "CONFIRMATION_MISMATCH" });

    const banned = await admin("banAdminUser", adminCookie, {
      userId,
      confirmation: email,
      reason: "Spam",
      days: 7,
    });
    expect(banned.status, banned.error).toBe(200);
    const me = await fetch(`${server.url}/api/v1/me`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ code: "API_KEY_SUSPENDED" });
    const session = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie, origin: server.url },
    });
    expect(await session.json()).toBeNull();

    const log = await admin("listAdminAudit", adminCookie, { page: 1 });
    expect(log.status).toBe(200);
    expect((log.value as { entries: object[] }).entries[0]).toMatchObject({
      actorEmail: adminEmail,
      action: "user_banned",
      targetUserId: userId,
      targetEmail: email,
      detail: { reason: "Spam" },
    });
  });

  it("while impersonating: the banner's answer names both, credential functions are refused, Stop brings the admin back", async () => {
    const acting = await impersonation();
    const banner = await call(IMPERSONATION, "getImpersonation", acting.cookie);
    expect(banner.value).toMatchObject({ userEmail: acting.email, adminEmail });
    expect((await call(IMPERSONATION, "getImpersonation", userCookie)).value).toBeNull();

    for (const [file, name, data] of [
      ["src/server/api-keys/api-keys.functions.ts", "createUserApiKey", undefined],
      ["src/server/api-keys/api-keys.functions.ts", "regenerateUserApiKey", { keyId: "any" }],
      ["src/server/account/account.functions.ts", "setPasswordFn", { newPassword: "a new one!" }],
    ] as const) {
      const result = await call(file, name, acting.cookie, data);
      expect(result.status, name).toBe(403);
      expect(result.value, name).toMatchObject({ code: "IMPERSONATION_REFUSED" });
    }

    const stopped = await fetch(`${server.url}/api/auth/admin/stop-impersonating`, {
      method: "POST",
      headers: { cookie: acting.cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(stopped.status).toBe(200);
    const back = withCookies(acting.cookie, stopped.headers);
    expect((await call(IMPERSONATION, "getImpersonation", back)).value).toBeNull();
    const access = await call(ADMIN_FILES[1] as string, "checkAdminAccess", back);
    expect(access.value).toEqual({ email: adminEmail });
  });
});
