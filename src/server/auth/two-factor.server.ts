import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { type TWO_FACTOR_ERROR_CODES, twoFactor } from "better-auth/plugins";
import { and, eq, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import type { RateLimitStore } from "~/server/platform/rate-limit.server";
import { callState } from "~/server/platform/request-context.server";
import { authError } from "./auth-errors.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { onEach, rulePlugin } from "./rule-plugin.server";

// The product's rules around Better Auth's two-factor plugin (ADR 028), called from the hooks in
// auth.server.ts. The plugin keeps the secret and the backup codes (encrypted), checks codes and
// asks for one after a password sign-in; these add what it leaves open: the same question after
// a magic link or a provider's sign-in, a fresh session for every change, a code to turn it off,
// a limit per user on codes checked while signed in, and the product's words for its errors.

/** How long "Trust this device" spares a browser the code. */
const TRUST_DEVICE_DAYS = 30;
/** How long a sign-in waits for its second step. */
const CHALLENGE_SECONDS = 10 * 60;
/** Wrong codes in a row, across sign-ins, before the account's code check pauses, and for how long. */
export const LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };
/** Backup codes per account, each usable once. */
const BACKUP_CODE_COUNT = 10;
/** Where a sign-in that needs its second step continues. */
const SECOND_STEP_PATH = "/login/two-factor";

// The plugin's cookie names and the shape of its challenge (plugins/two-factor/constant and
// index in better-auth): the magic-link and provider sign-ins below open the same challenge its
// password hook opens, so its own verify endpoints finish them. tests/auth/two-factor.test.ts drives
// every sign-in endpoint through them, so an upgrade that changes the shape fails there.
const CHALLENGE_COOKIE = "two_factor";
const PLUGIN_TRUST_COOKIE = "trust_device";
const TRUST_PREFIX = "trust-device-";

export function twoFactorPlugin(appName: string) {
  return twoFactor({
    issuer: appName,
    // Magic-link accounts have no password: a fresh session stands in for it (twoFactorRules).
    // Accounts with a password are still asked for it by the plugin.
    allowPasswordless: true,
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
    twoFactorCookieMaxAge: CHALLENGE_SECONDS,
    backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10, storeBackupCodes: "encrypted" },
    accountLockout: { enabled: true, ...LOCKOUT },
  });
}

/** The product's words for the plugin's errors (the codes stay the plugin's). */
const ERROR_MESSAGES = {
  INVALID_CODE: "That code is not right. Enter the code your authenticator app shows now.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it was used already.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes for this sign-in. Sign in again.",
  TOTP_ALREADY_ENABLED: "Two-factor authentication is on already.",
  TWO_FACTOR_NOT_ENABLED: "Two-factor authentication is not on.",
  TOTP_NOT_ENABLED: "Set up two-factor authentication first.",
  BACKUP_CODES_NOT_ENABLED: "Two-factor authentication is not on.",
} satisfies Partial<Record<keyof typeof TWO_FACTOR_ERROR_CODES, string>>;

/** Sign-ins that end in a redirect, which the plugin does not ask for a second step. */
const REDIRECTING_SIGN_INS = new Set<AuthPath>(["/magic-link/verify", "/callback/:id"]);

/** What a code check was, by its request: a sign-in's second step, or a signed-in check. */
export type CodeCheck =
  | { mode: "sign-in" }
  | { mode: "signed-in"; userId: string; enabled: boolean };
const checks = callState<CodeCheck>("code check");

/** The code check a request made (known only for requests that reached twoFactorRules). */
export function codeCheckOf(request: Request | undefined): CodeCheck | undefined {
  return checks.get(request);
}

function isFresh(ctx: HookContext, createdAt: Date | string): boolean {
  const freshAge = ctx.context.sessionConfig.freshAge;
  return freshAge === 0 || Date.now() - new Date(createdAt).getTime() < freshAge * 1000;
}

export interface TwoFactorRuleDependencies {
  rateLimits: RateLimitStore;
  /** Codes checked per user while signed in, per window. */
  rule: { window: number; max: number };
  /** Checks a code for the signed-in caller through the plugin's own endpoints. */
  verifyCode(code: string, headers: Headers): Promise<void>;
  tooManyRequests(sentence: Words, retryAfter: number): Promise<APIError>;
}

