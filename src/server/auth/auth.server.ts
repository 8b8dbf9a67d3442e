import { createHash } from "node:crypto";
import { apiKey } from "@better-auth/api-key";
import { betterAuth, type SecondaryStorage } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { expireCookie } from "better-auth/cookies";
import { genericOAuth, magicLink } from "better-auth/plugins";
import { tanstackStartCookies } from "better-auth/tanstack-start";
import { getTableColumns } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Env } from "~/env.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { waitInWords } from "~/lib/wait-in-words";
import { betterAuthLogger } from "~/server/http/request-log.server";
import {
  changeEmailConfirmationMail,
  deleteAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from "~/server/mail/templates/account";
import { magicLinkMail } from "~/server/mail/templates/magic-link";
import type { Mailer } from "~/server/mail/transport.server";
import type { RateLimitRule, RateLimitStore } from "~/server/rate-limit.server";
import { forgetVerifications, type RedisClient } from "~/server/redis.server";
import {
  changeEmailGuard,
  DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
  deleteAccountModes,
  EMAIL_TOKEN_TTL_SECONDS,
  emailChangeNotices,
  linkNeedsFreshSession,
  refuseClientIdToken,
  rememberEmailBeforeVerify,
  removeLeftovers,
  revokeOwnSessionOnly,
} from "./account-rules.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { hashPassword, verifyPassword } from "./password.server";

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
/** Every personal API key starts with this, so a leaked one is recognisable in a scan. */
export const API_KEY_PREFIX = "tl_";
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
/** Per client IP, counted by Better Auth's limiter on the sign-in and verify calls. */
export const MAGIC_LINK_IP_LIMIT = { window: 10 * 60, max: 10 };
/** Per address, whoever asks: stops anyone from flooding one inbox. */
export const MAGIC_LINK_ADDRESS_LIMIT = { window: 10 * 60, max: 3 };
/** Per client on the other mail-sending and password calls. */
export const SENSITIVE_CALL_LIMIT = { window: 10 * 60, max: 10 };
/**
 * Per recipient address and call, on the other calls that send mail (password reset,
 * verification, change-email, the deletion link), whoever asks.
 */
export const ACCOUNT_MAIL_ADDRESS_LIMIT = { window: 10 * 60, max: 3 };
/** Per address on password sign-in, from any number of clients: slows guessing one password. */
export const PASSWORD_SIGN_IN_ADDRESS_LIMIT = { window: 10 * 60, max: 10 };

/** Calls that read the caller's own state; Better Auth's limiter leaves them alone. */
const UNLIMITED_READS = [
  "/ok",
  "/get-session",
  "/list-sessions",
  "/list-accounts",
  "/api-key/list",
  "/api-key/get",
];

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Where the per-address and per-user counts are kept (the database, or Redis). */
  rateLimits: RateLimitStore;
  /** With REDIS_URL: Better Auth's secondary storage, and the client behind it. */
  redis?: { client: RedisClient; storage: SecondaryStorage };
  /** Drops what this process caches about a deleted user (the REST API's key and answers). */
  onUserDeleted?: (userId: string) => void;
  /** Runs before a user is deleted (billing closes the Polar customer); a throw stops the deletion. */
  beforeUserDeleted?: (userId: string) => Promise<void>;
}

/** A counter name for an address that does not store the address. */
function addressKey(purpose: string, email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `${purpose}:address:${digest}`;
}

type HookContext = Parameters<typeof changeEmailGuard>[0];

/** A refusal the client shows as it is, with the standard Retry-After header. */
function tooManyRequests(message: string, retryAfter: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: `${message} Try again in ${waitInWords(retryAfter)}.` },
    { "Retry-After": String(retryAfter) },
  );
}

const MAIL_REFUSAL = "Too many emails were sent to this address.";

/** Calls limited per address on the `email` in their body (the others read the session). */
const BODY_ADDRESS_LIMITS = new Map<
  string,
  { purpose: string; rule: RateLimitRule; refusal: string }
>([
  [
    "/sign-in/magic-link",
    {
      purpose: "magic-link",
      rule: MAGIC_LINK_ADDRESS_LIMIT,
      refusal: "Too many sign-in links were sent to this address.",
    },
  ],
  [
    "/request-password-reset",
    { purpose: "request-password-reset", rule: ACCOUNT_MAIL_ADDRESS_LIMIT, refusal: MAIL_REFUSAL },
  ],
  [
    "/send-verification-email",
    { purpose: "send-verification-email", rule: ACCOUNT_MAIL_ADDRESS_LIMIT, refusal: MAIL_REFUSAL },
  ],
  [
    "/sign-in/email",
    {
      purpose: "sign-in-email",
      rule: PASSWORD_SIGN_IN_ADDRESS_LIMIT,
      refusal: "Too many sign-in attempts for this address.",
    },
  ],
]);

