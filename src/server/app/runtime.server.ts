import { join } from "node:path";
import { FREE_PLAN, PLANS } from "~/config/plans";
import { type DatabaseHandle, openDatabase, pgliteDirFor } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { type Env, type PolarSettings, env as readEnv } from "~/env.server";
import { ActivityLog, startActivityRetention } from "~/server/account/activity.server";
import { mintKey, pluginResponse } from "~/server/api-keys/api-keys.server";
import { KeyOverview } from "~/server/api-keys/overview.server";
import { KeyRateLimiter } from "~/server/api-keys/rate-limiter.server";
import { UsageRecorder } from "~/server/api-keys/usage.server";
import { ApiKeyVerifier, sharedKeyCreations } from "~/server/api-keys/verifier.server";
import { type Auth, createAuth } from "~/server/auth/auth.server";
import { SessionCache } from "~/server/auth/session-cache.server";
import type { Billing } from "~/server/billing/billing.server";
import { closeBillingAccount } from "~/server/billing/close-account.server";
import { CurrentSubscriptions } from "~/server/billing/current-subscription.server";
import { PlanEntitlements } from "~/server/billing/entitlements.server";
import { Metering, MeterReporter, pendingMeterEvents } from "~/server/billing/metering.server";
import { createPolarClient } from "~/server/billing/polar.server";
import { startBillingSchedule } from "~/server/billing/schedule.server";
import { oldestUnappliedAge } from "~/server/billing/webhooks.server";
import { createDevMailer, createSmtpMailer, type Mailer } from "~/server/mail/transport.server";
import { watchRuntime } from "~/server/metrics/metrics.server";
import { revokeKeysShownTo } from "~/server/organizations/organizations.server";
import { BackgroundTasks } from "~/server/platform/background.server";
import { leadWorker } from "~/server/platform/cluster.server";
import { DatabaseProbe } from "~/server/platform/database-probe.server";
import {
  DatabaseRateLimits,
  type RateLimitStore,
  RedisRateLimits,
} from "~/server/platform/rate-limit.server";
import {
  betterAuthStorage,
  connectRedis,
  type RedisConnection,
  RedisUnreachableError,
} from "~/server/platform/redis.server";
import { WebhookDeliverer } from "~/server/webhooks/delivery.server";
import { tellUsageThresholds } from "~/server/webhooks/usage-thresholds.server";
import { type Owner, personalWorkspace } from "~/server/workspaces/workspace.server";
import { type PolarTwin, productsFromPlans, startPolarTwin } from "~/twins/polar/index.server";
import FAVICON_SVG from "../../../public/favicon.svg?raw";

/**
 * Everything the server holds open, and every long-lived object built on it: built once per
 * process on first use (ADR 049). Code takes the part it needs as `XDeps = Pick<Runtime, …>`.
 */
export interface Runtime {
  env: Env;
  database: DatabaseHandle;
  /** Whether the database answers now, shared by the outage responses of a burst. */
  probe: DatabaseProbe;
  mailer: Mailer;
  auth: Auth;
  /** Rate-limit counters every instance shares: the database, or Redis with REDIS_URL. */
  rateLimits: RateLimitStore;
  /** Mails sent after their response; waited for before the process stops. */
  background: BackgroundTasks;
  /** The Redis connection, when REDIS_URL is set. */
  redis: RedisConnection | undefined;
  /** The REST API's key checking, per-key limits and usage counting, answered from memory. */
  apiKeys: {
    verifier: ApiKeyVerifier;
    /** Counts in memory, shared with the other instances through `rateLimits` every 250 ms. */
    limiter: KeyRateLimiter;
    usage: UsageRecorder;
    /** The dashboard's key list and usage, trusted for a second. */
    overview: KeyOverview;
  };
  /**
   * Polar (or its local twin) through the SDK, the secret its webhooks are signed with, and the
   * current subscription per owner (read by /api/v1/me and the plan's limits).
   */
  billing: Billing & { webhookSecret: string };
  /** Sends the queued meter events to Polar in the background (ADR 053). */
  meterReporter: MeterReporter;
  /** A period's API calls as billed: the product's count and Polar's meter (ADR 053). */
  metering: Metering;
  /** What each owner's plan allows, for every entry point (ADR 055). */
  entitlements: PlanEntitlements;
  /** The accounts' timelines and the alert mails of sensitive changes (ADR 026). */
  activity: ActivityLog;
  /** The sessions read lately, shared by every browser of a session (ADR 078). */
  sessions: SessionCache;
  /** Sends the outgoing webhooks queued in the outbox, in the background (ADR 083). */
  webhooks: WebhookDeliverer;
  /**
   * The object `make` builds from this runtime, made on its first call and kept: for modules the
   * runtime does not import (ADR 032), such as the REST API's app. Pass a module-level function.
   */
  once<T>(make: (runtime: Runtime) => T): T;
  /**
   * Drops everything this process caches about a user or an organization (its keys, the keys a
   * user minted, the key list, the current subscription): after a deletion or a lost right.
   */
  forgetOwner(owner: Owner): void;
}

