import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { organization, subscription } from "~/db/schema";
import { listSubscriptions } from "~/server/billing/billing.server";
import { checkoutResult, createCheckout, customerPortal } from "~/server/billing/checkout.server";
import { parsePolarSubscription } from "~/server/billing/polar-schemas";
import { applyPolarSubscription } from "~/server/billing/polar-sync.server";
import { reconcileOpenSubscriptions } from "~/server/billing/reconcile.server";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  resumeSubscription,
} from "~/server/billing/subscription-changes.server";
import { type Owner, resolveWorkspace } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { storageKinds } from "../support/databases";
import {
  type EmptyDatabase,
  emptyDatabase,
  type LiveServer,
  mailedLinkOverHttp,
  signInOverHttp,
  startLiveServer,
  subscribeOverHttp,
} from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import type { ServerProcess } from "../support/server-process";
import { uniqueEmail } from "../support/test-app";

// Billing belongs to the workspace that buys: an owner's checkout while their organization is
// active makes a subscription of the organization's, under its own Polar customer (a team
// customer keyed org_<id>), apart from whatever the buyer pays for personally.

const [starter, pro] = PLANS as [(typeof PLANS)[number], (typeof PLANS)[number]];
const OWNERS_ONLY = "Only the organization's owners can manage its billing.";

type TwinSubscription = {
  id: string;
  status: string;
  customer_id: string;
  customer: { external_id: string | null; type: string };
};

