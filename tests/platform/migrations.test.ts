import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, rowsOf } from "~/db/client.server";
import { applyMigrations, bundledMigrations } from "~/db/migrate.server";
import { databaseKinds, emptyDatabase, openEmptyDatabase } from "../support/databases";

const specTables = [
  "account",
  "account_event",
  // What admins did in the console (ADR 036).
  "admin_audit",
  // The REST API's stored responses to Idempotency-Key retries (ADR 034).
  "api_idempotency",
  "api_key_usage",
  "apikey",
  "invitation",
  // The agents that connected to /mcp, under their keys (ADR 082).
  "mcp_agent",
  "member",
  // API calls waiting to be reported to Polar's meter (ADR 053).
  "meter_event_outbox",
  "organization",
  "passkey",
  "rate_limit",
  // "Reconcile now" runs started in the admin console, with their progress (ADR 037).
  "reconcile_run",
  "session",
  "subscription",
  "team",
  "team_member",
  "two_factor",
  "user",
  "verification",
  // Outgoing webhooks: attempts, deliveries, endpoints and the outbox (ADR 083).
  "webhook_attempt",
  "webhook_delivery",
  "webhook_endpoint",
  "webhook_event",
  "webhook_message",
];

describe.each(databaseKinds)("migrations on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmptyDatabase(kind);
    await applyMigrations(handle);
  });
  afterAll(() => handle?.close());

  it("create a table for every entity of the spec", async () => {
    const rows = rowsOf<{ table_name: string }>(
      await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name collate "C"`,
      ),
    );
    expect(rows.map((r) => r.table_name)).toEqual(specTables);
  });

  it("record each committed migration once and are a no-op the second time", async () => {
    await applyMigrations(handle);
    const rows = rowsOf<{ count: number }>(
      await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(rows[0]?.count)).toBe(bundledMigrations().length);
  });

  it("delete a user's sessions, accounts, keys, passkeys, two-factor secrets, subscriptions and events with the user", async () => {
    const db = handle.db;
    await db.execute(sql`insert into "user" (id, email) values ('u1', 'cascade@example.com')`);
    await db.execute(
      sql`insert into session (id, user_id, token, expires_at) values ('s1', 'u1', 't1', now() + interval '1 day')`,
    );
    await db.execute(
      sql`insert into account (id, user_id, provider_id, account_id) values ('a1', 'u1', 'github', '1')`,
    );
    await db.execute(sql`insert into apikey (id, key, reference_id) values ('k1', 'hash', 'u1')`);
    await db.execute(sql`insert into passkey (id, public_key, user_id, credential_id, counter, device_type, backed_up)
      values ('pk1', 'key', 'u1', 'cred1', 0, 'singleDevice', false)`);
    await db.execute(sql`insert into subscription (id, user_id, provider_subscription_id, provider_customer_id, product_id, plan_id, name, status, price, price_before_discount, billing_cycle, current_period_start)
      values ('sub1', 'u1', 'ps1', 'pc1', 'prod', 'plan', 'Pro', 'active', '9.00', '9.00', 'monthly', now())`);
    await db.execute(
      sql`insert into account_event (id, user_id, kind) values ('e1', 'u1', 'sign_in')`,
    );
    await db.execute(
      sql`insert into two_factor (id, secret, backup_codes, user_id) values ('tf1', 'enc', 'enc', 'u1')`,
    );
    await db.execute(sql`delete from "user" where id = 'u1'`);
    for (const table of [
      "session",
      "account",
      "apikey",
      "passkey",
      "subscription",
      "account_event",
      "two_factor",
    ]) {
      const rows = rowsOf<{ count: number }>(
        await db.execute(sql.raw(`select count(*)::int as count from ${table}`)),
      );
      expect(Number(rows[0]?.count), table).toBe(0);
    }
  });

  it("keep the admin audit log when the admin and the account acted on are deleted", async () => {
    const db = handle.db;
    await db.execute(
      sql`insert into "user" (id, email, role) values ('admin1', 'admin@example.com', 'admin'), ('u3', 'target@example.com', 'user')`,
    );
    await db.execute(
      sql`insert into session (id, user_id, token, expires_at, impersonated_by) values ('s3', 'u3', 't3', now() + interval '1 hour', 'admin1')`,
    );
    await db.execute(sql`insert into admin_audit (id, actor_id, actor_email, action, target_user_id, target_email)
      values ('audit1', 'admin1', 'admin@example.com', 'user_banned', 'u3', 'target@example.com')`);
    await db.execute(sql`delete from "user" where id = 'admin1'`);
    // An admin's impersonation sessions go with the admin.
    const sessions = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from session where id = 's3'`),
    );
    expect(Number(sessions[0]?.count)).toBe(0);
    await db.execute(sql`delete from "user" where id = 'u3'`);
    const rows = rowsOf<Record<string, string | null>>(
      await db.execute(
        sql`select actor_id, actor_email, target_user_id, target_email from admin_audit where id = 'audit1'`,
      ),
    );
    expect(rows).toEqual([
      {
        actor_id: null,
        actor_email: "admin@example.com",
        target_user_id: "u3",
        target_email: "target@example.com",
      },
    ]);
  });

  it("refuse a subscription status outside the spec's list", async () => {
    await handle.db.execute(
      sql`insert into "user" (id, email) values ('u2', 'status@example.com')`,
    );
    await expect(
      handle.db.execute(sql`insert into subscription (id, user_id, provider_subscription_id, provider_customer_id, product_id, plan_id, name, status, price, price_before_discount, billing_cycle, current_period_start)
        values ('sub2', 'u2', 'ps2', 'pc2', 'prod', 'plan', 'Pro', 'paused', '9.00', '9.00', 'monthly', now())`),
    ).rejects.toThrow();
  });
});

