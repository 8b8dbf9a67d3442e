import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteDirFor } from "~/db/client.server";
import type { ReconcileRunView } from "~/server/admin/reconcile-runs.server";
import { storageKinds } from "../support/databases";
import { freePort } from "../support/free-port";
import { builtServerFunctions } from "../support/fuzz-routes";
import {
  type EmptyDatabase,
  emptyDatabase,
  signInOverHttp,
  subscribeOverHttp,
} from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn, serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { uniqueEmail } from "../support/test-app";

// The console's billing functions and pages (ADR 037) on the built server, as the browser
// calls them: each is there for an admin in a session of their own, and for nobody else, not
// even an admin acting as another admin. The behaviour behind them is in admin-billing.test.ts.

const FILE = "src/server/admin/billing.functions.ts";

/** Data each function accepts: an error must come before the data is looked at. */
const VALID_DATA: Record<string, unknown> = {
  getBillingOverview: undefined,
  listConsoleSubscriptions: { page: 1, status: "active", plan: "pro" },
  listWebhookInbox: { page: 1, state: "failed" },
  replayWebhookEvent: { eventId: "evt_unknown" },
  startReconcile: { target: { scope: "everyone" } },
  getReconcileRun: { runId: "run_unknown" },
  listReconcileRuns: undefined,
};

const PAGES = ["/admin", "/admin/subscriptions", "/admin/webhooks?state=failed"];

const IMPERSONATE = (adminEmail: string, actingAs: string) => `
  update session set impersonated_by = (select id from "user" where email = '${adminEmail}')
  where user_id = (select id from "user" where email = '${actingAs}')`;

