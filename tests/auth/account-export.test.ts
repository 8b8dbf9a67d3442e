import { eq } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import {
  account,
  apiKeyUsage,
  apikey,
  passkey,
  session,
  subscription,
  verification,
} from "~/db/schema";
import {
  type AccountExport,
  EXCLUDED_TABLES,
  EXPORT_FORMAT,
  EXPORTED_TABLES,
} from "~/server/account/export.server";
import { exportResponse } from "~/server/account/export-route.server";
import { addEndpoint } from "~/server/webhooks/endpoints.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { storageKinds } from "../support/databases";
import { APP_URL, createTestApp, type TestApp, tokenOf, uniqueEmail } from "../support/test-app";

// "Download my data" (GET /api/account/export): every table that holds a person's data is in
// the document or excused with a reason, and nothing in it lets its holder act as them.

const PASSWORD = "correct horse battery staple 1";

/** Every table of the schema with a column that points at user.id. */
function tablesPointingAtUsers(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== "object" || !(Symbol.for("drizzle:IsDrizzleTable") in value)) {
      continue;
    }
    const config = getTableConfig(value as PgTable);
    const pointsAtUser = config.foreignKeys.some(
      (key) => getTableConfig(key.reference().foreignTable).name === "user",
    );
    if (pointsAtUser) names.add(config.name);
  }
  return [...names].sort();
}

describe("the export's coverage of the schema", () => {
  it("names every table that points at a user, as exported or excused", () => {
    const pointing = tablesPointingAtUsers();
    expect(pointing.length).toBeGreaterThan(5);
    const covered = new Set([...Object.keys(EXPORTED_TABLES), ...Object.keys(EXCLUDED_TABLES)]);
    expect(pointing.filter((table) => !covered.has(table))).toEqual([]);
  });
});

