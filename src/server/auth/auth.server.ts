import { betterAuth, type SecondaryStorage } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { tanstackStartCookies } from "better-auth/tanstack-start";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Env } from "~/env.server";
import { headersLocale, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { confirmationLinkFor } from "~/lib/sign-in-link";
import { type ActivityLog, originOf } from "~/server/account/activity.server";
import type { PlanEntitlements } from "~/server/billing/entitlements.server";
import { betterAuthLogger } from "~/server/http/request-log.server";
import {
  changeEmailConfirmationMail,
  deleteAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from "~/server/mail/templates/account";
import { magicLinkMail } from "~/server/mail/templates/magic-link";
import type { Mailer } from "~/server/mail/transport.server";
import type { BackgroundTasks } from "~/server/platform/background.server";
import type { RateLimitStore } from "~/server/platform/rate-limit.server";
import { forgetVerifications, type RedisClient } from "~/server/platform/redis.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import {
  accountRules,
  DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
  EMAIL_TOKEN_TTL_SECONDS,
  removeLeftovers,
} from "./account-rules.server";
import { activityHooks } from "./activity-hooks.server";
import {
  addressLimits,
  MAGIC_LINK_TTL_SECONDS,
  RESET_PASSWORD_TTL_SECONDS,
  tooManyRequests,
} from "./address-limits.server";
import {
  adminEmailRules,
  adminPlugin,
  impersonationRules,
  keepImpersonationWithinItsHour,
} from "./admin-rules.server";
import { type ApiKeyEndpoints, apiKeyPlugin, apiKeyRules } from "./api-key-rules.server";
import { authRefusal } from "./auth-errors.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { passwordRules } from "./common-passwords.server";
import { endpointInputRules } from "./endpoint-input.server";
import { storableUser } from "./endpoints.server";
import { PER_IP_PATHS } from "./limits.server";
import {
  keepingAnOwner,
  type OrganizationEvents,
  organizationCallRules,
  organizationPlugin,
  organizationRules,
} from "./organization-rules.server";
import { ownSessionRules } from "./own-sessions.server";
import { passkeyRules, passkeys } from "./passkeys.server";
import { hashPassword, verifyPassword } from "./password.server";
import { providerAccountRules } from "./provider-accounts.server";
import { signInProviders } from "./providers.server";
import { magicLinkIdentifier } from "./sign-in-link.server";
import { signInOutcomeRules } from "./sign-in-outcome.server";
import { signUpRules } from "./sign-up.server";
import { secondStepRules, twoFactorPlugin, twoFactorRules } from "./two-factor.server";

// Better Auth as the product uses it: its configuration, and the hooks that hold every endpoint to
// the product's rules. The rules themselves live beside this file, one concern each: the endpoints'
// input shapes (endpoints.server.ts), limits per address (address-limits.server.ts), accounts
// (account-rules.server.ts), API keys, organizations, passkeys, two-factor, sign-in providers,
// and what the timeline records (activity-hooks.server.ts).

/**
 * Calls that read the caller's own state; Better Auth's limiter leaves them alone. Pages and
 * clients make them on every load: counting them would cost two database round trips per call
 * (the limiter reads and writes its row) to guard calls that send nothing and change nothing.
 */
const UNLIMITED_READS = ["/ok", "/get-session", "/list-accounts"];

/** A mail's language (ADR 062): the recipient's stored choice, else the asking request's. */
function recipientLocale(user: object | undefined, request: Request | undefined): Locale {
  const stored = (user as { locale?: string | null } | undefined)?.locale;
  return headersLocale(request?.headers, stored);
}

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Where the per-address and per-user counts are kept (the database, or Redis). */
  rateLimits: RateLimitStore;
  /** Mails sent after the response; the process waits for them before it stops. */
  background: BackgroundTasks;
  /** The product's API key rules, behind Better Auth's api-key endpoints. */
  apiKeys: ApiKeyEndpoints;
  /** The account's timeline (ADR 026): every endpoint records what it did there. */
  activity: ActivityLog;
  /** With REDIS_URL: Better Auth's secondary storage, and the client behind it. */
  redis?: { client: RedisClient; storage: SecondaryStorage };
  /** The organization endpoints' effects on billing and keys. */
  organizations?: OrganizationEvents;
  /** What each owner's plan allows, behind the organizations' cap on people. */
  entitlements: PlanEntitlements;
  /** Drops what this process caches about a deleted user (the runtime's `forgetOwner`). */
  forgetOwner?: (owner: Owner) => void;
  /** Runs before a user is deleted (billing closes the Polar customer); a throw stops the deletion. */
  beforeUserDeleted?: (userId: string) => Promise<void>;
}

