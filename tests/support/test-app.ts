import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, like, or } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { account, apikey, session, user, verification } from "~/db/schema";
import { type Env, type EnvInput, parseEnv } from "~/env.server";
import { SIGN_IN_CONFIRM_PATH } from "~/lib/sign-in-link";
import { assembleRuntime, type Runtime } from "~/server/app/runtime.server";
import { handleAuthRequest } from "~/server/auth/auth-handler.server";
import { changesSessions } from "~/server/auth/session-cache.server";
import { boundedRequest } from "~/server/http/body-limit.server";
import type { StoredMail } from "~/server/mail/dev-mailbox.server";
import { connectRedis } from "~/server/platform/redis.server";
import { type DatabaseKind, openTestDatabase } from "./databases";
import { verifyPathOf } from "./sign-in-link";

export const APP_URL = "http://localhost:3000";

export function uniqueEmail(): string {
  return `user-${randomUUID()}@example.com`;
}

/** A random client address, so one test's requests never share a rate-limit bucket. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  ip?: string;
  cookie?: string;
}

/** The `name=value` pairs of every Set-Cookie, ready to send back as a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * The session token a cookie header carries (`…session_token=<token>.<signature>`): the browser's
 * credential, which no response body shows. Tests that play a thief, or call /revoke-session, take
 * it from here.
 */
export function tokenOf(cookie: string): string {
  const value = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error("no session cookie in the header");
  const signed = decodeURIComponent(value);
  return signed.slice(0, signed.lastIndexOf("."));
}

export interface TestApp {
  runtime: Runtime;
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** The mails sent to `to`, newest first. */
  mailTo(to: string): Promise<StoredMail[]>;
  /** Asks for a magic link and returns the link from the mail (the sign-in page's). */
  requestMagicLink(email: string, options?: { callbackURL?: string; ip?: string }): Promise<URL>;
  /** Signs in by magic link, as the link's page's button does, and returns the session cookie. */
  signIn(email: string): Promise<string>;
  /** The first link in the newest mail to `to` (optionally: whose subject matches). */
  latestLink(to: string, subject?: RegExp): Promise<URL>;
  /** `GET /get-session` with the cookie: the session and user, or null. */
  session(cookie: string): Promise<SessionBody | null>;
  /** The user row with this address, or undefined. */
  userByEmail(email: string): Promise<typeof user.$inferSelect | undefined>;
  /** Sets a first password through the server-only `auth.api.setPassword`. */
  setPassword(cookie: string, newPassword: string): Promise<void>;
  /** Password sign-in; the session cookie, or the error. */
  signInWithPassword(email: string, password: string): Promise<Response>;
  /** Moves the session's createdAt back by `seconds`, so it is no longer fresh. */
  ageSession(cookie: string, seconds: number): Promise<void>;
  /** Rows anywhere that still name the user, by id or by address, table by table. */
  remnants(userId: string, email: string): Promise<Record<string, number>>;
  close(): Promise<void>;
}

interface SessionBody {
  session: { id: string; userId: string; createdAt: string };
  user: { id: string; email: string; emailVerified: boolean; name: string; image: string | null };
}

/**
 * The real app wiring (env, database, dev mailbox, Better Auth and the /api/auth handler) on a
 * fresh database of the given kind, driven with Fetch requests instead of a socket.
 */
