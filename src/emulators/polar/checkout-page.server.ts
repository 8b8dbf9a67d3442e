import type { models } from "@polar-sh/sdk/2026-10";
import type { TwinProduct } from "./index.server";

/**
 * The twin's hosted pages: plain HTML with no script, so they work in any browser test and
 * read the same with assistive technology (every field has a label, errors are alerts).
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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f5; color: #1d2b26; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 0.08); }
  .notice { font-size: 0.8rem; color: #5b6b65; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font-size: 1rem;
          border: 1px solid #b8c4bf; border-radius: 6px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font-size: 1rem; font-weight: 600;
           color: #fff; background: #1f6f54; border: 0; border-radius: 6px; cursor: pointer; }
  [role="alert"] { margin-top: 1rem; padding: 0.75rem; border-radius: 6px; background: #fdecec;
                   color: #8a1c1c; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #e3e8e6; }
</style>
</head>
<body>
<main>
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

export function checkoutPage({ checkout, product, error, email }: CheckoutPageInput): string {
  const price = `${formatAmount(product.priceAmount, product.currency)} / ${product.recurringInterval}`;
  const prefilled = email ?? checkout.customer_email ?? "";
  return layout(
    `Checkout: ${product.name}`,
    `<h1>${escapeHtml(product.name)}</h1>
${product.description ? `<p>${escapeHtml(product.description)}</p>` : ""}
<p><strong>${escapeHtml(price)}</strong></p>
<form method="post">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(prefilled)}">
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
         placeholder="4242 4242 4242 4242">
  <button type="submit">Pay</button>
</form>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<p class="notice">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>`,
  );
}

export function checkoutClosedPage(checkout: models.Checkout, message: string): string {
  const link =
    checkout.status === "succeeded"
      ? `<p><a href="${escapeHtml(checkout.success_url)}">Continue</a></p>`
      : "";
  return layout(
    "Checkout",
    `<h1>Checkout</h1>\n<p role="status">${escapeHtml(message)}</p>\n${link}`,
  );
}

export function notFoundPage(what: string): string {
  return layout("Not found", `<h1>Not found</h1>\n<p>${escapeHtml(what)}</p>`);
}

export function portalPage(
  customer: models.Customer,
  subscriptions: models.Subscription[],
  returnUrl: string | null,
): string {
  const rows = subscriptions
    .map((subscription) => {
      const until =
        subscription.ended_at ?? subscription.ends_at ?? subscription.current_period_end;
      const label = subscription.ended_at ? "Ended" : subscription.ends_at ? "Ends" : "Renews";
      return `<tr><td>${escapeHtml(subscription.product.name)}</td><td>${escapeHtml(subscription.status)}</td><td>${label} ${escapeHtml(until.slice(0, 10))}</td></tr>`;
    })
    .join("\n");
  return layout(
    "Customer portal",
    `<h1>Your subscriptions</h1>
<p>${escapeHtml(customer.email ?? customer.name ?? "")}</p>
${
  subscriptions.length === 0
    ? "<p>No subscriptions yet.</p>"
    : `<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Period</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Back</a></p>` : ""}`,
  );
}
