import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { MAIL_NOT_SENT } from "~/server/mail/transport.server";
import { freePort } from "../support/free-port";
import {
  type EmptyDatabase,
  emptyDatabase,
  type LiveServer,
  signInOverHttp,
  startLiveServer,
  subscribeOverHttp,
  twinControl,
} from "../support/live-server";
import { callServerFn } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { verifyPathOf } from "../support/sign-in-link";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

// The outside services failing under the built server: the mail server, and Polar (its local
// twin, switched down or slow through its control API).

const [starter, pro] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];

describe("the mail server down", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fault-smtp-"));
  let database: EmptyDatabase;
  let server: ServerProcess;
  let smtpPort: number;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    database = await emptyDatabase();
    smtpPort = await freePort();
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        // Nothing listens here until the test starts a mail server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TRUST_PROXY: "true",
      },
    });
    await waitUntilReady(server);
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await smtp?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const askForLink = (email: string, ip: string) =>
    fetch(`${server.url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": ip },
      body: JSON.stringify({ email, callbackURL: "/dashboard" }),
    });

  it("answers the sign-in screen that the mail could not be sent", async () => {
    const response = await askForLink("nobody-gets-mail@example.com", "198.51.100.1");
    expect(response.status).toBe(503);
    // The sign-in screen shows the response's message (LoginScreen's "The link was not sent").
    expect(await response.json()).toEqual({ code: "MAIL_NOT_SENT", message: MAIL_NOT_SENT });
    expect(server.output()).toContain("Mail not sent: the SMTP server failed");
  });

  it("leaves nothing half-done: no live link, no account, no spent allowance", async () => {
    const email = "retries-later@example.com";
    // As many tries as the per-address allowance holds, all while the mail server is down.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await askForLink(email, `198.51.100.${10 + attempt}`)).status).toBe(503);
    }
    const links = await database.sql`
      select count(*)::int as n from verification where value like ${`%"${email}"%`}`;
    expect(links[0]?.n, "a sign-in token for a link nobody received").toBe(0);
    const users = await database.sql`select count(*)::int as n from "user" where email = ${email}`;
    expect(users[0]?.n).toBe(0);

    // The mail server is back: the next try sends the link, and it signs the person in.
    smtp = await startSmtpServer(smtpPort);
    const sent = await askForLink(email, "198.51.100.20");
    expect(sent.status, await sent.clone().text()).toBe(200);
    const mail = smtp.mails.find((received) => received.to.includes(email));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const opened = new URL(link as string);
    const verified = await fetch(new URL(verifyPathOf(opened), opened), { redirect: "manual" });
    expect(verified.status).toBe(302);
    expect(verified.headers.getSetCookie().join(";")).toContain("session_token");
  });
});

describe("Polar down or slow", () => {
  const email = "polar-fault@example.com";
  /** The SDK gives up on a call after 10 s (src/server/billing/polar.server.ts). */
  const SDK_TIMEOUT_MS = 10_000;
  let live: LiveServer;
  let server: ServerProcess;
  let twinUrl: string;
  let cookie: string;

  beforeAll(async () => {
    live = await startLiveServer();
    ({ server, twinUrl } = live);
    cookie = await signInOverHttp(server.url, email);
    await subscribeOverHttp(server.url, cookie, email, starter.slug);
    await twinControl(twinUrl, "settled");
  });
  afterAll(() => live?.stop());

  const checkout = (signal?: AbortSignal) =>
    callServerFn(server.url, {
      method: "POST",
      file: "src/server/billing/billing.functions.ts",
      name: "createCheckoutSession",
      data: { slug: pro.slug },
      cookie,
      signal,
    });

  /** The screens that read subscriptions, answered from the app's own table in a few seconds. */
  async function expectSubscriptionsShown() {
    const page = await fetch(`${server.url}/subscriptions`, {
      headers: { cookie },
      signal: AbortSignal.timeout(5000),
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(starter.name);
    const listed = await callServerFn(server.url, {
      method: "GET",
      file: "src/server/billing/billing.functions.ts",
      name: "getUserSubscriptions",
      cookie,
      signal: AbortSignal.timeout(5000),
    });
    expect(listed.status).toBe(200);
    expect(listed.value).toEqual([
      expect.objectContaining({ name: starter.name, status: "active" }),
    ]);
  }

  const PROVIDER_DOWN = "The payment provider is not available right now. Please try again.";

  it("down: checkout fails with the toast's message, and subscriptions still show", async () => {
    await twinControl(twinUrl, "down", { down: true });
    try {
      const refused = await checkout();
      expect(refused.status).toBe(502);
      expect(refused.error).toBe(PROVIDER_DOWN);
      await expectSubscriptionsShown();
    } finally {
      await twinControl(twinUrl, "down", { down: false });
    }
    expect((await checkout()).status).toBe(200);
  });

  it("slow: checkout gives up within the SDK's timeout, and subscriptions still show", async () => {
    await twinControl(twinUrl, "latency", { ms: 60_000 });
    try {
      // Bounded: the call is answered well before the twin would answer it.
      const refused = await checkout(AbortSignal.timeout(SDK_TIMEOUT_MS + 3000));
      expect(refused.status).toBe(502);
      expect(refused.error).toBe(PROVIDER_DOWN);
      await expectSubscriptionsShown();
    } finally {
      await twinControl(twinUrl, "latency", { ms: 0 });
    }
    expect((await checkout()).status).toBe(200);
  }, 30_000);
});
