import { createHash } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import type { TwinBrand, TwinProduct } from "./types.server";

/**
 * The twin's hosted pages: plain HTML with no script, so they work in any browser test and
 * read the same with assistive technology (every field has a label, errors are alerts). Each
 * carries the product's name and icon and a way back to it, as Polar's pages carry the
 * merchant's.
 */

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount / 100);
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A plain mark for a twin started without the product's own icon. */
const DEFAULT_FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f6f54"/><circle cx="32" cy="32" r="14" fill="#f4f6f5"/></svg>';

export const DEFAULT_BRAND: TwinBrand = { name: "Polar twin" };

// Colours keep 4.5:1 against their backgrounds (WCAG AA): the text #1d2b26 and #5b6b65, the
// links and buttons #1f6f54, the alert #8a1c1c.
const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f5; color: #1d2b26; margin: 0; }
  header { max-width: 40rem; margin: 0 auto; padding: 1rem 1rem 0; display: flex;
           align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  .brand { display: flex; align-items: center; gap: 0.5rem; font-weight: 700; }
  .brand img { width: 28px; height: 28px; }
  a { color: #1f6f54; font-weight: 600; }
  main { max-width: 40rem; margin: 1rem auto 3rem; background: #fff; padding: 2rem;
         border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.08); box-sizing: border-box; }
  main.narrow { max-width: 28rem; }
  section { margin-top: 2rem; }
  h2 { font-size: 1.15rem; }
  .notice { font-size: 0.85rem; color: #5b6b65; margin: 0 0 1.5rem; }
  .hint { font-size: 0.85rem; color: #5b6b65; margin: 0.25rem 0 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font-size: 1rem;
          border: 1px solid #6b7a74; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #8a1c1c; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font-size: 1rem; font-weight: 600;
           color: #fff; background: #1f6f54; border: 0; border-radius: 6px; cursor: pointer; }
  [role="alert"] { margin-top: 1rem; padding: 0.75rem; border-radius: 6px; background: #fdecec;
                   color: #8a1c1c; }
  [role="status"] { padding: 0.75rem; border-radius: 6px; background: #e8f3ec; color: #1f5f3f; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #e3e8e6; }
  td.amount, th.amount { text-align: right; }
`;

const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/**
 * The pages' Content-Security-Policy: no script at all, the one stylesheet by its hash, images
 * only from data: (the icon), and forms posted to the twin itself or to `formTargets` (Chromium
 * holds a form's redirect to form-action too: the checkout's to the product's success page).
 */
export function pagePolicy(formTargets: string[] = []): string {
  const origins = [...new Set(formTargets)].join(" ");
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src data:",
    `form-action 'self'${origins ? ` ${origins}` : ""}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where a page leads back to the product: a URL it was given, named after the product. */
interface BackLink {
  href: string;
}

export interface PageFrame {
  brand: TwinBrand;
  back: BackLink | null;
}

function iconUri(brand: TwinBrand): string {
  return `data:image/svg+xml;base64,${Buffer.from(brand.faviconSvg ?? DEFAULT_FAVICON).toString("base64")}`;
}

function layout(
  frame: PageFrame,
  title: string,
  body: string,
  width: "narrow" | "wide" = "narrow",
): string {
  const icon = iconUri(frame.brand);
  const name = escapeHtml(frame.brand.name);
  const back = frame.back ? `<a href="${escapeHtml(frame.back.href)}">Back to ${name}</a>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${name}</title>
<link rel="icon" type="image/svg+xml" href="${icon}">
<style>${STYLE}</style>
</head>
<body>
<header>
<span class="brand"><img src="${icon}" alt="" width="28" height="28">${name}</span>
${back}
</header>
<main${width === "narrow" ? ' class="narrow"' : ""}>
<p class="notice">Local Polar twin: no real payment is made.</p>
${body}
</main>
</body>
</html>`;
}

interface CheckoutPageInput {
  checkout: models.Checkout;
  product: TwinProduct;
  error?: string;
  email?: string;
}

function priceLine(product: TwinProduct, amountInCents = product.priceAmount): string {
  const amount = formatAmount(amountInCents, product.currency);
  return product.recurringInterval ? `${amount} / ${product.recurringInterval}` : amount;
}

/**
 * What the checkout charges before Pay: the seats at one seat's price on a seat-based product,
 * the total, the discount it applies and the trial before the first charge.
 */
function priceLines(checkout: models.Checkout, product: TwinProduct): string {
  const discount = checkout.discount;
  const total = escapeHtml(priceLine(product, checkout.amount));
  const lines =
    product.seats && checkout.seats !== null
      ? [`<p>${checkout.seats} seats × ${escapeHtml(priceLine(product))}</p>`]
      : [];
  if (discount) {
    lines.push(
      `<p>Total: <s>${total}</s> <strong>${escapeHtml(priceLine(product, checkout.net_amount))}</strong></p>`,
      `<p role="status">Discount ${escapeHtml(discount.code ?? discount.name)} applied: ${escapeHtml(discount.name)}, ${escapeHtml(formatAmount(checkout.discount_amount, checkout.currency))} off.</p>`,
    );
  } else {
    lines.push(`<p>Total: <strong>${total}</strong></p>`);
  }
  if (checkout.trial_end) {
    lines.push(
      `<p>Free trial: ${checkout.active_trial_interval_count}-${checkout.active_trial_interval} trial, nothing charged today. The first charge, ${escapeHtml(formatAmount(checkout.net_amount, checkout.currency))}, is on ${escapeHtml(formatDate(checkout.trial_end))}; without a card the subscription ends then.</p>`,
    );
  }
  return lines.join("\n");
}

export function checkoutPage(
  frame: PageFrame,
  { checkout, product, error, email }: CheckoutPageInput,
): string {
  const prefilled = email ?? checkout.customer_email ?? "";
  const invalid = error ? ' aria-invalid="true" aria-describedby="payment-error"' : "";
  const trial = checkout.trial_end !== null;
  return layout(
    frame,
    `Checkout: ${product.name}`,
    `<h1>${escapeHtml(product.name)}</h1>
${product.description ? `<p>${escapeHtml(product.description)}</p>` : ""}
${priceLines(checkout, product)}
<form method="post">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(prefilled)}">
  <label for="card_number">Card number${trial ? " (optional during the trial)" : ""}</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number"${trial ? "" : " required"}
         placeholder="4242 4242 4242 4242"${invalid}>
  <button type="submit">${trial ? "Start trial" : "Pay"}</button>
</form>
${error ? `<p role="alert" id="payment-error">${escapeHtml(error)}</p>` : ""}
<p class="notice">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>`,
  );
}

export function checkoutClosedPage(
  frame: PageFrame,
  checkout: models.Checkout,
  message: string,
): string {
  const link =
    checkout.status === "succeeded"
      ? `<p><a href="${escapeHtml(checkout.success_url)}">Continue</a></p>`
      : "";
  return layout(
    frame,
    "Checkout",
    `<h1>Checkout</h1>\n<p role="status">${escapeHtml(message)}</p>\n${link}`,
  );
}

export function notFoundPage(frame: PageFrame, what: string): string {
  return layout(frame, "Not found", `<h1>Not found</h1>\n<p>${escapeHtml(what)}</p>`);
}

export interface PortalPageInput {
  customer: models.Customer;
  subscriptions: models.Subscription[];
  orders: models.Order[];
  cardLast4: string | null;
  /** Where the card form posts, with the session token that opened the portal. */
  cardAction: string;
  /** The card form's error, shown beside the field. */
  cardError?: string;
  /** Said once after a card was saved. */
  saved?: boolean;
}

const REASONS: Record<models.OrderBillingReason, string> = {
  purchase: "Purchase",
  subscription_create: "Subscription started",
  subscription_cycle: "Renewal",
  subscription_update: "Plan change",
  subscription_meter_cycle: "Usage",
};

const ORDER_STATUS: Record<models.OrderStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  paid: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  void: "Void",
};

function invoiceAmount(order: models.Order): string {
  const amount = formatAmount(Math.abs(order.total_amount), order.currency);
  return order.total_amount < 0 ? `${amount} credit` : amount;
}

function subscriptionsTable(subscriptions: models.Subscription[]): string {
  if (subscriptions.length === 0) return "<p>No subscriptions yet.</p>";
  const rows = subscriptions
    .map((subscription) => {
      const until =
        subscription.ended_at ?? subscription.ends_at ?? subscription.current_period_end;
      const label = subscription.ended_at ? "Ended" : subscription.ends_at ? "Ends" : "Renews";
      return `<tr><td>${escapeHtml(subscription.product.name)}</td><td>${escapeHtml(subscription.status)}</td><td>${label} ${escapeHtml(formatDate(until))}</td></tr>`;
    })
    .join("\n");
  return `<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Period</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function invoicesTable(orders: models.Order[]): string {
  if (orders.length === 0) return "<p>No invoices yet.</p>";
  const rows = orders
    .map(
      (order) =>
        `<tr><td>${escapeHtml(formatDate(order.created_at))}</td><td>${escapeHtml(`${REASONS[order.billing_reason]}: ${order.description}`)}</td><td class="amount">${escapeHtml(invoiceAmount(order))}</td><td>${ORDER_STATUS[order.status]}</td></tr>`,
    )
    .join("\n");
  return `<table>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col" class="amount">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function cardForm(input: PortalPageInput): string {
  const described = input.cardError ? "card-hint card-error" : "card-hint";
  const invalid = input.cardError ? ' aria-invalid="true"' : "";
  return `<p>${input.cardLast4 ? `Card ending in ${escapeHtml(input.cardLast4)}` : "No card on file."}</p>
${input.saved ? '<p role="status">Your new card is saved. Renewals are charged to it.</p>' : ""}
<form method="post" action="${escapeHtml(input.cardAction)}">
  <label for="card_number">New card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
         aria-describedby="${described}"${invalid}>
  <p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444 work; 4000 0000 0000 0002 is declined.</p>
  ${input.cardError ? `<p role="alert" id="card-error">${escapeHtml(input.cardError)}</p>` : ""}
  <button type="submit">Save card</button>
</form>`;
}

export function portalPage(frame: PageFrame, input: PortalPageInput): string {
  return layout(
    frame,
    "Billing",
    `<h1>Billing</h1>
<p>${escapeHtml(input.customer.email ?? input.customer.name ?? "")}</p>
<section aria-labelledby="subscriptions-heading">
<h2 id="subscriptions-heading">Your subscriptions</h2>
${subscriptionsTable(input.subscriptions)}
</section>
<section aria-labelledby="card-heading">
<h2 id="card-heading">Payment method</h2>
${cardForm(input)}
</section>
<section aria-labelledby="invoices-heading">
<h2 id="invoices-heading">Invoices</h2>
${invoicesTable(input.orders)}
</section>`,
    "wide",
  );
}