export async function createTestApp(kind: DatabaseKind, env: EnvInput = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "app-test-"));
  const parsed = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL,
    TRUST_PROXY: "true",
    // These suites replay one fixed cookie string instead of keeping a browser's cookie jar,
    // so a signed session copy they never refresh would hide what the database says. The
    // cookie cache itself is proven in session-cache.test.ts and in the browser suites.
    AUTH_SESSION_CACHE_SECONDS: "0",
    ...env,
  });
  const database = await openTestDatabase(kind);
  return assembleTestApp(parsed, database, async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/**
 * A second instance of `app`'s server, as a load balancer would put next to it: the same
 * environment (secret, mailbox folder, REDIS_URL) and the same database, its own memory.
 * Closing it leaves `app`'s database and folder alone.
 */
export function createSiblingApp(app: TestApp): Promise<TestApp> {
  return assembleTestApp(app.runtime.env, app.runtime.database, async () => {});
}

async function assembleTestApp(
  parsed: Env,
  database: DatabaseHandle,
  release: () => Promise<void>,
): Promise<TestApp> {
  // Requests go to the app's own origin: an APP_URL given in `env` (an HTTPS one, say) wins.
  const appUrl = parsed.appUrl;
  const redis = parsed.redisUrl ? await connectRedis(parsed.redisUrl) : undefined;
  const runtime = assembleRuntime({ env: parsed, database, redis });
  const mailbox = runtime.mailer.mailbox;
  if (!mailbox) throw new Error("test app expects the dev mailbox");

  const request: TestApp["request"] = async (path, options = {}) => {
    const headers: Record<string, string> = {
      origin: appUrl,
      "x-forwarded-for": options.ip ?? randomIp(),
      ...options.headers,
    };
    if (options.cookie) headers.cookie = options.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    // As the server does (src/server.ts): the body within its endpoint's limit, then the endpoint.
    const bounded = await boundedRequest(
      new Request(`${appUrl}${path}`, {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        redirect: "manual",
      }),
    );
    if (bounded instanceof Response) return bounded;
    const response = await handleAuthRequest(runtime, bounded);
    if (changesSessions(bounded.method, new URL(bounded.url).pathname))
      runtime.sessions.forgetAll();
    return response;
  };

  // Mails sent after their response (a reset link) are in the mailbox once the work is done.
  const mailTo = async (to: string) => {
    await runtime.background.settled();
    return (await mailbox.list()).filter((mail) => mail.to === to);
  };

  const requestMagicLink: TestApp["requestMagicLink"] = async (email, options = {}) => {
    const response = await request("/api/auth/sign-in/magic-link", {
      json: { email, callbackURL: options.callbackURL ?? "/dashboard" },
      ip: options.ip,
    });
    if (response.status !== 200) {
      throw new Error(`magic link request failed: ${response.status} ${await response.text()}`);
    }
    // The newest sign-in link: an alert from an earlier step (a new sign-in, a change of
    // settings), mailed after its response, can land in the mailbox after this one.
    const link = (await mailTo(email))
      .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0])
      .find((found) => found && new URL(found).pathname === SIGN_IN_CONFIRM_PATH);
    if (!link) throw new Error(`no magic link mailed to ${email}`);
    return new URL(link);
  };

  const db = runtime.database.db;
  const getSession = async (cookie: string) => {
    const response = await request("/api/auth/get-session", { cookie });
    if (response.status !== 200) throw new Error(`get-session answered ${response.status}`);
    return (await response.json()) as SessionBody | null;
  };

  return {
    runtime,
    request,
    mailTo,
    requestMagicLink,
    async signIn(email) {
      const link = await requestMagicLink(email);
      const response = await request(verifyPathOf(link));
      const cookie = cookiesFrom(response);
      if (!cookie.includes("session_token")) throw new Error("sign-in set no session cookie");
      return cookie;
    },
    async latestLink(to, subject) {
      const mail = (await mailTo(to)).find((m) => !subject || subject.test(m.subject));
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no link mailed to ${to}`);
      return new URL(link);
    },
    session: getSession,
    async userByEmail(email) {
      const [row] = await db.select().from(user).where(eq(user.email, email));
      return row;
    },
    async setPassword(cookie, newPassword) {
      await runtime.auth.api.setPassword({
        body: { newPassword },
        headers: new Headers({ cookie }),
      });
    },
    signInWithPassword(email, password) {
      return request("/api/auth/sign-in/email", { json: { email, password } });
    },
    async ageSession(cookie, seconds) {
      const current = await getSession(cookie);
      if (!current) throw new Error("no session to age");
      await db
        .update(session)
        .set({ createdAt: new Date(Date.now() - seconds * 1000) })
        .where(eq(session.id, current.session.id));
    },
    async remnants(userId, email) {
      const count = (rows: unknown[]) => rows.length;
      return {
        user: count(
          await db
            .select()
            .from(user)
            .where(or(eq(user.id, userId), eq(user.email, email))),
        ),
        session: count(await db.select().from(session).where(eq(session.userId, userId))),
        account: count(await db.select().from(account).where(eq(account.userId, userId))),
        verification: count(
          await db
            .select()
            .from(verification)
            .where(
              or(
                like(verification.value, `%${userId}%`),
                like(verification.value, `%${email}%`),
                like(verification.identifier, `%${email}%`),
              ),
            ),
        ),
        apikey: count(await db.select().from(apikey).where(eq(apikey.referenceId, userId))),
      };
    },
    async close() {
      await runtime.background.settled();
      await runtime.apiKeys.limiter.stop();
      await redis?.close();
      await release();
    },
  };
}
