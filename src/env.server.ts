import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { APP_NAME } from "~/lib/brand";
import { secretWeakness } from "~/server/platform/secret-strength.server";

const flag = z.stringbool({
  truthy: ["true", "1", "yes", "on"],
  falsy: ["false", "0", "no", "off", ""],
});

/**
 * A secret, held to the rules of secret-strength.server.ts whenever it is set (a secret someone
 * set is meant to guard something, in local use too); `remedy` says where a good one comes from.
 */
function secret(remedy: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const weakness = secretWeakness(value);
      if (weakness) ctx.addIssue({ code: "custom", message: `${weakness}; ${remedy}` });
    })
    .optional();
}

/** A comma-separated list of addresses, each trimmed and lowercased; empty entries are dropped. */
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim().toLowerCase())
      .filter((address) => address !== ""),
  )
  .pipe(z.array(z.email({ error: (issue) => `"${String(issue.input)}" is not an email address` })));

const envSchema = z
  .object({
    // Unset means development, except at a public https address (see the check below).
    NODE_ENV: z.enum(["development", "production", "test"]).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().optional(),
    NITRO_HOST: z.string().optional(),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    BETTER_AUTH_SECRET: secret("generate one with `openssl rand -base64 32`"),
    // Better Auth reads this list itself and would sign with its first entry instead.
    BETTER_AUTH_SECRETS: z
      .never({ error: "is not supported (Better Auth would sign with it, unchecked): unset it" })
      .optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    POLAR_ACCESS_TOKEN: z.string().min(1).optional(),
    POLAR_WEBHOOK_SECRET: secret("use the secret Polar shows for the webhook endpoint"),
    POLAR_SERVER: z.enum(["production", "sandbox"]).default("production"),
    POLAR_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    POLAR_TWIN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    BILLING_RECONCILE_INTERVAL: z.coerce.number().int().min(0).default(300),
    API_METERING: flag.default(true),
    AUTH_ALLOW_SIGNUP: flag.default(true),
    TRUST_PROXY: flag.default(false),
    LOG_REQUESTS: flag.optional(),
    METRICS_TOKEN: secret("generate one with `openssl rand -base64 32`"),
    ALLOW_LOCAL_SERVICES: flag.default(false),
    // Unset: allowed outside production only (ADR 083).
    WEBHOOKS_ALLOW_PRIVATE: flag.optional(),
    AUTH_ENABLE_CHANGE_EMAIL: flag.default(true),
    AUTH_ENABLE_DELETE_ACCOUNT: flag.default(true),
    AUTH_ALLOW_DIFFERENT_EMAILS: flag.default(false),
    ADMIN_EMAILS: addressList.optional(),
    AUTH_FRESH_AGE: z.coerce.number().int().min(0).default(3600),
    AUTH_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(1),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, "lowercase letters, digits and dashes only")
      .default("oidc"),
    OIDC_PROVIDER_NAME: z.string().min(1).default("OpenID Connect"),
    AUTH_LIMIT_WINDOW: z.coerce.number().int().min(1).max(86_400).default(600),
    INVITATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
    AUTH_LIMIT_OTHER_PER_IP: z.coerce.number().int().min(1).default(100),
    AUTH_LIMIT_MAILS_PER_NETWORK: z.coerce.number().int().min(1).default(3),
    AUTH_LIMIT_MAILS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    AUTH_LIMIT_PASSWORD_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    AUTH_LIMIT_PASSWORD_PER_USER: z.coerce.number().int().min(1).default(10),
    // Unset: each plan's figure (src/config/plans.ts). Set: every key's, whatever its plan.
    API_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
    API_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
  })
  .superRefine((env, ctx) => {
    const groups: (keyof typeof env)[][] = [
      ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
    ];
    for (const group of groups) {
      const set = group.filter((key) => env[key] !== undefined);
      if (set.length === 0 || set.length === group.length) continue;
      for (const key of group.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `is required with ${set.join(", ")}`,
        });
      }
    }
    if (env.POLAR_ACCESS_TOKEN && !env.POLAR_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["POLAR_WEBHOOK_SECRET"],
        message: "is required with POLAR_ACCESS_TOKEN (webhooks are verified with it)",
      });
    }
    if (env.NODE_ENV === undefined && env.APP_URL && isPublicHttps(env.APP_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["NODE_ENV"],
        message: `is unset while APP_URL is ${env.APP_URL}: set NODE_ENV=production to deploy there, or NODE_ENV=development to run the local services at that address`,
      });
    }
    if (env.NODE_ENV !== "production" || env.ALLOW_LOCAL_SERVICES) return;
    const required: [keyof typeof env, string][] = [
      ["BETTER_AUTH_SECRET", "a generated secret is only for local use"],
      ["DATABASE_URL", "the embedded PGlite database is only for local use"],
      ["SMTP_URL", "the dev mailbox is only for local use"],
      ["APP_URL", "links in mails need the public address"],
      ["POLAR_ACCESS_TOKEN", "the local Polar twin is only for local use"],
    ];
    for (const [key, why] of required) {
      if (!env[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `is required when NODE_ENV=production (${why}; ALLOW_LOCAL_SERVICES=true overrides)`,
        });
      }
    }
  });

