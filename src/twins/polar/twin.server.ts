import type { IncomingMessage, ServerResponse } from "node:http";
import { apiRouter } from "./api-router.server";
import { TwinLedger } from "./billing.server";
import { DEFAULT_CARD } from "./cards.server";
import { DEFAULT_BRAND } from "./checkout-page.server";
import { controlApi, type TwinControls } from "./control-api.server";
import { hostedPages } from "./hosted-pages.server";
import { listen, sendJson } from "./http.server";
import { Metering } from "./meters.server";
import { loadState, saveState } from "./state.server";
import type { PolarTwin, PolarTwinOptions } from "./types.server";
import { WebhookSender } from "./webhooks.server";

/**
 * Starts the twin: its state (from the state file, if any), the billing model, the webhook
 * sender, and one HTTP server for the API (/v1/), the control API (/_twin/) and the hosted
 * pages (/checkout/…, /portal).
 */
export async function startPolarTwin(options: PolarTwinOptions): Promise<PolarTwin> {
  const state = loadState(options.stateFile);
  const sender = new WebhookSender(options.webhook, options.retryDelaysMs);
  let baseUrl = "";
  const conditions = { down: false, latencyMs: 0, held: 0 };
  const closing = new AbortController();
  const billing = new TwinLedger(
    state,
    options.products,
    () => baseUrl,
    (events) => {
      saveState(options.stateFile, state);
      sender.enqueue(events);
    },
  );

  const metering = new Metering(
    billing,
    options.products,
    options.stateFile?.replace(/(\.json)?$/, ".meters.json"),
  );

  const controls: TwinControls = {
    settled: () => sender.settled(),
    async pay(checkoutId, card = DEFAULT_CARD) {
      // There is no form to type an address into here; a stand-in keeps the call short for
      // tests that do not care which email the customer has.
      const record = billing.findCheckout(checkoutId);
      const owner = record?.external_customer_id ?? record?.id ?? "customer";
      const standIn = `${owner.replace(/[^\w.-]/g, "")}@example.com`;
      const result = billing.pay(checkoutId, card, record?.customer_email ?? standIn);
      return result.ok ? { ok: true } : { ok: false, message: result.message };
    },
    async advanceClock(ms) {
      billing.advanceClock(ms);
    },
    async failRenewal(subscriptionId) {
      billing.failRenewal(subscriptionId);
    },
    async revoke(subscriptionId) {
      billing.revokeSubscription(subscriptionId);
    },
    async endTrial(subscriptionId) {
      billing.endTrial(subscriptionId);
    },
    setChaos: (chaos) => sender.setChaos(chaos),
    setDown(value) {
      conditions.down = value;
    },
    setLatency(ms) {
      conditions.latencyMs = ms;
    },
    subscriptions: () => billing.allSubscriptions(),
    orders: () => billing.allOrders(),
    now: () => billing.now(),
  };

  const api = apiRouter({
    billing,
    accessToken: options.accessToken,
    conditions,
    closing: closing.signal,
    metering,
  });
  const control = controlApi(controls, conditions, metering);
  const pages = hostedPages(billing, options.brand ?? DEFAULT_BRAND);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", baseUrl);
    if (url.pathname.startsWith("/v1/")) return api(request, response, url);
    if (url.pathname.startsWith("/_twin/")) return control(request, response, url);
    const checkoutKey = /^\/checkout\/([^/]+)$/.exec(url.pathname)?.[1];
    if (checkoutKey)
      return pages.hostedCheckout(request, response, decodeURIComponent(checkoutKey));
    if (url.pathname === "/portal" || url.pathname === "/portal/card") {
      return pages.portal(request, response, url);
    }
    sendJson(response, 404, { detail: "Not Found" });
  }

  const { server, url } = await listen(handle, options.port, options.host);
  baseUrl = url;

  return {
    ...controls,
    url,
    async close() {
      closing.abort();
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
