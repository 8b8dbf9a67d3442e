import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookMessage } from "~/db/schema";
import { createKey } from "~/server/api-keys/api-keys.server";
import { addEndpoint } from "~/server/webhooks/endpoints.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { storageKinds } from "../support/databases";
import { personalOwner, signedInUser } from "../support/rest-api";
import { createTestApp, type TestApp } from "../support/test-app";

// usage.threshold_reached (ADR 083): the calls the REST API counts reach 80% and then 100% of
// what the Free plan includes (1,000 a month), and the workspace's endpoint is told each once.

describe.each(storageKinds)("usage thresholds on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it("tells the workspace's endpoint at 80% and at 100% of the included calls, once each", async () => {
    const { userId } = await signedInUser(app);
    const workspace = personalWorkspace(userId);
    const owner = personalOwner(userId);
    await addEndpoint({ db: app.runtime.database.db, allowPrivate: true }, workspace, {
      url: "http://127.0.0.1:9/usage",
      eventTypes: ["usage.threshold_reached"],
    });
    const { id: keyId } = await createKey(app.runtime, workspace);
    const { usage } = app.runtime.apiKeys;
    const calls = async (count: number) => {
      for (let call = 0; call < count; call++) usage.record(keyId, owner);
      await usage.flush();
    };
    const told = async () =>
      (
        await app.runtime.database.db
          .select({ payload: webhookMessage.payload })
          .from(webhookMessage)
          .where(
            and(
              eq(webhookMessage.userId, userId),
              eq(webhookMessage.eventType, "usage.threshold_reached"),
            ),
          )
          .orderBy(webhookMessage.createdAt)
      ).map((row) => (row.payload as { data: { threshold: number; used: number } }).data);

    await calls(799);
    expect(await told()).toEqual([]);
    await calls(1);
    expect(await told()).toMatchObject([{ threshold: 80, used: 800, included: 1_000 }]);
    await calls(150);
    expect(await told()).toHaveLength(1);
    await calls(60);
    expect(await told()).toMatchObject([
      { threshold: 80, used: 800 },
      { threshold: 100, used: 1_010 },
    ]);
    await calls(10);
    expect(await told()).toHaveLength(2);
  });
});