describe.each(databaseKinds)("migration 0004 (one personal key per user) on %s", (kind) => {
  it("keeps each user's oldest key, the one the screens showed, and refuses a second", async () => {
    const handle = await openEmptyDatabase(kind);
    try {
      const all = bundledMigrations();
      const before = all.findIndex((m) => m.sql.join("").includes("apikey_reference_id_unique"));
      expect(before).toBeGreaterThan(0);
      await applyMigrations(handle, all.slice(0, before));
      const db = handle.db;
      await db.execute(
        sql`insert into "user" (id, email) values ('u1', 'keys@example.com'), ('u2', 'one@example.com')`,
      );
      // Keys made through Better Auth's /api-key/create beside the one the dashboard showed.
      await db.execute(sql`insert into apikey (id, key, reference_id, created_at) values
        ('shown', 'h1', 'u1', now() - interval '2 days'),
        ('hidden-1', 'h2', 'u1', now() - interval '1 day'),
        ('hidden-2', 'h3', 'u1', now()),
        ('only', 'h4', 'u2', now())`);
      // Up to the migration that lets a plan hold more keys (0014, ADR 055).
      const perPlan = all.findIndex((m) =>
        m.sql.join("").includes('DROP INDEX "apikey_owner_unique"'),
      );
      expect(perPlan).toBeGreaterThan(before);
      await applyMigrations(handle, all.slice(0, perPlan));
      const kept = rowsOf<{ id: string }>(
        await db.execute(sql`select id from apikey order by id`),
      ).map((row) => row.id);
      expect(kept).toEqual(["only", "shown"]);
      await expect(
        db.execute(sql`insert into apikey (id, key, reference_id) values ('again', 'h5', 'u1')`),
      ).rejects.toThrow();
      // From then on the plan's count is checked where keys are made, not by the table.
      await applyMigrations(handle);
      await db.execute(
        sql`insert into apikey (id, key, reference_id) values ('again', 'h5', 'u1')`,
      );
    } finally {
      await handle.close();
    }
  });
});

describe("migrations on a new PostgreSQL database", () => {
  it("apply once when several instances start together", async () => {
    const empty = await emptyDatabase();
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: empty.url })),
    );
    try {
      // Without the start-up lock, CREATE SCHEMA/TABLE IF NOT EXISTS race and one instance
      // fails with a duplicate pg_type or pg_namespace key.
      const outcomes = await Promise.allSettled(instances.map((each) => applyMigrations(each)));
      expect(outcomes.map((o) => o.status)).toEqual(Array(4).fill("fulfilled"));
      const [first] = instances;
      const rows = rowsOf<{ count: number }>(
        await first?.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        ),
      );
      expect(Number(rows[0]?.count)).toBe(bundledMigrations().length);
    } finally {
      await Promise.all(instances.map((each) => each.close()));
      await empty.drop();
    }
  });
});
