import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { PLANS } from "~/config/plans";
import { handlePolarWebhook } from "~/server/billing/webhooks.server";
import { BackgroundTasks } from "~/server/platform/background.server";
import { type PolarTwin, productsFromPlans, startPolarTwin } from "~/twins/polar/index.server";
import type { DatabaseKind } from "./databases";
import { createTestApp, type TestApp } from "./test-app";

interface HttpEndpoint {
  url: string;
  close(): Promise<void>;
}

async function requestOf(message: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(message.url ?? "/", base), {
    method: message.method,
    headers,
    body: message.method === "GET" || message.method === "HEAD" ? undefined : body,
  });
}

/**
 * A real HTTP server on 127.0.0.1 around a Fetch handler: webhooks arrive over a socket. Closing
 * it waits for the handlers under way, as the product's server drains: one still writing after
 * the test closed its database would fail there, outside any test. A handler that threw fails it.
 */
async function serveOverHttp(
  handle: (request: Request) => Promise<Response>,
): Promise<HttpEndpoint> {
  const underWay = new BackgroundTasks();
  const failures: unknown[] = [];
  const server = createServer((message, reply) => {
    underWay.run(
      (async () => {
        try {
          const response = await handle(await requestOf(message, "http://127.0.0.1"));
          reply.writeHead(response.status, Object.fromEntries(response.headers));
          reply.end(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          // Answered as the product's server would (a 500, which the twin retries), and reported
          // by close: the test file fails in its afterAll.
          failures.push(error);
          if (!reply.headersSent) reply.writeHead(500);
          reply.end(String(error));
        }
      })(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await underWay.settled();
      if (failures.length > 0) throw new AggregateError(failures, "the webhook handler threw");
    },
  };
}

const TWIN_TOKEN = "polar_oat_twin_tests";

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export interface BillingTestApp {
  app: TestApp;
  twin: PolarTwin;
  secret: string;
  /** The product's webhook endpoint over HTTP, as the twin posts to it. */
  webhookUrl: string;
  close(): Promise<void>;
}

/**
 * The app wired to a Polar twin exactly as to real Polar (token, API address, webhook secret),
 * with the real webhook handler behind a socket that the twin delivers to.
 */
export async function createBillingTestApp(
  kind: DatabaseKind,
  options: { legacySigning?: boolean } = {},
): Promise<BillingTestApp> {
  const secret = newWebhookSecret();
  let app: TestApp | undefined;
  const endpoint = await serveOverHttp(async (request) => {
    if (!app) return new Response("starting", { status: 503 });
    return handlePolarWebhook(app.runtime.billing, secret, request);
  });
  const webhookUrl = `${endpoint.url}/api/webhooks/polar`;
  const twin = await startPolarTwin({
    products: productsFromPlans(PLANS),
    accessToken: TWIN_TOKEN,
    webhook: { url: webhookUrl, secret, legacySigning: options.legacySigning },
    retryDelaysMs: [20, 40, 80, 160, 320],
  });
  app = await createTestApp(kind, {
    POLAR_ACCESS_TOKEN: TWIN_TOKEN,
    POLAR_WEBHOOK_SECRET: secret,
    POLAR_API_URL: twin.url,
  });
  return {
    app,
    twin,
    secret,
    webhookUrl,
    async close() {
      await twin.close();
      try {
        await endpoint.close();
      } finally {
        await app?.close();
      }
    },
  };
}

/**
 * Pays a checkout on the twin's hosted page as a browser does (the form's POST) and returns the
 * checkout id that Polar put into the success URL it redirects to.
 */
export async function payCheckout(
  checkoutUrl: string,
  email: string,
  card = "4242 4242 4242 4242",
): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({ email, card_number: card }),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) {
    throw new Error(`payment refused: ${response.status} ${await response.text()}`);
  }
  const checkoutId = new URL(location).searchParams.get("checkout_id");
  if (!checkoutId) throw new Error(`no checkout_id in the success URL ${location}`);
  return checkoutId;
}