describe.each(storageKinds)("GET /api/account/export on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const db = () => app.runtime.database.db;
  const exportWith = (cookie: string | undefined, method = "GET") =>
    exportResponse(
      app.runtime,
      new Request(`${APP_URL}/api/account/export`, {
        method,
        headers: cookie ? { cookie } : {},
      }),
    );

  /** A person with a row in every exported table, and a second person beside them. */
  async function personWithEverything() {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const userId = (await app.session(cookie))?.user.id as string;
    await app.setPassword(cookie, PASSWORD);
    const created = await app.request("/api/auth/api-key/create", { json: {}, cookie });
    expect(created.status).toBe(200);
    const { key, id: keyId } = (await created.json()) as { key: string; id: string };
    await db().insert(apiKeyUsage).values({ keyId, userId, day: "2026-11-20", count: 42 });
    await addEndpoint({ db: db(), allowPrivate: true }, personalWorkspace(userId), {
      url: "http://127.0.0.1:9/export",
      eventTypes: ["api_key.created"],
    });
    // A passkey as the plugin stores one (tests/auth/passkeys.test.ts registers real ones).
    await db()
      .insert(passkey)
      .values({
        id: crypto.randomUUID(),
        name: "Work laptop",
        publicKey: `public-key-${crypto.randomUUID()}`,
        userId,
        credentialID: `credential-${crypto.randomUUID()}`,
        counter: 0,
        deviceType: "multiDevice",
        backedUp: true,
      });
    await db()
      .insert(subscription)
      .values({
        id: crypto.randomUUID(),
        userId,
        providerSubscriptionId: `sub_${crypto.randomUUID()}`,
        providerCustomerId: `cus_${crypto.randomUUID()}`,
        productId: "prod_starter",
        planId: "starter",
        name: "Starter",
        status: "active",
        price: "9.00",
        priceBeforeDiscount: "9.00",
        billingCycle: "monthly",
        features: [],
        currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
        currentPeriodEnd: new Date("2026-12-01T00:00:00Z"),
        cancelAtPeriodEnd: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    const organization = await app.request("/api/auth/organization/create", {
      json: { name: "Export Co", slug: `export-${crypto.randomUUID().slice(0, 8)}` },
      cookie,
    });
    expect(organization.status).toBe(200);
    const { id: organizationId } = (await organization.json()) as { id: string };
    const team = await app.request("/api/auth/organization/create-team", {
      json: { name: "Core", organizationId },
      cookie,
    });
    expect(team.status).toBe(200);
    const { id: teamId } = (await team.json()) as { id: string };
    const joined = await app.request("/api/auth/organization/add-team-member", {
      json: { teamId, userId },
      cookie,
    });
    expect(joined.status).toBe(200);
    const invited = await app.request("/api/auth/organization/invite-member", {
      json: { email: uniqueEmail(), role: "member", organizationId },
      cookie,
    });
    expect(invited.status).toBe(200);
    return { email, cookie, userId, key };
  }

  it("answers the signed-in person's data as one JSON attachment, every section filled", async () => {
    const person = await personWithEverything();
    const stranger = await personWithEverything();
    const response = await exportWith(person.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="timberline-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const document = JSON.parse(text) as AccountExport;

    expect(document.format).toBe(EXPORT_FORMAT);
    expect(document.user).toMatchObject({ id: person.userId, email: person.email });
    // Every section a table maps to holds the person's rows.
    for (const section of new Set(Object.values(EXPORTED_TABLES))) {
      const value = document[section];
      if (Array.isArray(value)) expect(value.length, section).toBeGreaterThan(0);
      else expect(value, section).toBeTruthy();
    }
    expect(document.linkedAccounts.map((row) => row.providerId)).toContain("credential");
    expect(document.apiKeys).toHaveLength(1);
    expect(document.passkeys).toEqual([expect.objectContaining({ name: "Work laptop" })]);
    expect(document.apiKeys[0]?.usage).toEqual([{ day: "2026-11-20", calls: 42 }]);
    expect(document.organizations[0]).toMatchObject({ organization: "Export Co", role: "owner" });
    expect(document.teams[0]).toMatchObject({ team: "Core" });
    expect(document.invitationsSent).toHaveLength(1);

    // Nobody else's rows.
    expect(text).not.toContain(stranger.userId);
    expect(text).not.toContain(stranger.email);

    // No secret: not the session token, the password or its hash, the API key or its hash, a
    // provider token, a webhook signing secret, or any one-time token held for the person.
    const [credential] = await db().select().from(account).where(eq(account.userId, person.userId));
    const secrets = [
      tokenOf(person.cookie),
      PASSWORD,
      person.key,
      ...(await db().select().from(session).where(eq(session.userId, person.userId))).map(
        (row) => row.token,
      ),
      ...(await db().select().from(account).where(eq(account.userId, person.userId))).flatMap(
        (row) => [row.password, row.accessToken, row.refreshToken, row.idToken],
      ),
      ...(await db().select().from(apikey).where(eq(apikey.referenceId, person.userId))).map(
        (row) => row.key,
      ),
      ...(await db().select().from(verification)).map((row) => row.value),
      ...(await db().select().from(passkey).where(eq(passkey.userId, person.userId))).flatMap(
        (row) => [row.publicKey, row.credentialID],
      ),
      ...(
        await db()
          .select()
          .from(schema.webhookEndpoint)
          .where(eq(schema.webhookEndpoint.userId, person.userId))
      ).map((row) => row.secret),
    ].filter((secret): secret is string => typeof secret === "string" && secret.length > 0);
    expect(credential?.password).toBeTruthy();
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(token|password|key|accessToken|refreshToken|idToken)"/);
  });

  it("refuses a caller without a session, and a second export within the minute", async () => {
    const unsigned = await exportWith(undefined);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({
      code: "UNAUTHORIZED",
      message: "You need to sign in to do that.",
    });

    const cookie = await app.signIn(uniqueEmail());
    expect((await exportWith(cookie)).status).toBe(200);
    const again = await exportWith(cookie);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^You downloaded your data a moment ago\. Try again in /,
    );
  });

  it("answers only GET", async () => {
    const cookie = await app.signIn(uniqueEmail());
    for (const method of ["POST", "PUT", "DELETE", "HEAD"]) {
      const response = await exportWith(cookie, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET");
    }
    // The errors spent nothing: the export is still there.
    expect((await exportWith(cookie)).status).toBe(200);
  });

  it("refuses a session signed out a moment ago (read from the database)", async () => {
    const cookie = await app.signIn(uniqueEmail());
    await db()
      .delete(session)
      .where(eq(session.token, tokenOf(cookie)));
    expect((await exportWith(cookie)).status).toBe(401);
  });
});
