import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FREE_PLAN, planBySlug } from "~/config/plans";
import { createKey, listKeys } from "~/server/api-keys/api-keys.server";
import { type Owner, personalWorkspace } from "~/server/workspaces/workspace.server";
import { databaseKinds, storageKinds } from "../support/databases";
import { organizationEndpoint, signedInPerson } from "../support/organizations";
import { callApi, insertSubscription } from "../support/rest-api";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// A plan's entitlements (ADR 045) at each endpoint that reaches them: the REST API's per-key
// limit and GET /api/v1/entitlements, and the organization's places at Better Auth's invitation
// endpoints. The plans come from the catalogue; a subscription row is what a webhook would write.

const starter = planBySlug("starter");
const pro = planBySlug("pro");
if (!starter || !pro) throw new Error("the catalogue has no starter or pro plan");

/** The calls the tests make, on the app `appOf` answers once the describe has made it. */
function entitlementCalls(appOf: () => TestApp) {
  /** Gives the owner the plan as Polar's webhook would, and forgets the cached one as it does. */
  async function subscribe(owner: Owner, slug: "starter" | "pro", values = {}) {
    const plan = planBySlug(slug);
    if (!plan) throw new Error(`no plan ${slug}`);
    await insertSubscription(appOf().runtime.database.db, owner.kind === "user" ? owner.id : "", {
      ...(owner.kind === "user" ? {} : { userId: null, organizationId: owner.id }),
      productId: plan.productId,
      name: plan.name,
      ...values,
    });
    appOf().runtime.billing.subscriptions.forgetOwner(owner);
  }

  async function personWithKey() {
    const person = await signedInPerson(appOf());
    const created = await createKey(appOf().runtime, personalWorkspace(person.id));
    return { ...person, key: created.key, owner: { kind: "user", id: person.id } as const };
  }

  return { subscribe, personWithKey };
}

