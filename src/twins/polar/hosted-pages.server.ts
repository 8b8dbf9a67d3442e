import type { IncomingMessage, ServerResponse } from "node:http";
import type { TwinLedger } from "./billing.server";
import {
  checkoutClosedPage,
  checkoutPage,
  notFoundPage,
  type PageFrame,
  portalPage,
} from "./checkout-page.server";
import { readBody, sendHtml } from "./http.server";
import { toCheckout, toCustomer } from "./serialize.server";
import type { CheckoutRecord } from "./state.server";
import type { TwinBrand } from "./types.server";

// The pages Polar hosts for the product's customers: the checkout a checkout's URL opens (test
// cards), and the customer portal a customer session's link opens.

function originOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Back from a checkout: its return URL, else the product that asked for it (the success URL's). */
function checkoutReturn(record: CheckoutRecord): string | undefined {
  return record.return_url ?? originOf(record.success_url);
}

export function hostedPages(billing: TwinLedger, brand: TwinBrand) {
  const frame = (back: string | null | undefined): PageFrame => ({
    brand,
    back: back ? { href: back } : null,
  });

  async function hostedCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
  ): Promise<void> {
    const record = billing.findCheckout(key);
    if (!record) {
      return sendHtml(response, 404, notFoundPage(frame(null), "This checkout does not exist."));
    }
    const product = billing.ctx.product(record.product_id);
    const page = frame(checkoutReturn(record));
    const formTargets = [originOf(toCheckout(record, billing.ctx).success_url)].filter(
      (origin): origin is string => origin !== undefined,
    );
    if (request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const email = form.get("email") ?? "";
      const result = billing.pay(key, form.get("card_number") ?? "", email);
      if (result.ok) {
        response.writeHead(303, { location: result.redirectUrl }).end();
        return;
      }
      const checkout = toCheckout(record, billing.ctx);
      if (record.status !== "open") {
        return sendHtml(response, 200, checkoutClosedPage(page, checkout, result.message));
      }
      return sendHtml(
        response,
        200,
        checkoutPage(page, { checkout, product, error: result.message, email }),
        formTargets,
      );
    }
    const checkout = toCheckout(record, billing.ctx);
    if (record.status === "succeeded") {
      return sendHtml(
        response,
        200,
        checkoutClosedPage(page, checkout, "Payment received. Thank you!"),
      );
    }
    if (record.status !== "open") {
      return sendHtml(
        response,
        200,
        checkoutClosedPage(page, checkout, "This checkout has expired."),
      );
    }
    return sendHtml(response, 200, checkoutPage(page, { checkout, product }), formTargets);
  }

  /**
   * The customer portal, opened by a customer session's token: the subscriptions, the card on
   * file (a form replaces it) and the invoices. The token stays in the address, as Polar's
   * portal links carry it.
   */
  async function portal(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const token = url.searchParams.get("customer_session_token") ?? "";
    const opened = billing.portalSession(token);
    if (!opened) {
      return sendHtml(
        response,
        401,
        notFoundPage(frame(null), "This portal link has expired. Ask for a new one."),
      );
    }
    const portalUrl = `/portal?customer_session_token=${encodeURIComponent(token)}`;
    const show = (status: number, extra: { cardError?: string; saved?: boolean } = {}) =>
      sendHtml(
        response,
        status,
        portalPage(frame(opened.returnUrl), {
          customer: toCustomer(opened.customer),
          subscriptions: billing
            .subscriptionsOf(opened.customer)
            .map((item) => billing.getSubscription(item.id)),
          orders: billing.ordersOf(opened.customer),
          cardLast4: opened.customer.card_last4 ?? null,
          cardAction: `/portal/card?customer_session_token=${encodeURIComponent(token)}`,
          ...extra,
        }),
      );
    if (url.pathname === "/portal/card") {
      if (request.method !== "POST") {
        response.writeHead(303, { location: portalUrl }).end();
        return;
      }
      const form = new URLSearchParams(await readBody(request));
      const result = billing.changeCard(opened.customer, form.get("card_number") ?? "");
      // 200 like the checkout's errors: the page is the response, with the error beside the field.
      if (!result.ok) return show(200, { cardError: result.message });
      response.writeHead(303, { location: `${portalUrl}&card=saved` }).end();
      return;
    }
    show(200, { saved: url.searchParams.get("card") === "saved" });
  }

  return { hostedCheckout, portal };
}