export interface RuntimeInputs {
  env: Env;
  database: DatabaseHandle;
  /** The local Polar twin's address, when it runs (no POLAR_ACCESS_TOKEN). */
  polarTwinUrl?: string;
  /** The open connection to REDIS_URL; required when it is set. */
  redis?: RedisConnection;
}

/** Where billing calls go when the twin was not started: nothing listens, so they fail at once. */
const NO_POLAR = "http://127.0.0.1:9";

function createMailer(env: Env): Mailer {
  return env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createDevMailer(env.dataDir);
}

/** Assembles the runtime from an open database; tests call it with their own. */
export function assembleRuntime(
  { env, database, polarTwinUrl, redis }: RuntimeInputs,
  mailer = createMailer(env),
): Runtime {
  if (env.redisUrl && !redis) throw new Error("REDIS_URL is set but no Redis connection was given");
  const rateLimits = redis
    ? new RedisRateLimits(redis.client, redis.describe)
    : new DatabaseRateLimits(database.db);
  const verifier = new ApiKeyVerifier(database.db, { creations: sharedKeyCreations(rateLimits) });
  const overview = new KeyOverview(database.db);
  const background = new BackgroundTasks();
  const activity = new ActivityLog({
    db: database.db,
    mailer,
    background,
    rateLimits,
    appName: env.appName,
    appUrl: env.appUrl,
  });
  const billing = {
    db: database.db,
    appUrl: env.appUrl,
    webhookSecret: env.polar.webhookSecret,
    polar: createPolarClient({
      accessToken: env.polar.accessToken,
      baseUrl: env.polar.mode === "polar" ? env.polar.apiUrl : (polarTwinUrl ?? NO_POLAR),
    }),
    subscriptions: new CurrentSubscriptions(database.db),
  };
  const forgetOwner = (owner: Owner) => {
    verifier.forgetOwner(owner);
    if (owner.kind === "user") verifier.forgetMintedBy(owner.id);
    overview.forgetOwner(owner);
    billing.subscriptions.forgetOwner(owner);
  };
  const apiKeys = {
    verifier,
    limiter: new KeyRateLimiter(
      {
        max: env.apiRateLimit.max ?? FREE_PLAN.entitlements.apiCallsPerMinute,
        window: env.apiRateLimit.window,
      },
      rateLimits,
    ),
    usage: new UsageRecorder(database.db, Date.now, env.apiMetering, (owners) =>
      tellUsageThresholds({ db: database.db, subscriptions: billing.subscriptions }, owners),
    ),
    overview,
  };
  const entitlements = new PlanEntitlements(billing.subscriptions);
  const auth = createAuth({
    env,
    db: database.db,
    mailer,
    rateLimits,
    background,
    activity,
    apiKeys: {
      create: async (userId, origin, options) =>
        pluginResponse(
          await mintKey(
            { database, entitlements, apiKeys, activity },
            personalWorkspace(userId),
            origin,
            options,
          ),
        ),
      deleted: (keyId, userId) => {
        verifier.forgetKey(keyId);
        if (userId) overview.forgetOwner({ kind: "user", id: userId });
      },
    },
    redis: redis && { client: redis.client, storage: betterAuthStorage(redis.client) },
    entitlements,
    forgetOwner,
    beforeUserDeleted: (userId) => closeBillingAccount(billing, { kind: "user", id: userId }),
    organizations: {
      beforeDeleted: (id) => closeBillingAccount(billing, { kind: "organization", id }),
      deleted: (id) => forgetOwner({ kind: "organization", id }),
      lostKeyAccess: async (organizationId, userId) => {
        const revoked = await revokeKeysShownTo(database.db, organizationId, userId);
        for (const keyId of revoked) verifier.forgetKey(keyId);
        if (revoked.length > 0) forgetOwner({ kind: "organization", id: organizationId });
      },
      roleChanged: (_organizationId, userId) => verifier.forgetMintedBy(userId),
    },
  });
  const made = new Map<(runtime: Runtime) => unknown, unknown>();
  const runtime: Runtime = {
    env,
    database,
    probe: new DatabaseProbe(database.db),
    mailer,
    rateLimits,
    background,
    redis,
    activity,
    auth,
    sessions: new SessionCache({
      secret: env.authSecret,
      secure: env.appUrl.startsWith("https://"),
      ttlMs: env.sessionCacheSeconds * 1000,
    }),
    apiKeys,
    billing,
    meterReporter: new MeterReporter(database.db, billing.polar),
    metering: new Metering(billing, env.apiMetering),
    entitlements,
    webhooks: new WebhookDeliverer(
      { db: database.db, mailer, appName: env.appName, appUrl: env.appUrl },
      { allowPrivate: env.webhooksAllowPrivate },
    ),
    forgetOwner,
    once: <T>(make: (runtime: Runtime) => T): T => {
      if (!made.has(make)) made.set(make, make(runtime));
      return made.get(make) as T;
    },
  };
  return runtime;
}