describe.each(storageKinds)("the console's billing on the built server (%s)", (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "admin-billing-"));
  const functions = builtServerFunctions(process.cwd(), serverFnId).filter(
    (fn) => fn.file === FILE,
  );
  const adminEmail = uniqueEmail();
  const otherAdminEmail = uniqueEmail();
  const userEmail = uniqueEmail();
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;
  let env: Record<string, string>;
  const cookies = { admin: "", user: "", impersonating: "" };

  const start = async () => {
    server = await startServer({ cwd: dataDir, env });
    await waitUntilReady(server);
  };
  const stop = async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
  };
  const fn = (name: string, cookie: string | undefined, data: unknown = VALID_DATA[name]) => {
    const method = functions.find((f) => f.name === name)?.method;
    if (!method) throw new Error(`no server function ${name} in the build`);
    return callServerFn(server.url, { method, file: FILE, name, cookie, data });
  };
  const asAdmin = async <T>(name: string, data?: unknown): Promise<T> => {
    const response = await fn(name, cookies.admin, data);
    expect(response.status, `${name}: ${response.error}`).toBe(200);
    return response.value as T;
  };

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    env = {
      DATA_DIR: dataDir,
      POLAR_TWIN_PORT: String(await freePort()),
      BILLING_RECONCILE_INTERVAL: "0",
      ADMIN_EMAILS: `${adminEmail},${otherAdminEmail}`,
      ...(database && { DATABASE_URL: database.url }),
    };
    await start();
    cookies.admin = await signInOverHttp(server.url, adminEmail);
    cookies.user = await signInOverHttp(server.url, userEmail);
    cookies.impersonating = await signInOverHttp(server.url, otherAdminEmail);
    // In a session of their own, the other admin is served: what follows refuses the acting.
    expect((await fn("getBillingOverview", cookies.impersonating)).status).toBe(200);
    // The admin acting as the other admin: a session of the other admin's, marked as the first
    // admin's impersonation, as Better Auth's admin plugin makes it. PGlite is the server's
    // own, so the server stops while the test writes it.
    if (database) {
      await database.sql.unsafe(IMPERSONATE(adminEmail, otherAdminEmail));
    } else {
      await stop();
      const handle = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
      await handle.db.execute(sql.raw(IMPERSONATE(adminEmail, otherAdminEmail)));
      await handle.close();
      await start();
    }
  }, 180_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves each console billing function the test knows", () => {
    expect(functions.map((f) => f.name).sort()).toEqual(Object.keys(VALID_DATA).sort());
  });

  it("answers a visitor, a user and an admin acting as another admin as if no function were there", async () => {
    for (const [who, cookie] of [
      ["a visitor", undefined],
      ["a user", cookies.user],
      ["an admin acting as another admin", cookies.impersonating],
    ] as const) {
      for (const { name } of functions) {
        const response = await fn(name, cookie);
        expect([response.status, response.value], `${name} for ${who}`).toEqual([
          404,
          { code: "NOT_FOUND", message: "No such server function." },
        ]);
      }
    }
    // Nothing they asked for was done.
    expect(await asAdmin<ReconcileRunView[]>("listReconcileRuns")).toEqual([]);
  });

  it("shows the pages to an admin and the not-found page to everyone else", async () => {
    const page = (path: string, cookie?: string) =>
      fetch(`${server.url}${path}`, {
        headers: { accept: "text/html", ...(cookie && { cookie }) },
        redirect: "manual",
      });
    for (const path of PAGES) {
      for (const cookie of [undefined, cookies.user, cookies.impersonating]) {
        const response = await page(path, cookie);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain("Admin console");
      }
      const shown = await page(path, cookies.admin);
      expect(shown.status, path).toBe(200);
      expect(await shown.text()).toContain("Admin console");
    }
  });

  it("refuses an admin's malformed input with 400 VALIDATION_ERROR", async () => {
    for (const [name, data] of [
      ["listConsoleSubscriptions", { page: 0 }],
      ["listConsoleSubscriptions", { pageSize: 101 }],
      ["listConsoleSubscriptions", { status: "gold" }],
      ["listConsoleSubscriptions", { plan: "" }],
      ["listConsoleSubscriptions", { userId: "someone" }],
      ["listWebhookInbox", { state: "lost" }],
      ["listWebhookInbox", { page: 1.5 }],
      ["replayWebhookEvent", { eventId: "" }],
      ["replayWebhookEvent", {}],
      ["startReconcile", { target: { scope: "someone" } }],
      ["startReconcile", { target: { scope: "customer", owner: { kind: "team", id: "x" } } }],
      [
        "startReconcile",
        { target: { scope: "customer", owner: { kind: "user", id: "x".repeat(201) } } },
      ],
      ["getReconcileRun", { runId: 7 }],
    ] as const) {
      const response = await fn(name, cookies.admin, data);
      expect(
        [response.status, (response.value as { code?: string }).code],
        `${name} ${JSON.stringify(data)}`,
      ).toEqual([400, "VALIDATION_ERROR"]);
    }
  });

  it("gives an admin the numbers, the lists, replay's errors and reconcile with its progress", async () => {
    // Starter: Pro starts with a trial, not active yet (ADR 052).
    await subscribeOverHttp(server.url, cookies.user, userEmail, "starter");
    const session = (await (
      await fetch(`${server.url}/api/auth/get-session`, {
        headers: { cookie: cookies.user, origin: server.url },
      })
    ).json()) as { user: { id: string } };

    type Listed = { subscriptions: { holder: unknown }[]; total: number };
    const active = { status: "active", plan: "starter" };
    // The twin's webhooks reach the server just after the payment. An event is marked applied
    // only after its write commits, so the wait is for both, not for the subscription alone.
    type Inbox = { events: { id: string; state: string }[] };
    let applied: Inbox["events"][number] | undefined;
    await pollUntil(async () => {
      if ((await asAdmin<Listed>("listConsoleSubscriptions", active)).total === 0) return false;
      applied = (await asAdmin<Inbox>("listWebhookInbox", { state: "applied" })).events[0];
      return applied !== undefined;
    }, 15_000);
    expect(applied?.state).toBe("applied");

    const overview = await asAdmin<{
      users: { total: number };
      activeSubscriptions: number;
      monthlyRecurringCents: number;
    }>("getBillingOverview");
    expect(overview).toMatchObject({
      users: { total: 3 },
      activeSubscriptions: 1,
      monthlyRecurringCents: 900,
    });

    const listed = await asAdmin<Listed>("listConsoleSubscriptions", active);
    expect(listed.total).toBe(1);
    expect(listed.subscriptions[0]?.holder).toEqual({
      kind: "user",
      id: session.user.id,
      name: userEmail,
    });

    const applyAgain = await fn("replayWebhookEvent", cookies.admin, { eventId: applied?.id });
    expect([applyAgain.status, applyAgain.error]).toEqual([
      409,
      "This event is applied: only failed or ignored events are replayed.",
    ]);
    expect(applyAgain.value).toMatchObject({ code: "EVENT_NOT_REPLAYABLE" });
    const missing = await fn("replayWebhookEvent", cookies.admin);
    expect([missing.status, missing.error]).toEqual([404, "There is no such event in the inbox."]);
    expect(missing.value).toMatchObject({ code: "EVENT_NOT_FOUND" });

    const untilFinished = async (target: unknown) => {
      const { run } = await asAdmin<{ run: ReconcileRunView }>("startReconcile", { target });
      let progress: ReconcileRunView = run;
      await pollUntil(async () => {
        progress = await asAdmin<ReconcileRunView>("getReconcileRun", { runId: run.id });
        return progress.status !== "running";
      }, 15_000);
      return progress;
    };
    expect(
      await untilFinished({ scope: "customer", owner: { kind: "user", id: session.user.id } }),
    ).toMatchObject({ status: "finished", total: 1, done: 1, failed: 0, targetLabel: userEmail });
    expect(await untilFinished({ scope: "everyone" })).toMatchObject({
      status: "finished",
      total: 1,
      done: 1,
      startedByEmail: adminEmail,
    });
    const runs = await asAdmin<ReconcileRunView[]>("listReconcileRuns");
    expect(runs.map((run) => run.target.scope)).toEqual(["everyone", "customer"]);
    const unknown = await fn("startReconcile", cookies.admin, {
      target: { scope: "customer", owner: { kind: "organization", id: "none" } },
    });
    expect([unknown.status, unknown.error]).toEqual([
      404,
      "There is no such user or organization.",
    ]);
    expect(unknown.value).toMatchObject({ code: "CUSTOMER_NOT_FOUND" });
  });
});
