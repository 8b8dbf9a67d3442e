import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { type LiveServer, startLiveServer } from "../support/live-server";
import { eventually } from "../support/load";
import { verifyPathOf } from "../support/sign-in-link";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { randomIp, uniqueEmail } from "../support/test-app";

// Whether an account holds an address must not show in how long a call takes. Calls that mail
// only when an account exists (a password reset, a verification link) send after answering, so
// a slow mail server shows in neither answer. The built server against a real SMTP server that
// takes SMTP_DELAY_MS per mail, as a remote one does.

const SMTP_DELAY_MS = 400;
const ROUNDS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

describe("the time a reset request takes (built server, real SMTP)", () => {
  let smtp: TestSmtpServer;
  let live: LiveServer;
  const known = uniqueEmail();

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtpServer(port, { acceptDelayMs: SMTP_DELAY_MS });
    live = await startLiveServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: "true" });
    // An account for `known`, made by its first sign-in link.
    const url = live.server.url;
    const asked = await fetch(`${url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email: known, callbackURL: "/dashboard" }),
    });
    expect(asked.status).toBe(200);
    const link = smtp.mails.find((mail) => mail.to.includes(known))?.text.match(/https?:\/\/\S+/);
    if (!link) throw new Error("no sign-in mail arrived");
    const opened = new URL(link[0]);
    const verified = await fetch(new URL(verifyPathOf(opened), opened), { redirect: "manual" });
    expect(verified.status).toBe(302);
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
    await smtp?.close();
  });

  async function timedReset(email: string): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${live.server.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: live.server.url,
        "x-forwarded-for": randomIp(),
      },
      body: JSON.stringify({ email, redirectTo: "/reset-password" }),
    });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true });
    return elapsed;
  }

  it("answers as fast for an address with an account as for one without, and still mails the account", async () => {
    const withAccount: number[] = [];
    const without: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      withAccount.push(await timedReset(known));
      without.push(await timedReset(uniqueEmail()));
    }
    const gap = Math.abs(median(withAccount) - median(without));
    // Sent before answering, each response for the account would take the mail server's time.
    expect(
      gap,
      `medians ${median(withAccount).toFixed(0)} and ${median(without).toFixed(0)} ms`,
    ).toBeLessThan(SMTP_DELAY_MS / 4);
    expect(
      await eventually(
        async () => smtp.mails.some((m) => m.to.includes(known) && /reset/i.test(m.subject)),
        10_000,
      ),
    ).toBe(true);
  }, 120_000);
});
