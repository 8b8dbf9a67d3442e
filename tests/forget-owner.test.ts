import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKey } from "~/server/api-keys/api-keys.server";
import {
  type Owner,
  personalWorkspace,
  resolveWorkspace,
} from "~/server/workspaces/workspace.server";
import { databaseKinds } from "./support/databases";
import { organizationDoor } from "./support/organizations";
import { callApi, signedInUser } from "./support/rest-api";
import { createTestApp, type TestApp } from "./support/test-app";

// runtime.forgetOwner (ADR 047): deleting a user or an organization drops everything this
// process caches about it at once, not after the caches' second: its key and its subscription.

describe.each(databaseKinds)("forgetting a deleted owner on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const me = (key: string) => callApi(app.runtime, "/api/v1/me", { bearer: key });

  /** Reads the owner's current subscription into the cache; true while it is answered from it. */
  async function cacheSubscription(owner: Owner): Promise<void> {
    await app.runtime.billing.subscriptions.get(owner);
    expect(cached(owner)).toBe(true);
  }
  const cached = (owner: Owner) =>
    !(app.runtime.billing.subscriptions.get(owner) instanceof Promise);

  it("a deleted user's key is refused at once and their subscription is read again", async () => {
    const user = await signedInUser(app);
    const owner: Owner = { kind: "user", id: user.userId };
    const { key } = await createKey(app.runtime, personalWorkspace(user.userId));
    expect((await me(key)).status).toBe(200);
    await cacheSubscription(owner);

    const deleted = await app.request("/api/auth/delete-user", {
      cookie: user.cookie,
      json: { freshSession: true },
    });
    expect(deleted.status).toBe(200);

    expect(cached(owner)).toBe(false);
    const after = await me(key);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "API_KEY_INVALID" });
  });

  it("a deleted organization's key is refused at once and its subscription is read again", async () => {
    const user = await signedInUser(app);
    const door = organizationDoor(app);
    const created = await door(user.cookie, "/create", {
      name: "Forgotten",
      slug: `forgotten-${crypto.randomUUID().slice(0, 8)}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const organizationId = created.body.id as string;
    const owner: Owner = { kind: "organization", id: organizationId };
    const workspace = await resolveWorkspace(app.runtime.database.db, {
      user: { id: user.userId },
      session: { activeOrganizationId: organizationId },
    });
    const { key } = await createKey(app.runtime, workspace);
    expect((await me(key)).status).toBe(200);
    await cacheSubscription(owner);

    const deleted = await door(user.cookie, "/delete", { organizationId });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    expect(cached(owner)).toBe(false);
    const after = await me(key);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "API_KEY_INVALID" });
  });
});
