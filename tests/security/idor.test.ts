import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/config/plans";
import { storageKinds } from "../support/databases";
import { builtServerFunctions } from "../support/fuzz-routes";
import {
  createApiKeyOverHttp,
  type EmptyDatabase,
  emptyDatabase,
  mailedLinkOverHttp,
  signInOverHttp,
  subscribeOverHttp,
} from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn, serverFnId } from "../support/server-fn";
import { type ServerProcess, startServer, waitUntilReady } from "../support/server-process";
import { tokenOf, uniqueEmail } from "../support/test-app";
import { answer, startWebhookReceiver } from "../support/webhook-receiver";

// Insecure direct object references: user B names user A's ids and tokens on every call that
// takes one (the auth API's sessions, keys and accounts, the account deletion and email change
// links, the product's server functions for sessions, keys, subscriptions, checkouts, webhook
// endpoints and deliveries, and the REST API), on the built server over HTTP. Each call is
// refused (not found, or the spec's message), and everything A can see of their account
// afterwards is as it was.

const ACCOUNT = "src/server/account/account.functions.ts";
const ACTIVITY = "src/server/account/activity.functions.ts";
const API_KEYS = "src/server/api-keys/api-keys.functions.ts";
const BILLING = "src/server/billing/billing.functions.ts";
const ORGANIZATIONS = "src/server/organizations/organizations.functions.ts";
const WEBHOOKS = "src/server/webhooks/webhooks.functions.ts";

interface Owner {
  id: string;
  email: string;
  cookie: string;
  /** The handle (/list-sessions, getMySessions) of A's second session. */
  sessionHandle: string;
  sessionToken: string;
  accountId: string;
  key: { id: string; key: string };
  subscriptionId: string;
  checkoutId: string;
  deleteLink: URL;
  changeEmailLink: URL;
  /** A's endpoint, disabled by its 410 answer, and its one failed delivery: all B could replay. */
  webhook: { endpointId: string; deliveryId: string };
}

interface ExpectedError {
  status: number;
  /** The JSON response's code and message, or, for a link, where it redirects to. */
  body?: { code: string; message?: string } | Record<string, unknown> | unknown[];
  location?: RegExp;
}

interface IdorCase {
  what: string;
  call: (a: Owner, bCookie: string, bKey: string) => Promise<Response>;
  refused: ExpectedError;
}

