import { type DatabaseHandle, openDatabase, pgliteDirFor } from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";
import { type Env, env as readEnv } from "~/env.server";
import { currentSubscriptions } from "~/server/api/v1/current-subscription.server";
import { KeyRateLimiter } from "~/server/api-keys/rate-limiter.server";
import { UsageRecorder } from "~/server/api-keys/usage.server";
import { ApiKeyVerifier } from "~/server/api-keys/verifier.server";
import { type Auth, createAuth } from "~/server/auth/auth.server";
import { createDevMailer, createSmtpMailer, type Mailer } from "~/server/mail/transport.server";

/** Everything the server holds open: built once per process on first use. */
export interface Runtime {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  auth: Auth;
  /** The REST API's key checking, per-key limits and usage counting, all in memory. */
  apiKeys: {
    verifier: ApiKeyVerifier;
    limiter: KeyRateLimiter;
    usage: UsageRecorder;
  };
}

export interface RuntimeParts {
  env: Env;
  database: DatabaseHandle;
}

export function createMailer(env: Env): Mailer {
  return env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createDevMailer(env.dataDir);
}

/** Assembles the runtime from an open database; tests call it with their own. */
export function assembleRuntime(
  { env, database }: RuntimeParts,
  mailer = createMailer(env),
): Runtime {
  const verifier = new ApiKeyVerifier(database.db);
  const onUserDeleted = (userId: string) => {
    verifier.forgetUser(userId);
    currentSubscriptions(database.db).forgetUser(userId);
  };
  return {
    env,
    database,
    mailer,
    auth: createAuth({ env, db: database.db, mailer, onUserDeleted }),
    apiKeys: {
      verifier,
      limiter: new KeyRateLimiter(env.apiRateLimit),
      usage: new UsageRecorder(database.db),
    },
  };
}

function describeServices(runtime: Runtime): string[] {
  const { env } = runtime;
  return [
    `${env.appName} listening at ${env.appUrl}`,
    `  database: ${runtime.database.describe}`,
    `  mail:     ${runtime.mailer.describe}`,
    `  payments: ${env.polarAccessToken ? "Polar (POLAR_ACCESS_TOKEN set)" : "not configured yet (billing is not built)"}`,
  ];
}

async function start(): Promise<Runtime> {
  const env = readEnv();
  const database = await openDatabase({
    url: env.databaseUrl,
    pgliteDir: pgliteDirFor(env.dataDir),
  });
  await applyMigrations(database.db);
  const runtime = assembleRuntime({ env, database });
  runtime.apiKeys.usage.start();
  console.info(describeServices(runtime).join("\n"));
  registerShutdown(async () => {
    await runtime.apiKeys.usage.stop().catch(() => {});
    await runtime.mailer.close();
    await database.close();
  });
  return runtime;
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