const codeCounter = (userId: string) => `two-factor-code:user:${userId}`;
/** A code the app showed, once it has been offered for the user: it is good for one use only. */
const spentCode = (userId: string, code: string) =>
  `two-factor-spent:${createHash("sha256").update(`${userId}\n${code}`).digest("hex")}`;
/** Longer than the plugin accepts a code (the step before, this one and the next: 90 seconds). */
const SPENT_RULE = { window: 120, max: 1 };
const USED_ALREADY =
  "That code was used already. Enter the next code your authenticator app shows.";
/** The spent-code mark a request took, to give back if its code turns out wrong. */
const spentBy = callState<string>("spent code");

/**
 * Marks an authenticator code as spent for the user before it is checked (ASVS 6.5.1: a code works
 * once). The mark is atomic on every instance, so two requests racing with one code cannot both
 * pass; a code that then fails the check gets its mark back.
 */
async function spendCode(
  deps: TwoFactorRuleDependencies,
  request: Request,
  userId: string,
  code: string,
): Promise<void> {
  const key = spentCode(userId, code);
  const decision = await deps.rateLimits.consume(key, SPENT_RULE);
  if (!decision.allowed) throw authError("INVALID_CODE", USED_ALREADY);
  spentBy.set(request, key);
}

type Session = NonNullable<Awaited<ReturnType<typeof getSessionFromCtx>>>;

/** A call that changes the account's second factor needs a fresh session. */
function refuseStaleSession(ctx: HookContext, session: Session): void {
  if (isFresh(ctx, session.session.createdAt)) return;
  throw authError(
    "SESSION_NOT_FRESH",
    "For your security, sign in again to change two-factor authentication.",
  );
}

/** What a code check is, for the timeline and the metrics to read after it. */
function noteCodeCheck(request: Request, session: Session | null): void {
  checks.set(
    request,
    session
      ? {
          mode: "signed-in",
          userId: session.user.id,
          enabled: session.user.twoFactorEnabled === true,
        }
      : { mode: "sign-in" },
  );
}

/** The call's code when it is an app's (digits only), else undefined. */
function appCodeOf(ctx: HookContext): string | undefined {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^\d+$/.test(code) ? code : undefined;
}

/**
 * A signed-in caller's guesses are counted per user; a sign-in's are the plugin's to count
 * (five per challenge, and LOCKOUT across challenges). An app's code is spent before it is checked.
 */
async function countCodeGuess(
  ctx: HookContext,
  request: Request,
  deps: TwoFactorRuleDependencies,
  session: Session,
): Promise<void> {
  const decision = await deps.rateLimits.consume(codeCounter(session.user.id), deps.rule);
  if (!decision.allowed)
    throw await deps.tooManyRequests(words(m.tfa_error_too_many_tried, {}), decision.retryAfter);
  const code = appCodeOf(ctx);
  if (code) await spendCode(deps, request, session.user.id, code);
}

/**
 * Before the two-factor endpoints. Without a session the plugin answers 401 itself, except at
 * the code checks, which also serve a sign-in's second step (the challenge cookie names the user).
 */