function describeServices(runtime: Runtime, twinUrl: string | undefined): string[] {
  const { env } = runtime;
  return [
    `${env.appName} listening at ${env.appUrl} (on ${env.listenHost ?? "all interfaces"})`,
    `  database: ${runtime.database.describe}`,
    `  mail:     ${runtime.mailer.describe}`,
    `  limits:   ${runtime.rateLimits.describe}`,
    // Said wherever other processes can share the count: an external database (ADR 046).
    ...(env.databaseUrl
      ? [
          "            REST API calls a minute are exact in one process; each further worker or instance may admit about a tenth of a limit more (docs/deploy.md)",
        ]
      : []),
    `  payments: ${
      env.polar.mode === "polar"
        ? `Polar at ${env.polar.apiUrl}`
        : `local Polar twin at ${twinUrl} (test card 4242 4242 4242 4242)`
    }`,
  ];
}

/** The local Polar twin: Polar's API, checkout page and signed webhooks, state in DATA_DIR. */
async function startTwin(
  env: Env,
  polar: Extract<PolarSettings, { mode: "twin" }>,
): Promise<PolarTwin> {
  return startPolarTwin({
    products: productsFromPlans(PLANS),
    brand: { name: env.appName, faviconSvg: FAVICON_SVG },
    port: polar.twinPort,
    accessToken: polar.accessToken,
    webhook: { url: `${env.appUrl}/api/webhooks/polar`, secret: polar.webhookSecret },
    stateFile: join(env.dataDir, "polar-twin.json"),
  });
}

/**
 * Opens everything this process holds. Of several workers (WEB_CONCURRENCY), the first runs the
 * Polar twin, whose state lives in its process, and the work a machine needs once; the others
 * reach the twin on the port that src/server/platform/launcher.mjs chose for all of them.
 */
async function start(): Promise<Runtime> {
  const env = readEnv();
  const database = await openDatabase({
    url: env.databaseUrl,
    pgliteDir: pgliteDirFor(env.dataDir),
  });
  await applyMigrations(database);
  const redis = env.redisUrl ? await connectRedisOrExit(env.redisUrl) : undefined;
  // Only the lead worker runs the twin; the others reach it on its port (see the JSDoc).
  const twin =
    env.polar.mode === "twin" && leadWorker ? await startTwin(env, env.polar) : undefined;
  const twinUrl =
    twin?.url ?? (env.polar.mode === "twin" ? `http://127.0.0.1:${env.polar.twinPort}` : undefined);
  const runtime = assembleRuntime({ env, database, polarTwinUrl: twinUrl, redis });
  runtime.apiKeys.usage.start();
  watchRuntime({
    oldestUnappliedWebhookAge: () => oldestUnappliedAge(database.db),
    pendingMeterEvents: () => pendingMeterEvents(database.db),
    database: () => ({ kind: database.kind, ...database.use() }),
  });
  const stopBilling = leadWorker
    ? startBillingSchedule(runtime.billing, env.billingReconcileInterval)
    : async () => {};
  const stopRetention = leadWorker
    ? startActivityRetention(database.db, env.activityRetentionDays)
    : async () => {};
  if (leadWorker && env.apiMetering) runtime.meterReporter.start();
  // One worker a machine; the instances share the outbox through their claims (ADR 083).
  if (leadWorker) runtime.webhooks.start();
  if (leadWorker) console.info(describeServices(runtime, twinUrl).join("\n"));
  registerShutdown(async () => {
    await stopBilling();
    await stopRetention();
    // Mails already accepted (a reset link, say) go out before the mail transport closes; long
    // work ends at its next step.
    runtime.background.stop();
    await runtime.background.settled();
    // The last counts are queued before the sender stops; what it has not sent waits in the table.
    await runtime.apiKeys.usage.stop().catch(() => {});
    await runtime.meterReporter.stop();
    await runtime.webhooks.stop();
    await twin?.close();
    await runtime.apiKeys.limiter.stop();
    await runtime.mailer.close();
    await redis?.close().catch(() => {});
    await database.close();
  });
  return runtime;
}

/** Like an invalid environment, an unreachable REDIS_URL stops the process with the reason. */
async function connectRedisOrExit(url: string): Promise<RedisConnection> {
  try {
    return await connectRedis(url);
  } catch (error) {
    if (error instanceof RedisUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// Held on globalThis so that a module loaded twice (the dev server's reloads, or the same file in
// two bundles) still opens the database once: two PGlite instances on one folder corrupt it.
const RUNTIME = Symbol.for("app.runtime");
const SHUTDOWN = Symbol.for("app.shutdown-hooks");
type Globals = typeof globalThis & {
  [RUNTIME]?: Promise<Runtime>;
  [SHUTDOWN]?: Array<() => Promise<void>>;
};
const globals = globalThis as Globals;

export function getRuntime(): Promise<Runtime> {
  globals[RUNTIME] ??= start().catch((error) => {
    globals[RUNTIME] = undefined;
    throw error;
  });
  return globals[RUNTIME];
}

function registerShutdown(hook: () => Promise<void>): void {
  globals[SHUTDOWN] ??= [];
  globals[SHUTDOWN].push(hook);
}