describe.each(storageKinds)("plan entitlements (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { subscribe, personWithKey } = entitlementCalls(() => app);

  /** The clock stands still while a test counts calls, so no key's window ends in between. */
  function holdTheClock() {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it("limits a free key to the free plan's calls a minute, naming the plan that allows more", async () => {
    const { key } = await personWithKey();
    holdTheClock();
    const limit = FREE_PLAN.entitlements.apiCallsPerMinute;
    for (let i = 0; i < limit; i++) {
      const response = await callApi(app.runtime, "/api/v1/me", { bearer: key });
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe(String(limit));
    }
    const refused = await callApi(app.runtime, "/api/v1/me", { bearer: key });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toContain(
      `The Free plan allows ${limit} API calls a minute per workspace; Starter allows ${starter?.entitlements.apiCallsPerMinute}.`,
    );
    // The limits' own report still answers, and reading it spends nothing more.
    for (let i = 0; i < 3; i++) {
      const report = await callApi(app.runtime, "/api/v1/entitlements", { bearer: key });
      expect(report.status).toBe(200);
      expect(report.headers.get("ratelimit-remaining")).toBe("0");
      expect((await report.json()).limits.apiCallsPerMinute).toBe(limit);
    }
    expect((await callApi(app.runtime, "/api/v1/me", { bearer: key })).status).toBe(429);
  });

  it("holds the limit per workspace: a key deleted and made again starts where the last one was", async () => {
    const person = await personWithKey();
    holdTheClock();
    const limit = FREE_PLAN.entitlements.apiCallsPerMinute;
    for (let i = 0; i < limit; i++) {
      expect((await callApi(app.runtime, "/api/v1/me", { bearer: person.key })).status).toBe(200);
    }
    const [old] = await listKeys(app.runtime.database.db, person.owner);
    const deleted = await app.request("/api/auth/api-key/delete", {
      cookie: person.cookie,
      json: { keyId: old?.id },
    });
    expect(deleted.status).toBe(200);
    const again = await createKey(app.runtime, personalWorkspace(person.id));
    const refused = await callApi(app.runtime, "/api/v1/me", { bearer: again.key });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("raises the limit as soon as the plan changes, the calls already made still counted", async () => {
    const { key, owner } = await personWithKey();
    holdTheClock();
    const free = FREE_PLAN.entitlements.apiCallsPerMinute;
    for (let i = 0; i < free; i++) await callApi(app.runtime, "/api/v1/me", { bearer: key });
    expect((await callApi(app.runtime, "/api/v1/me", { bearer: key })).status).toBe(429);

    await subscribe(owner, "pro");
    const response = await callApi(app.runtime, "/api/v1/me", { bearer: key });
    expect(response.status).toBe(200);
    const proLimit = pro?.entitlements.apiCallsPerMinute as number;
    expect(response.headers.get("ratelimit-limit")).toBe(String(proLimit));
    expect(response.headers.get("ratelimit-remaining")).toBe(String(proLimit - free - 1));
  });

  it("keeps the plan of a subscription cancelled at period end until the end, then the free plan", async () => {
    const running = await personWithKey();
    await subscribe(running.owner, "starter", { status: "cancelled", cancelAtPeriodEnd: true });
    const response = await callApi(app.runtime, "/api/v1/me", { bearer: running.key });
    expect(response.headers.get("ratelimit-limit")).toBe(
      String(starter?.entitlements.apiCallsPerMinute),
    );

    const ended = await personWithKey();
    await subscribe(ended.owner, "starter", {
      status: "cancelled",
      cancelAtPeriodEnd: true,
      currentPeriodStart: new Date(Date.now() - 31 * 86_400_000),
      currentPeriodEnd: new Date(Date.now() - 1_000),
    });
    const after = await callApi(app.runtime, "/api/v1/me", { bearer: ended.key });
    expect(after.headers.get("ratelimit-limit")).toBe(
      String(FREE_PLAN.entitlements.apiCallsPerMinute),
    );
  });

  describe("an organization's places at Better Auth's invitation endpoints", () => {
    const endpoint = (cookie: string, path: string, json?: unknown) =>
      organizationEndpoint(app)(cookie, path, json);

    async function organization() {
      const owner = await signedInPerson(app);
      const created = await endpoint(owner.cookie, "/create", {
        name: "Seats",
        slug: `seats-${owner.id.slice(0, 12).toLowerCase()}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return { owner, id: created.body.id as string };
    }

    const invite = (
      cookie: string,
      organizationId: string,
      email = uniqueEmail(),
      resend = false,
    ) => endpoint(cookie, "/invite-member", { organizationId, email, role: "member", resend });

    it("counts members and pending invitations, refuses the next with 402 naming the plan, and lets a paid plan in", async () => {
      const { owner, id } = await organization();
      const places = FREE_PLAN.entitlements.members;
      for (let i = 1; i < places; i++) {
        expect((await invite(owner.cookie, id)).status).toBe(200);
      }
      const refused = await invite(owner.cookie, id);
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe("PLAN_LIMIT_REACHED");
      expect(refused.body.message).toBe(
        `This organization has no place left for another invitation. The Free plan allows ${places} people in an organization, pending invitations included; Starter allows ${starter?.entitlements.members}. An owner can change the plan on the organization's billing page.`,
      );
      // A "resend" to an address with no pending invitation would make one: refused the same.
      expect((await invite(owner.cookie, id, uniqueEmail(), true)).status).toBe(402);

      await subscribe({ kind: "organization", id }, "starter");
      expect((await invite(owner.cookie, id)).status).toBe(200);
    });

    it("keeps everyone after a downgrade and refuses only who would join beyond it", async () => {
      const { owner, id } = await organization();
      const orgOwner: Owner = { kind: "organization", id };
      await subscribe(orgOwner, "starter");
      const invited = await Promise.all(
        Array.from({ length: FREE_PLAN.entitlements.members }, () => signedInPerson(app)),
      );
      for (const person of invited) {
        expect((await invite(owner.cookie, id, person.email)).status).toBe(200);
      }
      const pending = await endpoint(owner.cookie, `/list-invitations?organizationId=${id}`);
      const idOf = (email: string) =>
        (pending.body as { id: string; email: string }[]).find((i) => i.email === email)?.id;

      // All but one accept while the plan has room: with the owner, the free plan's cap.
      const cap = FREE_PLAN.entitlements.members;
      for (const person of invited.slice(0, cap - 1)) {
        const accepted = await endpoint(person.cookie, "/accept-invitation", {
          invitationId: idOf(person.email),
        });
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      }
      // The plan ends: the members stay, the last invitation can no longer be accepted.
      await app.runtime.database.db.execute(
        sql`update subscription set status = 'expired' where organization_id = ${id}`,
      );
      app.runtime.billing.subscriptions.forgetOwner(orgOwner);
      const last = invited[cap - 1] as (typeof invited)[number];
      const refused = await endpoint(last.cookie, "/accept-invitation", {
        invitationId: idOf(last.email),
      });
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe("PLAN_LIMIT_REACHED");
      expect(refused.body.message).toContain(
        `The Free plan allows ${cap} people in an organization`,
      );
      const full = await endpoint(owner.cookie, `/get-full-organization?organizationId=${id}`);
      expect(full.body.members).toHaveLength(cap);

      // Someone holding the invitation's id who is not its recipient learns nothing of the plan.
      const stranger = await signedInPerson(app);
      const probe = await endpoint(stranger.cookie, "/accept-invitation", {
        invitationId: idOf(last.email),
      });
      expect(probe.body.code).not.toBe("PLAN_LIMIT_REACHED");
    });
  });
});

// This period's calls are summed from the usage rows the batched upserts write, by date: SQL
// where the engines can differ.
describe.each(databaseKinds)("plan entitlements and their use (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const { subscribe, personWithKey } = entitlementCalls(() => app);

  it("answers GET /api/v1/entitlements with the plan, its limits and this period's calls", async () => {
    const { key, owner } = await personWithKey();
    for (let i = 0; i < 3; i++) await callApi(app.runtime, "/api/v1/me", { bearer: key });
    await app.runtime.apiKeys.usage.flush();
    const free = await callApi(app.runtime, "/api/v1/entitlements", { bearer: key });
    expect(free.status).toBe(200);
    const body = await free.json();
    expect(body.plan).toEqual({ slug: "free", name: "Free" });
    expect(body.limits).toEqual(FREE_PLAN.entitlements);
    expect(body.usage.apiCalls).toBe(3);
    expect(body.usage.members).toBeNull();
    const start = new Date(body.usage.periodStart);
    expect(start.getUTCDate()).toBe(1);
    expect(new Date(body.usage.periodEnd).getTime()).toBeGreaterThan(Date.now());

    await subscribe(owner, "starter");
    const paid = await (await callApi(app.runtime, "/api/v1/entitlements", { bearer: key })).json();
    expect(paid.plan).toEqual({ slug: "starter", name: "Starter" });
    expect(paid.limits).toEqual(starter?.entitlements);
  });
});