/** The part of a Standard Schema (Better Auth's zod) this file uses. */
interface StandardSchemaV1 {
  "~standard": { validate(value: unknown): { issues?: unknown } | Promise<{ issues?: unknown }> };
}

interface EndpointWithBody {
  path?: string;
  options?: { body?: StandardSchemaV1 };
}

/** What an API key list may be sorted by: the key's own fields (any other fails in the database). */
const API_KEY_SORT_FIELDS = new Set(Object.keys(getTableColumns(schema.apikey)));

/**
 * Before the API key calls, what the plugin would answer with a 500: an organization's keys (this
 * product has no organizations; the plugin throws without its organization plugin) and a sort
 * by something that is not a field. Both are refused as invalid input, in the spec's words.
 */
function apiKeyRules(ctx: { path: string; query?: unknown; body?: unknown }): void {
  if (!ctx.path.startsWith("/api-key/")) return;
  const query = (ctx.query ?? {}) as { organizationId?: unknown; sortBy?: unknown };
  const body = (ctx.body ?? {}) as { organizationId?: unknown };
  const problem =
    query.organizationId !== undefined
      ? "[query.organizationId] Organizations are not used here"
      : body.organizationId !== undefined
        ? "[body.organizationId] Organizations are not used here"
        : query.sortBy !== undefined && !API_KEY_SORT_FIELDS.has(String(query.sortBy))
          ? "[query.sortBy] Not a field of an API key"
          : undefined;
  if (problem)
    throw APIError.fromStatus("BAD_REQUEST", { code: "VALIDATION_ERROR", message: problem });
}