describe.each(storageKinds)("an organization's billing through the Polar twin (%s)", (kind) => {
  let env: BillingTestApp;
  const billing = () => env.app.runtime.billing;
  const db = () => env.app.runtime.database.db;

  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  });
  afterAll(async () => {
    await env?.close();
  });

  const organizationEndpoint = async (cookie: string, path: string, json: unknown) => {
    const response = await env.app.request(`/api/auth/organization${path}`, { cookie, json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  let made = 0;
  /** A signed-in user who owns a new organization, active in their session. */
  async function organizationOwner() {
    const email = uniqueEmail();
    const cookie = await env.app.signIn(email);
    const user = await env.app.userByEmail(email);
    if (!user) throw new Error("sign-in created no user");
    made++;
    const created = await organizationEndpoint(cookie, "/create", {
      name: `Acme ${made}`,
      slug: `acme-billing-${made}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { id: string }).id;
    const workspace = await resolveWorkspace(
      db(),
      (await env.app.session(cookie)) as unknown as Parameters<typeof resolveWorkspace>[1],
    );
    expect(workspace.owner).toEqual({ kind: "organization", id });
    const buyer = { email, name: user.name };
    return {
      cookie,
      buyer,
      personal: { kind: "user", id: user.id } satisfies Owner as Owner,
      organization: workspace.owner,
    };
  }

  /** A checkout for the workspace, paid on the twin by `email`, its webhooks delivered. */
  async function subscribe(owner: Owner, buyer: { email: string }, plan = pro) {
    const { url } = await createCheckout(billing(), owner, buyer, { slug: plan.slug });
    const checkoutId = await payCheckout(url, buyer.email);
    await env.twin.settled();
    return checkoutId;
  }

  const atTwin = (owner: Owner) =>
    (env.twin.subscriptions() as TwinSubscription[]).filter(
      (item) =>
        item.customer.external_id === (owner.kind === "user" ? owner.id : `org_${owner.id}`),
    );

  it("files an owner's checkout under the organization, apart from what they pay for themselves", async () => {
    const { buyer, personal, organization: org } = await organizationOwner();
    await subscribe(personal, buyer, starter);
    const [own] = await listSubscriptions(db(), personal);

    // The buyer pays with the address their own Polar customer already has.
    const checkoutId = await subscribe(org, buyer);
    const [bought, ...more] = await listSubscriptions(db(), org);
    expect(more).toEqual([]);
    // Pro starts with its trial (ADR 052).
    expect(bought).toMatchObject({ planId: "pro", status: "trialing" });
    const [row] = await db()
      .select()
      .from(subscription)
      .where(eq(subscription.id, bought?.id ?? ""));
    expect(row).toMatchObject({ organizationId: org.id, userId: null });
    expect(await listSubscriptions(db(), personal)).toEqual([own]);

    const [remote] = atTwin(org);
    expect(remote?.customer.type).toBe("team");
    expect(atTwin(personal).map((item) => item.customer.type)).toEqual(["individual"]);

    expect(await checkoutResult(billing(), org, checkoutId)).toMatchObject({
      status: "succeeded",
      subscription: { id: bought?.id },
    });
    expect(await checkoutResult(billing(), personal, checkoutId)).toMatchObject({
      status: "not_found",
    });
    const portal = await customerPortal(billing(), org);
    expect(await (await fetch(portal.url)).text()).toContain(pro.name);

    await expect(cancelSubscription(billing(), personal, bought?.id ?? "")).rejects.toMatchObject({
      status: 404,
    });
    expect(await cancelSubscription(billing(), org, bought?.id ?? "")).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(await resumeSubscription(billing(), org, bought?.id ?? "")).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await expect(
      changeSubscriptionPlan(billing(), personal, bought?.id ?? "", starter.slug),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      (await changeSubscriptionPlan(billing(), org, bought?.id ?? "", starter.slug)).subscription,
    ).toMatchObject({ id: bought?.id, planId: "starter" });
    expect(await listSubscriptions(db(), personal)).toEqual([own]);
  });

  it("makes the organization one Polar customer, however many checkouts start at once", async () => {
    const { buyer, organization: org } = await organizationOwner();
    const urls = await Promise.all(
      [starter, pro].map((plan) => createCheckout(billing(), org, buyer, { slug: plan.slug })),
    );
    for (const { url } of urls) await payCheckout(url, buyer.email);
    await env.twin.settled();
    const remote = atTwin(org);
    expect(remote).toHaveLength(2);
    expect(new Set(remote.map((item) => item.customer_id)).size).toBe(1);
    expect(await listSubscriptions(db(), org)).toHaveLength(2);
  });

  it("reconciles the organization's subscriptions and refuses events for an unknown one", async () => {
    const { buyer, organization: org } = await organizationOwner();
    await subscribe(org, buyer);
    const [bought] = await listSubscriptions(db(), org);
    await cancelSubscription(billing(), org, bought?.id ?? "");
    await env.twin.settled();
    // The local row is rolled back as if the cancellation's webhooks had never arrived.
    await db()
      .update(subscription)
      .set({ status: "active", cancelAtPeriodEnd: false, providerModifiedAt: new Date(0) })
      .where(eq(subscription.id, bought?.id ?? ""));

    expect((await reconcileOpenSubscriptions(billing())).failed).toBe(0);
    expect((await listSubscriptions(db(), org))[0]).toMatchObject({
      id: bought?.id,
      status: "cancelled",
      cancelAtPeriodEnd: true,
    });

    const [remote] = atTwin(org);
    const stranger = parsePolarSubscription({
      ...remote,
      id: crypto.randomUUID(),
      customer: { ...remote?.customer, external_id: "org_nobodyKnowsThisOne" },
    });
    expect(await applyPolarSubscription(billing(), stranger)).toBe("unknown-owner");
    const [stored] = await db()
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionId, stranger.id));
    expect(stored).toBeUndefined();
  });

  it("deleting the organization revokes its subscriptions at Polar and removes its rows", async () => {
    const { cookie, buyer, personal, organization: org } = await organizationOwner();
    await subscribe(personal, buyer, starter);
    await subscribe(org, buyer);
    const remoteIds = atTwin(org).map((item) => item.id);
    expect(remoteIds).toHaveLength(1);

    const deleted = await organizationEndpoint(cookie, "/delete", { organizationId: org.id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await env.twin.settled();
    expect(
      await db().select().from(subscription).where(eq(subscription.organizationId, org.id)),
    ).toEqual([]);
    const remote = (env.twin.subscriptions() as TwinSubscription[]).filter((item) =>
      remoteIds.includes(item.id),
    );
    expect(remote.map((item) => item.status)).toEqual(["canceled"]);
    expect(await listSubscriptions(db(), personal)).toMatchObject([{ status: "active" }]);
    expect(atTwin(personal).map((item) => item.status)).toEqual(["active"]);
  });

  it("keeps the organization when Polar cannot be reached while a subscription runs", async () => {
    const paying = await organizationOwner();
    await subscribe(paying.organization, paying.buyer);
    const free = await organizationOwner();
    env.twin.setDown(true);
    try {
      const refused = await organizationEndpoint(paying.cookie, "/delete", {
        organizationId: paying.organization.id,
      });
      expect(refused).toEqual({
        status: 503,
        body: {
          code: "SERVICE_UNAVAILABLE",
          message:
            "The organization's subscriptions could not be cancelled at the payment provider, so it was not deleted. Please try again.",
        },
      });
      const [kept] = await db()
        .select()
        .from(organization)
        .where(eq(organization.id, paying.organization.id));
      expect(kept).toBeDefined();
      expect(await listSubscriptions(db(), paying.organization)).toHaveLength(1);

      // Nothing is charged to an organization without a running subscription: it goes.
      const gone = await organizationEndpoint(free.cookie, "/delete", {
        organizationId: free.organization.id,
      });
      expect(gone.status).toBe(200);
    } finally {
      env.twin.setDown(false);
    }
  });
});

const BILLING = "src/server/billing/billing.functions.ts";

/** A browser's cookies: what the server sets replaces what it held (a session's cached copy). */
interface Browser {
  cookie: string;
}

function keep(browser: Browser, response: Response): void {
  const jar = new Map(browser.cookie.split("; ").map((pair) => [pair.split("=")[0], pair]));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  browser.cookie = [...jar.values()].join("; ");
}

describe.each(storageKinds)("an organization's billing at the server functions (%s)", (kind) => {
  let live: LiveServer | undefined;
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;
  let owner: Browser;
  let organizationId: string;
  let subscriptionId: string;
  let checkoutId: string;

  const auth = async (path: string, browser: Browser, body: unknown) => {
    const response = await fetch(`${server.url}/api/auth${path}`, {
      method: "POST",
      headers: { origin: server.url, cookie: browser.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    keep(browser, response);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const fn = (name: string, browser: Browser, data?: unknown) =>
    callServerFn(server.url, {
      method: name.startsWith("get") ? "GET" : "POST",
      file: BILLING,
      name,
      cookie: browser.cookie,
      data,
    });

  /** A new member with `role`, signed in, the organization active in their session. */
  async function memberWith(role: "admin" | "member") {
    const email = uniqueEmail();
    await auth("/organization/invite-member", owner, { email, role, organizationId });
    const link = await mailedLinkOverHttp(server.url, email, "/invitations/");
    const invitationId = link.pathname.split("/").pop();
    const browser = { cookie: await signInOverHttp(server.url, email) };
    await auth("/organization/accept-invitation", browser, { invitationId });
    await auth("/organization/set-active", browser, { organizationId });
    return browser;
  }

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    live = await startLiveServer({
      BILLING_RECONCILE_INTERVAL: "0",
      DATABASE_URL: database?.url,
    });
    server = live.server;
    const email = uniqueEmail();
    owner = { cookie: await signInOverHttp(server.url, email) };
    const created = await auth("/organization/create", owner, {
      name: "Acme",
      slug: "acme",
    });
    organizationId = String(created.id);
    checkoutId = await subscribeOverHttp(server.url, owner.cookie, email, pro.slug);
    await pollUntil(async () => {
      const listed = (await fn("getUserSubscriptions", owner)).value as { id: string }[];
      subscriptionId = listed[0]?.id ?? "";
      return subscriptionId !== "";
    }, 10_000);
    if (!subscriptionId) throw new Error("the organization's subscription never arrived");
  }, 120_000);

  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  it.each(["admin", "member"] as const)(
    "shows the plan to an %s and refuses them checkout, cancel, resume, plan changes and the portal",
    async (role) => {
      const browser = await memberWith(role);
      const listed = await fn("getUserSubscriptions", browser);
      expect(listed.status).toBe(200);
      expect(listed.value).toMatchObject([
        { id: subscriptionId, planId: "pro", status: "trialing" },
      ]);
      expect((await fn("getCheckoutResult", browser, { checkoutId })).value).toMatchObject({
        status: "succeeded",
        subscription: { id: subscriptionId },
      });

      for (const [name, data] of [
        ["createCheckoutSession", { slug: starter.slug }],
        ["cancelUserSubscription", { subscriptionId }],
        ["resumeUserSubscription", { subscriptionId }],
        ["changeUserSubscriptionPlan", { subscriptionId, slug: starter.slug }],
        ["openCustomerPortal", undefined],
      ] as const) {
        const refused = await fn(name, browser, data);
        expect(refused.status, name).toBe(403);
        expect(refused.value, name).toEqual({ code: "ROLE_NOT_ALLOWED", message: OWNERS_ONLY });
      }
      expect((await fn("getUserSubscriptions", owner)).value).toMatchObject([
        { id: subscriptionId, status: "trialing", cancelAtPeriodEnd: false },
      ]);
    },
  );

  it("lets the owner manage it, and keeps it out of the owner's personal workspace", async () => {
    const portal = await fn("openCustomerPortal", owner);
    expect(portal.status, portal.error).toBe(200);
    const cancelled = await fn("cancelUserSubscription", owner, { subscriptionId });
    expect(cancelled.value).toMatchObject({ id: subscriptionId, cancelAtPeriodEnd: true });
    const resumed = await fn("resumeUserSubscription", owner, { subscriptionId });
    expect(resumed.value).toMatchObject({ id: subscriptionId, cancelAtPeriodEnd: false });
    // Down to Starter: the unused part of Pro's month comes back as a credit.
    const changed = await fn("changeUserSubscriptionPlan", owner, {
      subscriptionId,
      slug: starter.slug,
    });
    expect(changed.status, changed.error).toBe(200);
    expect(changed.value).toMatchObject({
      subscription: { id: subscriptionId, planId: "starter" },
      charge: { currency: "usd", status: "paid" },
    });
    expect(Number((changed.value as { charge: { amount: string } }).charge.amount)).toBeLessThan(0);

    await auth("/organization/set-active", owner, { organizationId: null });
    expect((await fn("getUserSubscriptions", owner)).value).toEqual([]);
    expect((await fn("getCheckoutResult", owner, { checkoutId })).value).toMatchObject({
      status: "not_found",
    });
    const refused = await fn("cancelUserSubscription", owner, { subscriptionId });
    expect(refused.status).toBe(404);
    const notHere = await fn("changeUserSubscriptionPlan", owner, {
      subscriptionId,
      slug: pro.slug,
    });
    expect(notHere.value).toMatchObject({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: "Subscription not found",
    });
    await auth("/organization/set-active", owner, { organizationId });
  });
});