function twoFactorSteps(deps: TwoFactorRuleDependencies) {
  /** Before turning two-factor on, or making new backup codes. */
  async function refuseStaleChange(ctx: HookContext): Promise<void> {
    const session = ctx.request && (await getSessionFromCtx(ctx));
    if (session) refuseStaleSession(ctx, session);
  }

  /** Before an app's code is checked: a sign-in's second step, or a signed-in check. */
  async function checkAppCode(ctx: HookContext): Promise<void> {
    const { request } = ctx;
    if (!request) return;
    const session = await getSessionFromCtx(ctx);
    noteCodeCheck(request, session);
    if (session) return countCodeGuess(ctx, request, deps, session);
    // A sign-in's second step: the challenge names the user (no challenge: the plugin refuses).
    const code = appCodeOf(ctx);
    const userId = code && (await challengedUser(ctx));
    if (code && userId) await spendCode(deps, request, userId, code);
  }

  /** Before a backup code is checked. */
  async function noteBackupCodeCheck(ctx: HookContext): Promise<void> {
    if (ctx.request) noteCodeCheck(ctx.request, await getSessionFromCtx(ctx));
  }

  /** Before turning two-factor off: only when it is on, with a right code, counted per user. */
  async function checkTurningOff(ctx: HookContext): Promise<void> {
    const { request } = ctx;
    const session = request && (await getSessionFromCtx(ctx));
    if (!request || !session) return;
    refuseStaleSession(ctx, session);
    if (session.user.twoFactorEnabled !== true) {
      throw authError("TWO_FACTOR_NOT_ENABLED", ERROR_MESSAGES.TWO_FACTOR_NOT_ENABLED);
    }
    await countCodeGuess(ctx, request, deps, session);
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") return;
    try {
      await deps.verifyCode(code, request.headers);
    } catch (error) {
      await giveBackSpent(deps, request);
      throw error;
    }
    await deps.rateLimits.giveBack(codeCounter(session.user.id));
  }

  return { refuseStaleChange, checkAppCode, noteBackupCodeCheck, checkTurningOff };
}

async function giveBackSpent(
  deps: Pick<TwoFactorRuleDependencies, "rateLimits">,
  request: Request | undefined,
): Promise<void> {
  const key = spentBy.get(request);
  if (key) await deps.rateLimits.giveBack(key);
}

/** The error in the product's words, or undefined when the plugin's response stands. */
function reworded(returned: unknown): APIError | undefined {
  if (!(returned instanceof APIError)) return undefined;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !Object.hasOwn(ERROR_MESSAGES, code)) return undefined;
  // The plugin's own status stays: the words change, not what the error is.
  const message = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES];
  return new APIError(returned.status, { code, message });
}

/**
 * After a two-factor endpoint: the product's words for an error, and a lockout with its
 * Retry-After.
 */
function inProductWords(deps: Pick<TwoFactorRuleDependencies, "tooManyRequests">) {
  return async function twoFactorErrorInProductWords(ctx: HookContext): Promise<void> {
    const returned = (ctx.context as { returned?: unknown }).returned;
    if (returned instanceof APIError) {
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      if (code === "ACCOUNT_TEMPORARILY_LOCKED") {
        throw await deps.tooManyRequests(
          words(m.tfa_error_too_many_for_account, {}),
          LOCKOUT.durationSeconds,
        );
      }
    }
    const rewordedError = reworded(returned);
    if (rewordedError) throw rewordedError;
  };
}

/**
 * After an app's code was checked: a right code given back to the signed-in caller's count, a
 * wrong one's spent mark given back.
 */
function settleAppCode(deps: Pick<TwoFactorRuleDependencies, "rateLimits">) {
  return async function settleCodeCounts(ctx: HookContext): Promise<void> {
    const returned = (ctx.context as { returned?: unknown }).returned;
    const check = codeCheckOf(ctx.request);
    if (returned instanceof Error) return giveBackSpent(deps, ctx.request);
    if (check?.mode === "signed-in") await deps.rateLimits.giveBack(codeCounter(check.userId));
  };
}

/**
 * After two-factor went off: every trusted browser is forgotten (turned on again, it must not be
 * skipped by a browser trusted before).
 */
function forgetTrustedWhenOff(db: Database) {
  return async function forgetTrustedBrowsers(ctx: HookContext): Promise<void> {
    if ((ctx.context as { returned?: unknown }).returned instanceof Error) return;
    const userId = ctx.context.session?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
    if (userId) await forgetTrustedDevices(db, userId);
  };
}

