import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const tempDir = () => mkdtempSync(join(tmpdir(), "env-test-"));

function problemsOf(input: Record<string, string>): string[] {
  try {
    parseEnv(input);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected the environment to be refused");
}

const production = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
  DATABASE_URL: "postgres://app:pw@db.internal:5432/app",
  SMTP_URL: "smtp://mail.internal:587",
  APP_URL: "https://app.example.com",
  POLAR_ACCESS_TOKEN: "polar_oat_example",
  POLAR_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
};

describe("the environment", () => {
  it("runs with nothing set: PGlite, dev mailbox, a generated secret kept in the data folder", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.nodeEnv).toBe("development");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.smtpUrl).toBeUndefined();
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.devToolsEnabled).toBe(true);
    expect(env.allowSignUp).toBe(true);
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(env.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });

  it("derives the address from PORT and strips a trailing slash from APP_URL", () => {
    expect(parseEnv({ DATA_DIR: tempDir(), PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(
      parseEnv({ DATA_DIR: tempDir(), NODE_ENV: "development", APP_URL: "https://x.example/" })
        .appUrl,
    ).toBe("https://x.example");
  });

  it("refuses development by default at a public https address, in one line", () => {
    const deployed = { DATA_DIR: tempDir(), APP_URL: "https://app.example.com" };
    expect(problemsOf(deployed)).toEqual([
      "NODE_ENV: is unset while APP_URL is https://app.example.com: set NODE_ENV=production to deploy there, or NODE_ENV=development to run the local services at that address",
    ]);
    expect(parseEnv({ ...deployed, NODE_ENV: "development" }).devToolsEnabled).toBe(true);
    expect(parseEnv({ DATA_DIR: tempDir(), APP_URL: "https://localhost:3000" }).nodeEnv).toBe(
      "development",
    );
  });

  it("reads the interface to listen on from NITRO_HOST, else HOST, as the server does", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).listenHost).toBeUndefined();
    expect(parseEnv({ DATA_DIR: tempDir(), HOST: "127.0.0.1" }).listenHost).toBe("127.0.0.1");
    expect(
      parseEnv({ DATA_DIR: tempDir(), HOST: "127.0.0.1", NITRO_HOST: "0.0.0.0" }).listenHost,
    ).toBe("0.0.0.0");
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "", SMTP_URL: "" });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.smtpUrl).toBeUndefined();
  });

  it("lists every problem at once", () => {
    const problems = problemsOf({
      DATA_DIR: tempDir(),
      PORT: "eighty",
      DATABASE_URL: "mysql://x/y",
      SMTP_URL: "http://mail",
      BETTER_AUTH_SECRET: "short",
      AUTH_ALLOW_SIGNUP: "maybe",
    });
    const keys = problems.map((p) => p.split(":")[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        "PORT",
        "DATABASE_URL",
        "SMTP_URL",
        "BETTER_AUTH_SECRET",
        "AUTH_ALLOW_SIGNUP",
      ]),
    );
  });

  it("in production, requires a real secret, database, mail server, public address and Polar", () => {
    const problems = problemsOf({ NODE_ENV: "production", DATA_DIR: tempDir() });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "APP_URL",
      "BETTER_AUTH_SECRET",
      "DATABASE_URL",
      "POLAR_ACCESS_TOKEN",
      "SMTP_URL",
    ]);
    expect(problems.join("\n")).toContain("ALLOW_LOCAL_SERVICES=true overrides");
  });

  it("refuses a weak or default BETTER_AUTH_SECRET and POLAR_WEBHOOK_SECRET, naming each", () => {
    const problems = problemsOf({
      ...production,
      DATA_DIR: tempDir(),
      BETTER_AUTH_SECRET: "better-auth-secret-12345678901234567890",
      POLAR_WEBHOOK_SECRET: "x",
    });
    expect(problems).toEqual([
      "BETTER_AUTH_SECRET: is a published default or a placeholder; generate one with `openssl rand -base64 32`",
      "POLAR_WEBHOOK_SECRET: must be at least 32 characters (it has 1); use the secret Polar shows for the webhook endpoint",
    ]);
    // Local use too: a secret someone set is meant to guard something.
    expect(problemsOf({ DATA_DIR: tempDir(), BETTER_AUTH_SECRET: "a".repeat(32) })).toEqual([
      expect.stringMatching(/^BETTER_AUTH_SECRET: is one character repeated; /),
    ]);
  });

  it("serves /metrics only with a METRICS_TOKEN held to the secrets' rules", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    const token = randomBytes(32).toString("base64");
    expect(parseEnv({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(problemsOf({ DATA_DIR: tempDir(), METRICS_TOKEN: "prometheus" })).toEqual([
      "METRICS_TOKEN: must be at least 32 characters (it has 10); generate one with `openssl rand -base64 32`",
    ]);
    expect(problemsOf({ DATA_DIR: tempDir(), METRICS_TOKEN: "metrics".repeat(6) })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN: repeats the same 7 characters; /),
    ]);
  });

  it("holds a secret file in the data folder to the same rules, and generates a strong one", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "auth-secret"), "better-auth-secret-12345678901234567890\n");
    const local = { NODE_ENV: "production", ALLOW_LOCAL_SERVICES: "true", DATA_DIR: dir };
    expect(problemsOf(local)).toEqual([
      `BETTER_AUTH_SECRET: unset, and the secret in ${join(dir, "auth-secret")} is a published default or a placeholder; set BETTER_AUTH_SECRET or delete the file`,
    ]);
    expect(parseEnv({ ...local, DATA_DIR: tempDir() }).authSecret).toHaveLength(43);
  });

  it("refuses BETTER_AUTH_SECRETS, which Better Auth would sign with instead, unchecked", () => {
    expect(problemsOf({ DATA_DIR: tempDir(), BETTER_AUTH_SECRETS: "1:whatever" })).toEqual([
      "BETTER_AUTH_SECRETS: is not supported (Better Auth would sign with it, unchecked): unset it",
    ]);
  });

  it("in production, refuses the dev tools unless local services are allowed", () => {
    expect(parseEnv({ ...production, DATA_DIR: tempDir() }).devToolsEnabled).toBe(false);
    const local = parseEnv({
      NODE_ENV: "production",
      ALLOW_LOCAL_SERVICES: "true",
      DATA_DIR: tempDir(),
    });
    expect(local.devToolsEnabled).toBe(true);
  });

  it("uses the local Polar twin without a token, with a webhook secret kept in the data folder", () => {
    const dir = tempDir();
    const env = parseEnv({ DATA_DIR: dir, POLAR_TWIN_PORT: "4999" });
    expect(env.polar).toMatchObject({ mode: "twin", twinPort: 4999 });
    expect(env.polar.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(parseEnv({ DATA_DIR: dir }).polar.webhookSecret).toBe(env.polar.webhookSecret);
  });

  it("uses Polar with a token and its webhook secret, on the chosen server", () => {
    const real = parseEnv({ ...production, DATA_DIR: tempDir() });
    expect(real.polar).toEqual({
      mode: "polar",
      accessToken: "polar_oat_example",
      webhookSecret: production.POLAR_WEBHOOK_SECRET,
      apiUrl: "https://api.polar.sh",
    });
    const sandbox = parseEnv({ ...production, POLAR_SERVER: "sandbox", DATA_DIR: tempDir() });
    expect(sandbox.polar).toMatchObject({ apiUrl: "https://sandbox-api.polar.sh" });
    const elsewhere = parseEnv({
      ...production,
      POLAR_API_URL: "http://127.0.0.1:4999/",
      DATA_DIR: tempDir(),
    });
    expect(elsewhere.polar).toMatchObject({ apiUrl: "http://127.0.0.1:4999" });
  });

  it("refuses a Polar token without the webhook secret", () => {
    const problems = problemsOf({ DATA_DIR: tempDir(), POLAR_ACCESS_TOKEN: "polar_oat_example" });
    expect(problems).toEqual([
      "POLAR_WEBHOOK_SECRET: is required with POLAR_ACCESS_TOKEN (webhooks are verified with it)",
    ]);
  });

  it("keeps rate limits in the database unless REDIS_URL names a redis:// or rediss:// server", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).redisUrl).toBeUndefined();
    expect(parseEnv({ DATA_DIR: tempDir(), REDIS_URL: "" }).redisUrl).toBeUndefined();
    for (const url of ["redis://127.0.0.1:6379", "rediss://user:pw@cache.internal:6380/2"]) {
      expect(parseEnv({ DATA_DIR: tempDir(), REDIS_URL: url }).redisUrl).toBe(url);
    }
    for (const url of ["http://cache.internal:6379", "cache.internal:6379", "redis"]) {
      expect(problemsOf({ DATA_DIR: tempDir(), REDIS_URL: url })).toEqual([
        expect.stringMatching(/^REDIS_URL: /),
      ]);
    }
  });

  it("reads sign-up and proxy switches", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), AUTH_ALLOW_SIGNUP: "false", TRUST_PROXY: "1" });
    expect(env.allowSignUp).toBe(false);
    expect(env.trustProxy).toBe(true);
  });

  it("reads ADMIN_EMAILS as trimmed, lowercased addresses, and names an entry that is none", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).adminEmails).toEqual([]);
    const env = parseEnv({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: " Ops@Example.com, ,root@example.org ",
    });
    expect(env.adminEmails).toEqual(["ops@example.com", "root@example.org"]);
    expect(problemsOf({ DATA_DIR: tempDir(), ADMIN_EMAILS: "ops@example.com,nobody" })).toEqual([
      'ADMIN_EMAILS.1: "nobody" is not an email address',
    ]);
  });
});