describe.each(storageKinds)("user B naming user A's ids on the built server (%s)", (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "idor-"));
  let server: ServerProcess;
  let database: EmptyDatabase | undefined;
  let a: Owner;
  let bCookie: string;
  let bKey: string;
  const functions = builtServerFunctions(process.cwd(), serverFnId);

  const url = (path: string) => `${server.url}${path}`;
  /** A Better Auth call (`path` below /api/auth, or a mailed link's URL) with a session. */
  const auth = (path: string | URL, cookie: string, body?: unknown) =>
    fetch(
      typeof path === "string" ? url(`/api/auth${path}`) : url(`${path.pathname}${path.search}`),
      {
        method: body === undefined ? "GET" : "POST",
        headers: {
          origin: server.url,
          cookie,
          ...(body !== undefined && { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      },
    );
  /** A server function called as the browser calls it; its response as status and JSON. */
  const fn = async (file: string, name: string, cookie: string, data?: unknown) => {
    const method = functions.find((f) => f.file === file && f.name === name)?.method;
    if (!method) throw new Error(`no server function ${file}#${name} in the build`);
    const result = await callServerFn(server.url, { method, file, name, cookie, data });
    return Response.json(result.value, { status: result.status });
  };

  /** The link in A's mail. */
  const mailLink = (to: string, pathPart: string) => mailedLinkOverHttp(server.url, to, pathPart);

  const withoutLastUse = ({ status, body }: { status: number; body: unknown }) => ({
    status,
    body: Array.isArray(body)
      ? body.map(({ lastUsedAt: _, ...key }: Record<string, unknown>) => key)
      : body,
  });

  /** Everything A sees of their own account, through A's own session and key. */
  async function ownerView(owner: Owner) {
    const json = async (response: Response) => ({
      status: response.status,
      body: await response.json(),
    });
    const sessions = (await (await fn(ACCOUNT, "getMySessions", owner.cookie)).json()) as {
      id: string;
    }[];
    const subscriptions = (await (
      await fn(BILLING, "getUserSubscriptions", owner.cookie)
    ).json()) as { id: string; status: string; cancelAtPeriodEnd: boolean; planId: string }[];
    return {
      session: (await json(await auth("/get-session", owner.cookie))).body?.user?.email,
      sessions: sessions.map((s) => s.id).sort(),
      accounts: await json(await auth("/list-accounts", owner.cookie)),
      // Without lastUsedAt: this view's own REST call below uses A's key, and the usage it
      // records reaches the list whenever the recorder writes (every 5 s), between two views.
      keys: withoutLastUse(await json(await fn(API_KEYS, "getUserApiKeys", owner.cookie))),
      subscriptions: subscriptions.map((s) => [s.id, s.status, s.cancelAtPeriodEnd, s.planId]),
      restApi: await json(
        await fetch(url("/api/v1/me"), { headers: { authorization: `Bearer ${owner.key.key}` } }),
      ),
      webhooks: await json(await fn(WEBHOOKS, "getWebhookEndpoints", owner.cookie)),
      deliveries: await json(
        await fn(WEBHOOKS, "getWebhookDeliveries", owner.cookie, {
          endpointId: owner.webhook.endpointId,
        }),
      ),
    };
  }

  /**
   * An endpoint of A's on a receiver that answers 410 Gone: its test event fails, and the
   * endpoint is disabled, so nothing changes unless someone replays, enables or rotates it.
   */
  async function failedWebhook(cookie: string) {
    const receiver = await startWebhookReceiver();
    receiver.answers.push(answer(410));
    try {
      const made = await fn(WEBHOOKS, "createWebhookEndpoint", cookie, {
        url: receiver.url,
        eventTypes: ["member.added"],
      });
      const { id: endpointId } = (await made.json()) as { id: string };
      await fn(WEBHOOKS, "sendWebhookTestEvent", cookie, { endpointId });
      let deliveryId = "";
      await pollUntil(async () => {
        const [endpoint] = (await (await fn(WEBHOOKS, "getWebhookEndpoints", cookie)).json()) as {
          enabled: boolean;
        }[];
        const [delivery] = (await (
          await fn(WEBHOOKS, "getWebhookDeliveries", cookie, { endpointId })
        ).json()) as { id: string; status: string }[];
        deliveryId = delivery?.status === "failed" ? delivery.id : "";
        return deliveryId !== "" && endpoint?.enabled === false;
      }, 10_000);
      if (!deliveryId) throw new Error("A's webhook delivery never failed");
      return { endpointId, deliveryId };
    } finally {
      await receiver.close();
    }
  }

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    server = await startServer({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        BILLING_RECONCILE_INTERVAL: "0",
        ...(database && { DATABASE_URL: database.url }),
      },
    });
    await waitUntilReady(server);

    const email = uniqueEmail();
    const cookie = await signInOverHttp(server.url, email);
    await signInOverHttp(server.url, email); // a second session of A's, to revoke
    const session = (await (await auth("/get-session", cookie)).json()) as {
      user: { id: string };
      session: { id: string; token: string };
    };
    const others = (await (await fn(ACCOUNT, "getMySessions", cookie)).json()) as {
      handle: string;
      current: boolean;
    }[];
    const other = others.find((s) => !s.current);
    if (!other) throw new Error("A has no second session");
    const setPassword = await fn(ACCOUNT, "setPasswordFn", cookie, {
      newPassword: `pw-${randomUUID()}`,
    });
    expect(setPassword.status).toBe(200);
    const [credential] = (await (await auth("/list-accounts", cookie)).json()) as {
      id: string;
    }[];
    if (!credential) throw new Error("A has no account row");
    const key = await createApiKeyOverHttp(server.url, cookie);
    const plan = PLANS[0];
    if (!plan) throw new Error("no plans");
    const checkoutId = await subscribeOverHttp(server.url, cookie, email, plan.slug);
    let subscriptionId = "";
    await pollUntil(async () => {
      const list = (await (await fn(BILLING, "getUserSubscriptions", cookie)).json()) as {
        id: string;
      }[];
      subscriptionId = list[0]?.id ?? "";
      return subscriptionId !== "";
    }, 10_000);
    if (!subscriptionId) throw new Error("A's subscription never arrived");
    expect((await auth("/delete-user", cookie, {})).status).toBe(200);
    expect((await auth("/change-email", cookie, { newEmail: uniqueEmail() })).status).toBe(200);
    a = {
      id: session.user.id,
      email,
      cookie,
      sessionHandle: other.handle,
      sessionToken: tokenOf(cookie),
      accountId: credential.id,
      key,
      subscriptionId,
      checkoutId,
      deleteLink: await mailLink(email, "/delete-user/callback"),
      changeEmailLink: await mailLink(email, "/verify-email"),
      webhook: await failedWebhook(cookie),
    };
    bCookie = await signInOverHttp(server.url, uniqueEmail());
    bKey = (await createApiKeyOverHttp(server.url, bCookie)).key;
  }, 120_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const notFound = (code: string, message: string): ExpectedError => ({
    status: 404,
    body: { code, message },
  });
  const accountNotFound: ExpectedError = {
    status: 400,
    body: { code: "ACCOUNT_NOT_FOUND", message: "Account not found" },
  };

  const endpointNotFound = notFound("NOT_FOUND", "This webhook endpoint does not exist.");
  /** B's call of a webhook server function naming A's endpoint. */
  const onEndpoint =
    (name: string, data: Record<string, unknown> = {}): IdorCase["call"] =>
    (owner, b) =>
      fn(WEBHOOKS, name, b, { endpointId: owner.webhook.endpointId, ...data });

  const cases: IdorCase[] = [
    {
      what: "POST /api/auth/revoke-session with A's session token",
      call: (owner, b) => auth("/revoke-session", b, { token: owner.sessionToken }),
      refused: notFound("SESSION_NOT_FOUND", "Session not found"),
    },
    {
      what: "GET /api/auth/api-key/get with A's key id (not served)",
      call: (owner, b) => auth(`/api-key/get?id=${owner.key.id}`, b),
      refused: notFound("NOT_FOUND", "Not found."),
    },
    {
      what: "POST /api/auth/api-key/update with A's key id (not served)",
      call: (owner, b) =>
        auth("/api-key/update", b, { keyId: owner.key.id, name: "taken", enabled: false }),
      refused: notFound("NOT_FOUND", "Not found."),
    },
    {
      what: "POST /api/auth/api-key/delete with A's key id",
      call: (owner, b) => auth("/api-key/delete", b, { keyId: owner.key.id }),
      refused: notFound("KEY_NOT_FOUND", "API Key not found"),
    },
    {
      what: "POST /api/auth/unlink-account with A's account id",
      call: (owner, b) => auth("/unlink-account", b, { accountId: owner.accountId }),
      refused: accountNotFound,
    },
    {
      what: "GET /api/auth/account-info with A's account id",
      call: (owner, b) => auth(`/account-info?accountId=${owner.accountId}`, b),
      refused: accountNotFound,
    },
    {
      what: "POST /api/auth/account-info (spec §7's form) with A's account id",
      call: (owner, b) => auth("/account-info", b, { accountId: owner.accountId }),
      refused: accountNotFound,
    },
    {
      what: "POST /api/auth/get-access-token with A's account id",
      call: (owner, b) => auth("/get-access-token", b, { accountId: owner.accountId }),
      refused: accountNotFound,
    },
    {
      what: "POST /api/auth/get-access-token with A's account and user ids",
      call: (owner, b) =>
        auth("/get-access-token", b, { accountId: owner.accountId, userId: owner.id }),
      refused: { status: 400, body: { code: "USER_ID_SERVER_ONLY" } },
    },
    {
      what: "POST /api/auth/get-access-token with A's provider and account ids",
      call: (owner, b) =>
        auth("/get-access-token", b, { providerId: "credential", accountId: owner.accountId }),
      refused: accountNotFound,
    },
    {
      what: "POST /api/auth/refresh-token with A's account id",
      call: (owner, b) => auth("/refresh-token", b, { accountId: owner.accountId }),
      refused: accountNotFound,
    },
    {
      what: "POST /api/auth/refresh-token with A's account and user ids",
      call: (owner, b) =>
        auth("/refresh-token", b, { accountId: owner.accountId, userId: owner.id }),
      refused: { status: 400, body: { code: "USER_ID_SERVER_ONLY" } },
    },
    {
      what: "GET /api/auth/delete-user/callback with A's deletion token",
      call: (owner, b) => auth(owner.deleteLink, b),
      refused: notFound("INVALID_TOKEN", "Invalid token"),
    },
    {
      what: "GET /api/auth/verify-email with A's email-change token",
      call: (owner, b) => auth(owner.changeEmailLink, b),
      refused: { status: 302, location: /[?&]error=/ },
    },
    {
      what: "POST /api/auth/revoke-session with A's session handle",
      call: (owner, b) => auth("/revoke-session", b, { token: owner.sessionHandle }),
      refused: notFound("SESSION_NOT_FOUND", "Session not found"),
    },
    {
      what: "regenerateUserApiKey with A's key id",
      call: (owner, b) => fn(API_KEYS, "regenerateUserApiKey", b, { keyId: owner.key.id }),
      refused: notFound("API_KEY_NOT_FOUND", "API key not found"),
    },
    {
      what: "cancelUserSubscription with A's subscription id",
      call: (owner, b) =>
        fn(BILLING, "cancelUserSubscription", b, { subscriptionId: owner.subscriptionId }),
      refused: notFound("SUBSCRIPTION_NOT_FOUND", "Subscription not found"),
    },
    {
      what: "resumeUserSubscription with A's subscription id",
      call: (owner, b) =>
        fn(BILLING, "resumeUserSubscription", b, { subscriptionId: owner.subscriptionId }),
      refused: notFound("SUBSCRIPTION_NOT_FOUND", "Subscription not found"),
    },
    {
      what: "changeUserSubscriptionPlan with A's subscription id",
      call: (owner, b) =>
        fn(BILLING, "changeUserSubscriptionPlan", b, {
          subscriptionId: owner.subscriptionId,
          slug: PLANS[2]?.slug,
        }),
      refused: notFound("SUBSCRIPTION_NOT_FOUND", "Subscription not found"),
    },
    {
      // /success with someone else's checkout reads as no checkout at all (spec: not shown).
      what: "getCheckoutResult with A's checkout id",
      call: (owner, b) => fn(BILLING, "getCheckoutResult", b, { checkoutId: owner.checkoutId }),
      refused: { status: 200, body: { status: "not_found", plan: null, subscription: null } },
    },
    {
      what: "GET /api/v1/subscriptions naming A's user id, with B's key",
      call: (owner, _, key) =>
        fetch(url(`/api/v1/subscriptions?userId=${owner.id}`), {
          headers: { authorization: `Bearer ${key}` },
        }),
      refused: { status: 400, body: { code: "VALIDATION_ERROR" } },
    },
    {
      what: "getWebhookEndpoints: B's own list, without A's endpoint",
      call: (_, b) => fn(WEBHOOKS, "getWebhookEndpoints", b),
      refused: { status: 200, body: [] },
    },
    {
      what: "getWebhookDeliveries with A's endpoint id",
      call: onEndpoint("getWebhookDeliveries"),
      refused: endpointNotFound,
    },
    {
      what: "setWebhookEndpointEnabled with A's endpoint id",
      call: onEndpoint("setWebhookEndpointEnabled", { enabled: true }),
      refused: endpointNotFound,
    },
    {
      what: "deleteWebhookEndpoint with A's endpoint id",
      call: onEndpoint("deleteWebhookEndpoint"),
      refused: endpointNotFound,
    },
    {
      what: "rotateWebhookSecret with A's endpoint id",
      call: onEndpoint("rotateWebhookSecret"),
      refused: endpointNotFound,
    },
    {
      what: "sendWebhookTestEvent with A's endpoint id",
      call: onEndpoint("sendWebhookTestEvent"),
      refused: endpointNotFound,
    },
    {
      what: "replayWebhookDelivery with A's delivery id",
      call: (owner, b) =>
        fn(WEBHOOKS, "replayWebhookDelivery", b, { deliveryId: owner.webhook.deliveryId }),
      refused: notFound("NOT_FOUND", "This delivery does not exist."),
    },
    {
      what: "replayWebhookDeliveries with A's endpoint id",
      call: onEndpoint("replayWebhookDeliveries", {
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date().toISOString(),
      }),
      refused: endpointNotFound,
    },
  ];

  it.each(cases)("refuses $what, and A's account is unchanged", async ({ call, refused }) => {
    const before = await ownerView(a);
    const response = await call(a, bCookie, bKey);
    expect(response.status).toBe(refused.status);
    if (refused.body) expect(await response.json()).toMatchObject(refused.body);
    if (refused.location) expect(response.headers.get("location")).toMatch(refused.location);
    expect(await ownerView(a)).toEqual(before);
  });

  it("spends a deletion link on any use: after B's attempt A's own is refused, A remains", async () => {
    // Better Auth consumes the single-use token before it compares users, so a link that leaked
    // to someone else is dead once they try it; it never deletes anyone but its owner.
    const response = await auth(a.deleteLink, a.cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await (await auth("/get-session", a.cookie)).json())?.user?.id).toBe(a.id);
  });
  it("refuses B's organization A's organization's member and key through the server functions", async () => {
    // Last: it gives A and B each an organization, which becomes their active workspace.
    // As a browser does: the create answer expires the signed session copy (it names no
    // organization yet), so the calls after it read the session, with its organization, from
    // the database. These cookie strings are fixed, so the copy is left out of them here.
    const fresh = (cookie: string) =>
      cookie
        .split("; ")
        .filter((pair) => !/session_data=/.test(pair))
        .join("; ");
    const create = async (cookie: string, slug: string) => {
      const result = await auth("/organization/create", cookie, { name: slug, slug });
      expect(result.status).toBe(200);
      expect(result.headers.getSetCookie().join()).toMatch(/session_data=;/);
    };
    await create(a.cookie, `idor-a-${kind}`);
    await create(bCookie, `idor-b-${kind}`);
    a.cookie = fresh(a.cookie);
    bCookie = fresh(bCookie);
    const people = async (cookie: string) =>
      (await (await fn(ORGANIZATIONS, "getOrganizationPeople", cookie)).json()) as {
        members: { id: string; role: string }[];
        teams: unknown[];
      };
    const activeSlug = async (cookie: string) =>
      (
        (await (await fn(ORGANIZATIONS, "getWorkspaces", cookie)).json()) as {
          active: { organization?: { slug: string } };
        }
      ).active.organization?.slug;
    const before = await people(a.cookie);
    const aMember = before.members[0]?.id as string;
    const made = await fn(API_KEYS, "createUserApiKey", a.cookie);
    const orgKey = (await made.json()) as { id: string; key: string };
    expect(made.status).toBe(200);

    const transfer = await fn(ORGANIZATIONS, "transferOrganizationOwnership", bCookie, {
      memberId: aMember,
    });
    expect(transfer.status).toBe(404);
    expect(await transfer.json()).toMatchObject({
      message: "That person is not a member of this organization.",
    });
    const regenerated = await fn(API_KEYS, "regenerateUserApiKey", bCookie, { keyId: orgKey.id });
    expect(regenerated.status).toBe(404);
    const deleted = await auth("/api-key/delete", bCookie, { keyId: orgKey.id });
    expect(deleted.status).toBe(404);

    expect(await people(a.cookie)).toEqual(before);
    expect(await activeSlug(a.cookie)).toBe(`idor-a-${kind}`);
    expect(await activeSlug(bCookie)).toBe(`idor-b-${kind}`);
    const me = await fetch(url("/api/v1/me"), {
      headers: { authorization: `Bearer ${orgKey.key}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ owner: "organization" });
  });

  it("shows B only B's own timeline, whatever B passes", async () => {
    type Page = { events: { id: string; kind: string }[]; nextCursor: string | null };
    const mine = (await (await fn(ACTIVITY, "getMyActivity", a.cookie, {})).json()) as Page;
    expect(mine.events.length).toBeGreaterThan(0);
    const aIds = new Set(mine.events.map((event) => event.id));
    const last = mine.events.at(-1);
    // A's own position in A's timeline, handed to B: B still pages through B's rows only.
    const cursor = last && `${new Date().toISOString()}|${last.id}`;
    for (const data of [{}, { cursor }, { limit: 100 }, { group: "sign-ins" }]) {
      const result = await fn(ACTIVITY, "getMyActivity", bCookie, data);
      expect(result.status).toBe(200);
      const page = (await result.json()) as Page;
      expect(page.events.filter((event) => aIds.has(event.id))).toEqual([]);
    }
    const naming = await fn(ACTIVITY, "getMyActivity", bCookie, { userId: a.id });
    expect(naming.status).toBe(400);
    expect(await naming.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
