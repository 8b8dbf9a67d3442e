import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKinds } from "../support/databases";
import { builtServerFunctions } from "../support/fuzz-routes";
import {
  createApiKeyOverHttp,
  type EmptyDatabase,
  emptyDatabase,
  mailedLinkOverHttp,
  regenerateApiKeyOverHttp,
  signInOverHttp,
} from "../support/live-server";
import { callServerFn, serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { uniqueEmail } from "../support/test-app";

// The Activity page's server function and the "This wasn't me" link (ADR 026), on the built
// server as the browser calls them.

const ACTIVITY = "src/server/account/activity.functions.ts";

type Page = {
  events: { id: string; kind: string; detail: Record<string, string> }[];
  nextCursor: string | null;
};

describe.each(storageKinds)("activity server functions on the built server (%s)", (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "activity-"));
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;
  const functions = builtServerFunctions(process.cwd(), serverFnId);

  const fn = async (name: string, cookie: string | undefined, data?: unknown) => {
    const method = functions.find((f) => f.file === ACTIVITY && f.name === name)?.method;
    if (!method) throw new Error(`no server function ${name} in the build`);
    return callServerFn(server.url, { method, file: ACTIVITY, name, cookie, data });
  };
  /**
   * The session as the database has it: without the signed session copy, which by design may
   * show a revoked session for its last seconds (AUTH_SESSION_CACHE_SECONDS).
   */
  const getSession = async (cookie: string) => {
    const token = cookie.split("; ").filter((pair) => pair.includes("session_token="));
    const response = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: token.join("; "), origin: server.url },
    });
    return response.json();
  };

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        BILLING_RECONCILE_INTERVAL: "0",
        ...(database && { DATABASE_URL: database.url }),
      },
    });
    await waitUntilReady(server);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 401 signed out and 400 VALIDATION_ERROR to bad input", async () => {
    expect((await fn("getMyActivity", undefined, {})).status).toBe(401);
    const cookie = await signInOverHttp(server.url, uniqueEmail());
    for (const data of [
      { limit: 0 },
      { limit: 101 },
      { limit: 1.5 },
      { limit: "20" },
      { group: "everything" },
      { cursor: "not a cursor" },
      { cursor: "x".repeat(500) },
      { userId: "someone" },
    ]) {
      const result = await fn("getMyActivity", cookie, data);
      expect(result.status, JSON.stringify(data)).toBe(400);
      expect(result.value).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    const ok = await fn("getMyActivity", cookie, { limit: 1, group: "sign-ins" });
    expect(ok.status).toBe(200);
    expect((ok.value as Page).events.map((e) => e.kind)).toEqual(["sign_in"]);
  });

  it("records API key creation and regeneration from the screens' server functions", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(server.url, email);
    const key = await createApiKeyOverHttp(server.url, cookie);
    await regenerateApiKeyOverHttp(server.url, cookie, key.id);
    const page = (await fn("getMyActivity", cookie, { group: "api-key" })).value as Page;
    expect(page.events.map((e) => e.kind)).toEqual(["api_key_regenerated", "api_key_created"]);
    const alert = await mailedLinkOverHttp(server.url, email, "/account/not-me");
    expect(alert.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("\"This wasn't me\": the page's GET changes nothing; the POST signs every session out, once", async () => {
    const email = uniqueEmail();
    const first = await signInOverHttp(server.url, email);
    const second = await signInOverHttp(server.url, email);
    const key = await createApiKeyOverHttp(server.url, first);
    await regenerateApiKeyOverHttp(server.url, first, key.id);
    const link = await mailedLinkOverHttp(server.url, email, "/account/not-me");
    const token = link.searchParams.get("token") ?? "";

    const page = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(await page.text()).toContain("Sign out everywhere");
    expect(await getSession(first)).not.toBeNull();
    expect(await getSession(second)).not.toBeNull();

    const report = await fn("reportNotMe", undefined, { token });
    expect(report.status).toBe(200);
    expect(report.value).toEqual({ status: "signed-out" });
    expect(await getSession(first)).toBeNull();
    expect(await getSession(second)).toBeNull();

    const again = await fn("reportNotMe", undefined, { token });
    expect(again.status).toBe(400);
    expect(again.error).toMatch(/That link did not work/);
    const used = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(await used.text()).toContain("That link did not work");

    const cookie = await signInOverHttp(server.url, email);
    const timeline = (await fn("getMyActivity", cookie, {})).value as Page;
    expect(timeline.events[1]).toMatchObject({
      kind: "all_sessions_revoked",
      detail: { reason: "not-me" },
    });
  });

  it("answers a bad token with a clear message, never a 500", async () => {
    for (const token of ["", "short", "x".repeat(43), "y".repeat(129)]) {
      const result = await fn("reportNotMe", undefined, { token });
      expect(result.status, token).toBe(400);
    }
    const page = await fetch(`${server.url}/account/not-me?token=nonsense`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("That link did not work");
  });

  it("refuses in the page's language: the stored choice, else the cookie, else the browser's", async () => {
    const token = "x".repeat(43);
    const english = await fn("reportNotMe", undefined, { token });
    expect(english.error).toMatch(/^That link did not work/);
    const refusal = async (cookie: string | undefined, acceptLanguage: string) => {
      const method = functions.find((f) => f.file === ACTIVITY && f.name === "reportNotMe")?.method;
      const result = await callServerFn(server.url, {
        method: method ?? "POST",
        file: ACTIVITY,
        name: "reportNotMe",
        cookie,
        data: { token },
        headers: { "accept-language": acceptLanguage },
      });
      expect(result.status).toBe(400);
      return result.error;
    };
    expect(await refusal(undefined, "de-DE")).toMatch(/^Dieser Link hat nicht funktioniert/);
    expect(await refusal("locale=ar", "de")).toMatch(/^لم يعمل هذا الرابط/);
    expect(await refusal(undefined, "xx;q=bad")).toBe(english.error);

    const cookie = await signInOverHttp(server.url, uniqueEmail());
    const saved = await fetch(`${server.url}/api/auth/update-user`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ locale: "de" }),
    });
    expect(saved.status).toBe(200);
    expect(await refusal(`${cookie}; locale=ar`, "ar")).toMatch(/^Dieser Link/);
  });
});