export function createAuth({
  env,
  db,
  mailer,
  rateLimits,
  redis,
  onUserDeleted,
  beforeUserDeleted,
}: AuthDependencies) {
  const appName = env.appName;
  const oidc = env.oidc;
  const trustedProviders = [...(env.github ? ["github"] : []), ...(env.google ? ["google"] : [])];

  /** Counts one hit on each key (all of them, so no bucket lets a call through unseen). */
  async function limit(keys: string[], rule: RateLimitRule, refusal: string): Promise<void> {
    const unique = [...new Set(keys)];
    const decisions = await Promise.all(unique.map((key) => rateLimits.consume(key, rule)));
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length === 0) return;
    throw tooManyRequests(refusal, Math.max(...refused.map((decision) => decision.retryAfter)));
  }

  const bodyField = (ctx: HookContext, name: string): string | undefined => {
    const value = (ctx.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };

  /**
   * Per-address and per-user limits, next to Better Auth's per-client ones (`rateLimit` below):
   * a mail-sending call counts against every address it may write to, whoever asks, so no
   * inbox can be flooded from many clients; password calls count per address or per user, so
   * no password can be guessed from many clients. The answer is the same whether or not an
   * account holds the address.
   */
  async function addressLimits(ctx: HookContext): Promise<void> {
    const byBody = BODY_ADDRESS_LIMITS.get(ctx.path);
    if (byBody) {
      const email = bodyField(ctx, "email");
      if (email === undefined) return;
      return limit([addressKey(byBody.purpose, email)], byBody.rule, byBody.refusal);
    }
    switch (ctx.path) {
      case "/change-email": {
        // The approval goes to the current address, the verification to the new one.
        const newEmail = bodyField(ctx, "newEmail");
        if (!env.changeEmailEnabled || newEmail === undefined) return;
        const session = await getSessionFromCtx(ctx);
        if (!session) return;
        return limit(
          [addressKey("change-email", newEmail), addressKey("change-email", session.user.email)],
          ACCOUNT_MAIL_ADDRESS_LIMIT,
          MAIL_REFUSAL,
        );
      }
      case "/delete-user": {
        // Only the call that mails a deletion link; the other modes carry a password, a fresh
        // session or the link's token (deleteAccountModes).
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (!env.deleteAccountEnabled) return;
        if (body.password !== undefined || body.freshSession !== undefined) return;
        if (body.token !== undefined) return;
        const session = await getSessionFromCtx(ctx);
        if (!session) return;
        return limit(
          [addressKey("delete-user", session.user.email)],
          ACCOUNT_MAIL_ADDRESS_LIMIT,
          MAIL_REFUSAL,
        );
      }
      case "/change-password": {
        const session = await getSessionFromCtx(ctx);
        if (!session) return;
        return limit(
          [`change-password:user:${session.user.id}`],
          SENSITIVE_CALL_LIMIT,
          "Too many attempts.",
        );
      }
    }
  }

  /** The product's own rules for single calls, run before Better Auth handles them. */
  async function pathRules(ctx: HookContext) {
    apiKeyRules(ctx);
    // The product's rules read the body before Better Auth validates it: a malformed one is
    // left to that validation, so it is answered VALIDATION_ERROR like any other.
    const schema = bodySchemas.get(ctx.path);
    if (schema && (await schema["~standard"].validate(ctx.body)).issues) return;
    await addressLimits(ctx);
    if (ctx.path === "/sign-in/social" || ctx.path === "/link-social") refuseClientIdToken(ctx);
    if (ctx.path === "/change-email") return changeEmailGuard(ctx);
    if (ctx.path === "/verify-email") return rememberEmailBeforeVerify(ctx);
    if (ctx.path === "/delete-user") return deleteAccountModes(ctx);
    if (ctx.path === "/revoke-session") return revokeOwnSessionOnly(ctx);
    if (ctx.path === "/link-social") return linkNeedsFreshSession(ctx);
  }

  /** Each endpoint's body schema, by path (filled in once the endpoints exist, below). */
  const bodySchemas = new Map<string, StandardSchemaV1>();

  const auth = betterAuth({
    appName,
    // Better Auth's warnings and errors as the app's own events: JSON lines with the request id.
    logger: betterAuthLogger,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    // With REDIS_URL, Better Auth keeps its per-client rate limits in Redis. It would also move
    // sessions and verification values there, out of PostgreSQL; `storeSessionInDatabase` and
    // `verification.storeInDatabase` keep them in PostgreSQL too (Redis holds a short-lived
    // copy, see betterAuthStorage), so sessions stay listable and revocable by the product's
    // own queries, deletion finds every row, single-use tokens are still consumed atomically
    // from the database, and sessions survive a Redis outage. Without Redis the option changes
    // nothing.
    ...(redis && { secondaryStorage: redis.storage }),
    verification: {
      ...(redis && { storeInDatabase: true }),
      // Reset and deletion links are kept as hashes, as magic links are (storeToken below):
      // someone who can read the table cannot use them. OAuth state needs no hashing: it signs
      // nobody in without the provider's answer.
      storeIdentifier: {
        default: "plain",
        overrides: { "reset-password:": "hashed", "delete-account-": "hashed" },
      },
    },
    session: {
      storeSessionInDatabase: true,
      freshAge: env.freshAge,
      // A signed copy of the session and user in a short-lived cookie: reads within its life
      // need no database. Better Auth's sensitive calls skip it, and so do the product's
      // server functions that change data (session.server.ts).
      cookieCache: { enabled: env.sessionCacheSeconds > 0, maxAge: env.sessionCacheSeconds },
    },
    emailAndPassword: {
      // Passwords are optional extras for magic-link accounts: set in the settings, never by
      // a sign-up form.
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({ to: user.email, ...resetPasswordMail({ appName, url }) });
      },
    },
    emailVerification: {
      expiresIn: EMAIL_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({ to: user.email, ...verifyEmailMail({ appName, url }) });
      },
    },
    user: {
      changeEmail: {
        enabled: env.changeEmailEnabled,
        updateEmailWithoutVerification: true,
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          await mailer.send({
            to: user.email,
            ...changeEmailConfirmationMail({ appName, url, newEmail }),
          });
        },
      },
      deleteUser: {
        enabled: env.deleteAccountEnabled,
        deleteTokenExpiresIn: DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
        async sendDeleteAccountVerification({ user, url }) {
          await mailer.send({ to: user.email, ...deleteAccountMail({ appName, url }) });
        },
        async beforeDelete(user) {
          try {
            await beforeUserDeleted?.(user.id);
          } catch (error) {
            console.warn(`Closing the billing account failed: ${(error as Error)?.message}`);
            throw new APIError("SERVICE_UNAVAILABLE", {
              message:
                "Your subscriptions could not be cancelled at the payment provider, so the account was not deleted. Please try again.",
            });
          }
        },
        async afterDelete(user) {
          await removeLeftovers(db, user);
          if (redis) await forgetVerifications(redis.client, user);
          onUserDeleted?.(user.id);
        },
      },
    },
    // AUTH_ALLOW_SIGNUP=false closes every way in for a new address, not only magic links.
    socialProviders: {
      ...(env.github && { github: { ...env.github, disableSignUp: !env.allowSignUp } }),
      ...(env.google && { google: { ...env.google, disableSignUp: !env.allowSignUp } }),
    },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders,
        allowDifferentEmails: env.allowDifferentEmails,
      },
    },
    rateLimit: {
      enabled: true,
      storage: redis ? "secondary-storage" : "database",
      modelName: "rateLimit",
      customRules: {
        "/sign-in/magic-link": MAGIC_LINK_IP_LIMIT,
        "/magic-link/verify": MAGIC_LINK_IP_LIMIT,
        "/sign-in/email": SENSITIVE_CALL_LIMIT,
        "/change-password": SENSITIVE_CALL_LIMIT,
        "/request-password-reset": SENSITIVE_CALL_LIMIT,
        "/reset-password": SENSITIVE_CALL_LIMIT,
        "/send-verification-email": SENSITIVE_CALL_LIMIT,
        "/change-email": SENSITIVE_CALL_LIMIT,
        "/delete-user": SENSITIVE_CALL_LIMIT,
        // Reads that pages and clients make on every load: counting them would cost two
        // database round trips per call (the limiter reads and writes its row) to guard
        // calls that send nothing and change nothing.
        ...Object.fromEntries(UNLIMITED_READS.map((path) => [path, false as const])),
      },
    },
    advanced: {
      // The route handler writes the connection's address (or, behind a trusted proxy, the
      // forwarded one) into this header, replacing anything the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips origin and callback checks when NODE_ENV=test; the tests must see
      // the production behaviour.
      disableOriginCheck: false,
      // The session and its user in one query: Drizzle relations in src/db/schema/relations.ts.
      database: { joins: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A call that changes something reads its session from the database, never from the
        // cookie cache: a session revoked a moment ago can read for at most
        // AUTH_SESSION_CACHE_SECONDS, but it can change nothing. The guards below see the
        // flag too, and the endpoint gets it through the returned context.
        if (ctx.request && ctx.request.method !== "GET") {
          ctx.query = { ...ctx.query, disableCookieCache: true };
          const own = await pathRules(ctx);
          return { context: { ...own?.context, query: ctx.query } };
        }
        return pathRules(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A verified address is not written into the signed session copy (Better Auth does that
        // only with auto sign-in), so the copy, set moments ago by the change, would show the
        // page "Not verified" for its last second: dropping it makes the next read ask the
        // database.
        if (ctx.path === "/verify-email") expireCookie(ctx, ctx.context.authCookies.sessionData);
        await emailChangeNotices(ctx, (to, content) => mailer.send({ to, ...content }));
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        disableSignUp: !env.allowSignUp,
        rateLimit: MAGIC_LINK_IP_LIMIT,
        async sendMagicLink({ email, url, token }, ctx) {
          try {
            await mailer.send({
              to: email,
              ...magicLinkMail({ appName, url, expiresInMinutes: MAGIC_LINK_TTL_SECONDS / 60 }),
            });
          } catch (error) {
            // Nothing half-done: no live token for a link nobody received, and the address's
            // allowance is not spent on it (the per-client limit still counted the try).
            const stored = createHash("sha256").update(token).digest("base64url");
            await Promise.allSettled([
              ctx?.context.internalAdapter.deleteVerificationByIdentifier(`magic-link:${stored}`),
              rateLimits.giveBack(addressKey("magic-link", email)),
            ]);
            throw error;
          }
        },
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: oidc.providerId,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ["openid", "email", "profile", "offline_access"],
                  pkce: true,
                  disableSignUp: !env.allowSignUp,
                },
              ],
            }),
          ]
        : []),
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        startingCharactersConfig: {
          shouldStore: true,
          charactersLength: API_KEY_PREFIX.length + 4,
        },
        // The plugin's stock per-key limit (10 requests a day) suits no API; limits belong to
        // the REST API's own verification path, which does not go through the plugin.
        rateLimit: { enabled: false },
      }),
      // Must stay last: it copies the cookies set by the calls above onto TanStack's response.
      tanstackStartCookies(),
    ],
  });
  for (const endpoint of Object.values(auth.api) as EndpointWithBody[]) {
    if (endpoint.path && endpoint.options?.body)
      bodySchemas.set(endpoint.path, endpoint.options.body);
  }
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