export function createAuth({
  env,
  db,
  mailer,
  rateLimits,
  background,
  apiKeys,
  activity,
  redis,
  entitlements,
  forgetOwner,
  beforeUserDeleted,
  organizations,
}: AuthDependencies) {
  const appName = env.appName;
  const limits = env.authLimits;
  const addresses = addressLimits({ env, rateLimits, mailer });
  const providers = signInProviders(env);
  const timeline = activityHooks({
    activity,
    background,
    db,
    providerName: providers.providerName,
  });
  const organizationEndpoints = organizationRules(db, addresses);
  const adminEmails = adminEmailRules(db, env.adminEmails);
  const signUp = signUpRules(db, env.allowSignUp);

  /** The plugin's code checks, for the product's rule that turning two-factor off takes a code. */
  const late: { verifyCode?: (code: string, headers: Headers) => Promise<void> } = {};
  const twoFactorDeps = {
    rateLimits,
    rule: { window: limits.window, max: limits.passwordPerUser },
    verifyCode: (code: string, headers: Headers) => {
      if (!late.verifyCode) throw new Error("The auth instance is not ready");
      return late.verifyCode(code, headers);
    },
    tooManyRequests: (sentence: Words, retryAfter: number) =>
      tooManyRequests("two_factor", sentence, retryAfter),
  };

  const auth = betterAuth({
    appName,
    // Better Auth's warnings and errors as the app's own events: JSON lines with the request id.
    logger: betterAuthLogger,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    database: keepingAnOwner(drizzleAdapter(db, { provider: "pg", schema })),
    // With REDIS_URL: rate limits in Redis; sessions and one-time tokens stay in PostgreSQL too
    // (`storeSessionInDatabase`, `verification.storeInDatabase`), Redis holds copies (ADR 014).
    ...(redis && { secondaryStorage: redis.storage }),
    verification: {
      ...(redis && { storeInDatabase: true }),
      // Reset and deletion links are hashed, as magic links are (storeToken below); OAuth state
      // is not: it signs nobody in without the provider's response.
      storeIdentifier: {
        default: "plain",
        overrides: { "reset-password:": "hashed", "delete-account-": "hashed" },
      },
    },
    session: {
      storeSessionInDatabase: true,
      freshAge: env.freshAge,
      // A signed, short-lived session copy: reads need no database; sensitive calls and server
      // functions that change data skip it (session.server.ts).
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
      async onPasswordReset({ user }, request) {
        await activity.record(user.id, "password_reset", originOf(request?.headers));
      },
      async sendResetPassword({ user, url }, request) {
        await addresses.mailLater(
          "reset-password",
          user.email,
          request,
          resetPasswordMail({ appName, url, locale: recipientLocale(user, request) }),
        );
      },
    },
    emailVerification: {
      expiresIn: EMAIL_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user, url }, request) {
        await addresses.mailLater(
          "verify-email",
          user.email,
          request,
          verifyEmailMail({ appName, url, locale: recipientLocale(user, request) }),
        );
      },
    },
    user: {
      // The language and time zone the person chose (ADR 059, 060), set through update-user so
      // the signed session copy carries them at once; the endpoint's body checks their values.
      additionalFields: {
        locale: { type: "string", required: false, input: true },
        timeZone: { type: "string", required: false, input: true },
      },
      changeEmail: {
        enabled: env.changeEmailEnabled,
        updateEmailWithoutVerification: true,
        async sendChangeEmailConfirmation({ user, newEmail, url }, request) {
          // To the old address, which is the one to warn if the change was not its owner's.
          const notMeUrl = await activity.notMeLink(user.id);
          await addresses.mailLater(
            "change-email",
            user.email,
            request,
            changeEmailConfirmationMail({
              appName,
              url,
              newEmail,
              notMeUrl,
              locale: recipientLocale(user, request),
            }),
          );
        },
      },
      deleteUser: {
        enabled: env.deleteAccountEnabled,
        deleteTokenExpiresIn: DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
        async sendDeleteAccountVerification({ user, url }, request) {
          await addresses.mailLater(
            "delete-account",
            user.email,
            request,
            deleteAccountMail({ appName, url, locale: recipientLocale(user, request) }),
          );
        },
        async beforeDelete(user) {
          await organizationEndpoints.refuseWhileOwningAlone(user.id);
          try {
            await beforeUserDeleted?.(user.id);
          } catch (error) {
            console.warn(`Closing the billing account failed: ${(error as Error)?.message}`);
            throw await authRefusal(
              "SERVICE_UNAVAILABLE",
              words(m.error_account_billing_not_closed, {}),
            );
          }
        },
        async afterDelete(user) {
          await removeLeftovers(db, user);
          if (redis) await forgetVerifications(redis.client, user);
          forgetOwner?.({ kind: "user", id: user.id });
        },
      },
    },
    socialProviders: providers.socialProviders,
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: providers.trusted,
        allowDifferentEmails: env.allowDifferentEmails,
      },
    },
    rateLimit: {
      enabled: true,
      storage: redis ? "secondary-storage" : "database",
      modelName: "rateLimit",
      // Any other call, per client IP (Better Auth's window of 10 seconds).
      window: 10,
      max: limits.otherPerIp,
      customRules: {
        ...Object.fromEntries(
          PER_IP_PATHS.map((path) => [path, { window: limits.window, max: limits.perIp }]),
        ),
        // Not counted: the limiter's two round trips would guard calls that change nothing.
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
      // Mails that go only where an account exists (a reset link, say) are sent after the
      // answer, so the response takes as long for an address nobody holds.
      backgroundTasks: { handler: background.run },
    },
    databaseHooks: {
      user: {
        // Whatever endpoint makes a user (a magic link's name, a provider's profile), it is stored
        // within the product's rules, like a name set in the settings.
        create: {
          before: async (user) => {
            await signUp.checkNewUser(user.email);
            const data = storableUser(user);
            return data && { data: adminEmails.newUser(data) };
          },
          after: async (user, ctx) => {
            timeline.userCreated(user.id, ctx?.request);
            await adminEmails.userCreated(user);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await adminEmails.sessionCreated(session);
          },
        },
        update: {
          after: async (session) => {
            await keepImpersonationWithinItsHour(session, async (token, expiresAt) => {
              const { internalAdapter } = await auth.$context;
              await internalAdapter.updateSession(token, { expiresAt });
            });
          },
        },
      },
      account: {
        create: {
          after: async (row, ctx) => {
            await timeline.recordNewAccountRow(
              row,
              ctx?.request,
              ctx?.request?.headers ?? ctx?.headers,
            );
          },
        },
      },
    },
    plugins: [
      // The product's rules, in the order they run (ADR 047): each is a small local plugin, and
      // Better Auth runs plugin hooks in list order, before the hooks of the plugins below.
      endpointInputRules,
      impersonationRules(db),
      apiKeyRules(apiKeys),
      passkeyRules(db, activity),
      ownSessionRules(db),
      twoFactorRules(twoFactorDeps),
      passwordRules(addresses),
      timeline.reads,
      signUp.rules,
      addresses.ownMail,
      organizationCallRules(organizationEndpoints, {
        db,
        deleteAccountEnabled: env.deleteAccountEnabled,
        events: organizations,
      }),
      providerAccountRules(providers.refuseUnknownProvider),
      accountRules({ send: (to, content) => mailer.send({ to, ...content }), activity }),
      timeline.records,
      signInOutcomeRules,
      // Last: it may answer instead of the endpoint (an error in the product's words, or the
      // redirect to a sign-in's second step).
      secondStepRules(db, twoFactorDeps, env.appUrl),
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        // Per client IP (customRules above). AUTH_ALLOW_SIGNUP=false is checked where the user
        // row is made (signUpRules), so an invited address can still join by link.
        rateLimit: { window: limits.window, max: limits.perIp },
        async sendMagicLink({ email, url, token }, ctx) {
          // In the recipient's stored language, else the asking browser's.
          const recipient = await ctx?.context.internalAdapter.findUserByEmail(email);
          await addresses.mailSignInLink(
            email,
            ctx?.request?.headers,
            magicLinkMail({
              appName,
              locale: recipientLocale(recipient?.user, ctx?.request),
              // The page that asks before spending the token: a mail scanner's GET of the
              // link signs nobody in (ADR 023).
              url: confirmationLinkFor(url, env.appUrl),
              expiresInMinutes: MAGIC_LINK_TTL_SECONDS / 60,
            }),
            () =>
              ctx?.context.internalAdapter.deleteVerificationByIdentifier(
                magicLinkIdentifier(token),
              ),
          );
        },
      }),
      ...providers.plugins,
      apiKeyPlugin(),
      organizationPlugin({ env, db, entitlements, limits: addresses, events: organizations }),
      passkeys(env),
      twoFactorPlugin(appName),
      adminPlugin(),
      // Must stay last: it copies the cookies set by the calls above onto TanStack's response.
      tanstackStartCookies(),
    ],
  });
  late.verifyCode = async (code, headers) => {
    // Six digits come from the authenticator app; anything else the endpoint let in is a backup code.
    if (/^\d{6}$/.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
    // Signed in, the plugin checks (and spends) the code without making a session.
    else await auth.api.verifyBackupCode({ body: { code }, headers });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