/** Every browser the user trusted: the plugin keeps one verification row per trusted browser. */
export async function forgetTrustedDevices(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${TRUST_PREFIX}%`)));
}

/** Whether this browser carries a live "trust this device" mark for the user. */
async function isTrustedBrowser(ctx: HookContext, userId: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(PLUGIN_TRUST_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!value) return false;
  const [mac, identifier] = value.split("!");
  if (!mac || !identifier) return false;
  const expected = createHmac("sha256", ctx.context.secret)
    .update(`${userId}!${identifier}`)
    .digest("base64url");
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
    return false;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record !== null && record.value === userId && record.expiresAt > new Date();
}

/**
 * Whether the sign-in this call just made must still pass a second step: the plugin decides for
 * a password, the product for a magic link or a provider (a passkey is two factors itself).
 */
async function needsSecondStep(ctx: HookContext): Promise<boolean> {
  const user = ctx.context.newSession?.user;
  if (!user?.twoFactorEnabled) return false;
  if (REDIRECTING_SIGN_INS.has(ctx.path)) return !(await isTrustedBrowser(ctx, user.id));
  const plugin = ctx.context.getPlugin("two-factor");
  return plugin ? plugin.shouldRequireTwoFactor(ctx) : false;
}

/** The same-site path a redirecting sign-in was about to send the browser to. */
function continuationOf(ctx: HookContext, appUrl: string): string {
  const headers = (ctx.context as { responseHeaders?: Headers }).responseHeaders;
  const location = headers?.get("location");
  if (!location) return "/dashboard";
  const app = new URL(appUrl);
  const target = new URL(location, app);
  if (target.origin !== app.origin) return "/dashboard";
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * After a magic link or a provider signed in someone with two-factor on: the session it made is
 * ended again, and the browser goes to the second step with the plugin's challenge cookie, as
 * the plugin does after a password. Throws the redirect, so it runs last in the after-hook.
 */
async function redirectToSecondStep(ctx: HookContext, appUrl: string): Promise<never> {
  const data = ctx.context.newSession;
  if (!data) throw new Error("redirectToSecondStep needs the new session");
  const continuation = continuationOf(ctx, appUrl);
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(data.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: data.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(`${SECOND_STEP_PATH}?redirect=${encodeURIComponent(continuation)}`);
}

/** The user a sign-in's second step is for, read from its challenge cookie. */
export async function challengedUser(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record?.value;
}

const secondSteps = callState<Promise<boolean>>("second step");

/**
 * Whether the sign-in this call made still needs its second step, decided once per call: the
 * timeline, the sign-in counter and the redirect below all ask, and the redirect ends the session
 * the question is about.
 */
export function secondStepPending(ctx: HookContext): Promise<boolean> {
  const known = secondSteps.get(ctx.request);
  if (known) return known;
  const pending = needsSecondStep(ctx);
  secondSteps.set(ctx.request, pending);
  return pending;
}

/** Before a two-factor endpoint: fresh sessions for changes, codes counted and spent once. */
export function twoFactorRules(deps: TwoFactorRuleDependencies) {
  const steps = twoFactorSteps(deps);
  return rulePlugin({
    id: "two-factor",
    before: {
      "/two-factor/enable": steps.refuseStaleChange,
      "/two-factor/generate-backup-codes": steps.refuseStaleChange,
      "/two-factor/disable": steps.checkTurningOff,
      "/two-factor/verify-totp": steps.checkAppCode,
      "/two-factor/verify-backup-code": steps.noteBackupCodeCheck,
    },
  });
}

/**
 * After a two-factor endpoint or a redirecting sign-in: the product's words for an error, and
 * the second step for a sign-in that needs one. Both may answer instead of the endpoint, so this
 * is the last of the product's rules.
 */
export function secondStepRules(db: Database, deps: TwoFactorRuleDependencies, appUrl: string) {
  const reword = inProductWords(deps);
  async function redirectWhenSecondStepPending(ctx: HookContext): Promise<void> {
    if (await secondStepPending(ctx)) await redirectToSecondStep(ctx, appUrl);
  }
  return rulePlugin({
    id: "second-step",
    after: {
      "/two-factor/enable": reword,
      "/two-factor/verify-totp": [settleAppCode(deps), reword],
      "/two-factor/verify-backup-code": reword,
      "/two-factor/generate-backup-codes": reword,
      "/two-factor/disable": [forgetTrustedWhenOff(db), reword],
      ...onEach(REDIRECTING_SIGN_INS, redirectWhenSecondStepPending),
    },
  });
}