/** Every variable the schema reads: deploy blueprints may set these and no others (ADR 063). */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

/**
 * An https address other than this machine's own: the sign of a deployment, where development
 * mode (the Polar twin, /dev pages) must be asked for, never fallen into by a missing NODE_ENV.
 */
function isPublicHttps(appUrl: string): boolean {
  const { protocol, hostname } = new URL(appUrl);
  return protocol === "https:" && !["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}

export type EnvInput = Record<string, string | undefined>;

export interface Env {
  nodeEnv: "development" | "production" | "test";
  appName: string;
  appUrl: string;
  port: number;
  /**
   * The interface the built server listens on (NITRO_HOST, else HOST); unset, every interface.
   * Outside production src/server/app/lifecycle.nitro.ts sets HOST to 127.0.0.1 when both are unset.
   */
  listenHost: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Redis for the rate limits every instance shares (and Better Auth's secondary storage);
   * unset, they are kept in the database.
   */
  redisUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Real Polar when POLAR_ACCESS_TOKEN is set; otherwise the local Polar twin, started in process. */
  polar: PolarSettings;
  /** Seconds between billing reconciliations with Polar; 0 turns the schedule off. */
  billingReconcileInterval: number;
  /** REST API calls reported to Polar's meter (ADR 053); off: counted only, never billed. */
  apiMetering: boolean;
  allowSignUp: boolean;
  trustProxy: boolean;
  /** One JSON line per request on stdout; unset: on in the built server, off under `vite dev`. */
  logRequests: boolean | undefined;
  /** The bearer token GET /metrics asks for; unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** The local twins (dev mailbox, its pages, the dev error page) may be served. */
  devToolsEnabled: boolean;
  /**
   * Outgoing webhooks may go to loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE); unset,
   * only outside production, where a receiver on this machine is the usual test (ADR 083).
   */
  webhooksAllowPrivate: boolean;
  changeEmailEnabled: boolean;
  deleteAccountEnabled: boolean;
  allowDifferentEmails: boolean;
  /**
   * Addresses (lowercased) whose accounts get the admin role when made and at every sign-in
   * (ADR 036); the console grants it to others.
   */
  adminEmails: readonly string[];
  /** Seconds a session counts as fresh for sensitive calls; 0 turns the check off. */
  freshAge: number;
  /** Seconds an organization's invitation stays valid (INVITATION_TTL_HOURS, default 48 h). */
  invitationTtlSeconds: number;
  /** Days an account event stays on its timeline (ACTIVITY_RETENTION_DAYS, default 180). */
  activityRetentionDays: number;
  /**
   * Seconds a signed copy of the session in a cookie is trusted without the database; 0 turns
   * the cache off. A revoked session keeps working on reads for at most this long.
   */
  sessionCacheSeconds: number;
  github: OAuthClient | undefined;
  google: OAuthClient | undefined;
  oidc: (OAuthClient & { issuer: string; providerId: string; name: string }) | undefined;
  /** The sign-in, mail and password limits (AUTH_LIMIT_*; see AuthLimits). */
  authLimits: AuthLimits;
  /**
   * The REST API's per-key window in seconds, and `max`, requests per window, when
   * API_RATE_LIMIT_MAX overrides the plans' figures (benchmarks, tests); else undefined.
   */
  apiRateLimit: { max: number | undefined; window: number };
}

/**
 * How often the auth calls may be made, by whom. Every count is shared by all instances
 * (ADR 014); the defaults suit a company of a few hundred people behind one address.
 */
export interface AuthLimits {
  /** Seconds each window below lasts (AUTH_LIMIT_WINDOW). */
  window: number;
  /**
   * Per client IP (an IPv6 /64) and window: every call that signs in, checks a link or a
   * password, or sends mail (AUTH_LIMIT_PER_IP).
   */
  perIp: number;
  /** Per client IP on any other auth call, per 10 seconds (AUTH_LIMIT_OTHER_PER_IP). */
  otherPerIp: number;
  /** Mails of one kind to one address asked for from one network, per window. */
  mailsPerNetwork: number;
  /**
   * Mails of one kind to one address from all networks together, per window or per the links'
   * lifetime when that is shorter: whenever this refuses, a link sent within its lifetime is
   * already in that inbox.
   */
  mailsPerAddress: number;
  /** Password sign-ins per address, from any client, per window. */
  passwordPerAddress: number;
  /** Password changes and first passwords per user, per window. */
  passwordPerUser: number;
}

export type PolarSettings =
  | { mode: "polar"; accessToken: string; webhookSecret: string; apiUrl: string }
  | { mode: "twin"; accessToken: string; webhookSecret: string; twinPort: number };

const POLAR_API_URLS = {
  production: "https://api.polar.sh",
  sandbox: "https://sandbox-api.polar.sh",
} as const;

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

function client(id: string | undefined, secret: string | undefined): OAuthClient | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Reads a secret persisted in the data folder, creating it on first use. The new secret is
 * written whole under another name, then linked into place, which fails if the file exists: of
 * several processes starting at once (WEB_CONCURRENCY), the first to link wins and the others
 * read its secret, never a half-written one.
 */
function persistedSecret(
  dataDir: string,
  name = "auth-secret",
  generate = () => randomBytes(32).toString("base64url"),
): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  // Linked into place below: the first process to link wins, the others read its secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${generate()}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * The secret generated into the data folder when BETTER_AUTH_SECRET is unset, held to the same
 * rules: the file may have been written by hand or copied from elsewhere.
 */
function localSecret(dataDir: string): string {
  const secret = persistedSecret(dataDir);
  const weakness = secretWeakness(secret);
  if (weakness) {
    throw new EnvError([
      `BETTER_AUTH_SECRET: unset, and the secret in ${join(dataDir, "auth-secret")} ${weakness}; set BETTER_AUTH_SECRET or delete the file`,
    ]);
  }
  return secret;
}

function emptyToUndefined(source: EnvInput): EnvInput {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
}

export function parseEnv(source: EnvInput): Env {
  const result = envSchema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`),
    );
  }
  const raw = result.data;
  const dataDir = resolve(raw.DATA_DIR);
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: raw.NODE_ENV ?? "development",
    appName: APP_NAME,
    appUrl,
    port: raw.PORT,
    listenHost: raw.NITRO_HOST ?? raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    redisUrl: raw.REDIS_URL,
    authSecret: raw.BETTER_AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? `${APP_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    polar:
      raw.POLAR_ACCESS_TOKEN && raw.POLAR_WEBHOOK_SECRET
        ? {
            mode: "polar",
            accessToken: raw.POLAR_ACCESS_TOKEN,
            webhookSecret: raw.POLAR_WEBHOOK_SECRET,
            apiUrl: (raw.POLAR_API_URL ?? POLAR_API_URLS[raw.POLAR_SERVER]).replace(/\/+$/, ""),
          }
        : {
            mode: "twin",
            accessToken: "polar_twin_local",
            // Standard Webhooks form, as Polar shows endpoint secrets.
            webhookSecret: persistedSecret(
              dataDir,
              "polar-twin-webhook-secret",
              () => `whsec_${randomBytes(24).toString("base64")}`,
            ),
            twinPort: raw.POLAR_TWIN_PORT,
          },
    billingReconcileInterval: raw.BILLING_RECONCILE_INTERVAL,
    apiMetering: raw.API_METERING,
    allowSignUp: raw.AUTH_ALLOW_SIGNUP,
    trustProxy: raw.TRUST_PROXY,
    logRequests: raw.LOG_REQUESTS,
    metricsToken: raw.METRICS_TOKEN,
    devToolsEnabled: raw.NODE_ENV !== "production" || raw.ALLOW_LOCAL_SERVICES,
    webhooksAllowPrivate: raw.WEBHOOKS_ALLOW_PRIVATE ?? raw.NODE_ENV !== "production",
    changeEmailEnabled: raw.AUTH_ENABLE_CHANGE_EMAIL,
    deleteAccountEnabled: raw.AUTH_ENABLE_DELETE_ACCOUNT,
    allowDifferentEmails: raw.AUTH_ALLOW_DIFFERENT_EMAILS,
    adminEmails: raw.ADMIN_EMAILS ?? [],
    freshAge: raw.AUTH_FRESH_AGE,
    invitationTtlSeconds: raw.INVITATION_TTL_HOURS * 3600,
    activityRetentionDays: raw.ACTIVITY_RETENTION_DAYS,
    sessionCacheSeconds: raw.AUTH_SESSION_CACHE_SECONDS,
    authLimits: {
      window: raw.AUTH_LIMIT_WINDOW,
      perIp: raw.AUTH_LIMIT_PER_IP,
      otherPerIp: raw.AUTH_LIMIT_OTHER_PER_IP,
      mailsPerNetwork: raw.AUTH_LIMIT_MAILS_PER_NETWORK,
      mailsPerAddress: raw.AUTH_LIMIT_MAILS_PER_ADDRESS,
      passwordPerAddress: raw.AUTH_LIMIT_PASSWORD_PER_ADDRESS,
      passwordPerUser: raw.AUTH_LIMIT_PASSWORD_PER_USER,
    },
    apiRateLimit: { max: raw.API_RATE_LIMIT_MAX, window: raw.API_RATE_LIMIT_WINDOW },
    github: client(raw.GITHUB_CLIENT_ID, raw.GITHUB_CLIENT_SECRET),
    google: client(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET),
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            providerId: raw.OIDC_PROVIDER_ID,
            name: raw.OIDC_PROVIDER_NAME,
          }
        : undefined,
  };
}

let cached: Env | undefined;

/** The process environment, validated once; a bad value stops the server with the full list. */
export function env(): Env {
  if (!cached) {
    try {
      cached = parseEnv(process.env);
    } catch (error) {
      if (error instanceof EnvError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  return cached;
}
