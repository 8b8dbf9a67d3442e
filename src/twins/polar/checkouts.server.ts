import { randomBytes, randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import { checkCard } from "./cards.server";
import { customerForCheckout, liveCustomers } from "./customers.server";
import { redeemableDiscount, unredeemable } from "./discounts.server";
import { notFound, validationError } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { addOrder, addPurchase } from "./orders.server";
import { checkoutTrial, successUrlOf, toCheckout, toOrder } from "./serialize.server";
import type { CheckoutRecord, Metadata } from "./state.server";
import { startSubscription } from "./subscriptions.server";
import type { TwinProduct } from "./types.server";

// Polar's checkouts: created through the API, paid on the twin's hosted page (which makes the
// customer, the subscription and its first order), or expired when their hour is up.

export interface CheckoutInput {
  products: string[];
  success_url?: string | null;
  return_url?: string | null;
  external_customer_id?: string | null;
  customer_id?: string | null;
  customer_email?: string | null;
  customer_name?: string | null;
  metadata?: Metadata;
  customer_metadata?: Metadata;
  discount_id?: string | null;
  allow_trial?: boolean;
  seats?: number | null;
}

export type PaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; message: string; checkout?: CheckoutRecord };

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The seats a checkout buys, as Polar checks `seats`: on a seat-based price within its range,
 * by default its fewest; refused on any other price.
 */
function checkoutSeats(product: TwinProduct, seats: number | null | undefined): number | null {
  if (seats === undefined || seats === null) return product.seats?.minimum ?? null;
  const refused = (msg: string) => validationError([{ loc: ["body", "seats"], msg, input: seats }]);
  if (!product.seats) throw refused("Seats are only available for seat-based pricing.");
  if (seats < product.seats.minimum || seats > product.seats.maximum) {
    throw refused(`Seats must be between ${product.seats.minimum} and ${product.seats.maximum}.`);
  }
  return seats;
}

export function createCheckout(ledger: LedgerCore, input: CheckoutInput): models.Checkout {
  const unknown = input.products
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !ledger.catalogue.has(id));
  if (unknown.length > 0) {
    throw validationError(
      unknown.map(({ id, index }) => ({
        loc: ["body", "products", index],
        msg: "Product does not exist.",
        input: id,
      })),
    );
  }
  const archived = input.products
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => ledger.catalogue.get(id)?.isArchived);
  if (archived.length > 0) {
    throw validationError(
      archived.map(({ id, index }) => ({
        loc: ["body", "products", index],
        msg: "Product is archived.",
        input: id,
      })),
    );
  }
  const customer = input.customer_id
    ? liveCustomers(ledger).find((item) => item.id === input.customer_id)
    : liveCustomers(ledger).find(
        (item) => input.external_customer_id && item.external_id === input.external_customer_id,
      );
  if (input.customer_id && !customer) {
    throw validationError([
      {
        loc: ["body", "customer_id"],
        msg: "Customer does not exist.",
        input: input.customer_id,
      },
    ]);
  }
  const discount = input.discount_id
    ? redeemableDiscount(ledger.state.discounts, input.discount_id, ledger.now())
    : null;
  const seats = checkoutSeats(ledger.ctx.product(input.products[0] as string), input.seats);
  const created = ledger.now();
  const checkout: CheckoutRecord = {
    id: randomUUID(),
    client_secret: `polar_c_${randomBytes(24).toString("base64url")}`,
    created_at: created.toISOString(),
    modified_at: null,
    status: "open",
    product_id: input.products[0] as string,
    product_ids: input.products,
    success_url: input.success_url ?? null,
    return_url: input.return_url ?? null,
    expires_at: new Date(created.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
    customer_id: customer?.id ?? null,
    // A team customer's checkout is filled in with its owner's address when it has none.
    customer_email: input.customer_email ?? customer?.email ?? customer?.owner?.email ?? null,
    customer_name: input.customer_name ?? customer?.name ?? null,
    external_customer_id: input.external_customer_id ?? customer?.external_id ?? null,
    metadata: input.metadata ?? {},
    customer_metadata: input.customer_metadata ?? {},
    subscription_id: null,
    discount_id: discount?.id ?? null,
    allow_trial: input.allow_trial ?? true,
    seats,
  };
  return ledger.change(() => {
    ledger.state.checkouts.push(checkout);
    const serialized = toCheckout(checkout, ledger.ctx);
    ledger.emit("checkout.created", serialized);
    return serialized;
  });
}

export function getCheckout(ledger: LedgerCore, id: string): models.Checkout {
  const checkout = ledger.state.checkouts.find((item) => item.id === id);
  if (!checkout) throw notFound();
  return toCheckout(checkout, ledger.ctx);
}

/** The hosted page is addressed by client secret; tests may use the id. */
export function findCheckout(ledger: LedgerCore, key: string): CheckoutRecord | undefined {
  return ledger.state.checkouts.find((item) => item.client_secret === key || item.id === key);
}

/**
 * A payment on the hosted page: on success Polar creates (or finds) the customer, the
 * subscription and its first order, then closes the checkout.
 */
export function pay(
  ledger: LedgerCore,
  key: string,
  card: string,
  email: string | null,
): PaymentResult {
  const checkout = findCheckout(ledger, key);
  if (!checkout) return { ok: false, message: "This checkout does not exist." };
  if (checkout.status === "open" && new Date(checkout.expires_at) <= ledger.now()) {
    expireCheckouts(ledger);
  }
  if (checkout.status === "expired") {
    return { ok: false, message: "This checkout has expired.", checkout };
  }
  if (checkout.status !== "open") {
    return { ok: false, message: "This checkout has already been paid.", checkout };
  }
  // A trial charges nothing today: its checkout may leave the card out (ADR 052).
  const trial = checkoutTrial(checkout, ledger.ctx.product(checkout.product_id));
  const paying =
    trial && card.trim() === "" ? { ok: true as const, digits: null } : checkCard(card);
  if (!paying.ok) return { ok: false, message: paying.message, checkout };
  const address = email?.trim() || checkout.customer_email;
  if (!address || !/^[^@\s]+@[^@\s]+$/.test(address)) {
    return { ok: false, message: "Enter a valid email address.", checkout };
  }
  const discount = checkout.discount_id
    ? ledger.state.discounts.find((item) => item.id === checkout.discount_id)
    : undefined;
  const problem = discount && unredeemable(discount, ledger.now());
  if (problem) return { ok: false, message: problem, checkout };
  ledger.change(() => completeCheckout(ledger, checkout, address, paying.digits));
  return { ok: true, redirectUrl: successUrlOf(checkout, ledger.ctx) };
}

function completeCheckout(
  ledger: LedgerCore,
  checkout: CheckoutRecord,
  email: string,
  card: string | null,
): void {
  const now = ledger.nowIso();
  const customer = customerForCheckout(ledger, checkout, email);
  if (card) customer.card_last4 = card.slice(-4);
  const discount = ledger.state.discounts.find((item) => item.id === checkout.discount_id);
  if (discount) {
    discount.redemptions_count += 1;
    discount.modified_at = now;
  }
  const product = ledger.ctx.product(checkout.product_id);
  const subscription =
    product.recurringInterval === null
      ? undefined
      : startSubscription(ledger, checkout, customer, product, product.recurringInterval, now);
  // A trial has nothing to charge yet: its first order comes when the trial ends.
  if (!subscription?.trial_end) {
    const order = subscription
      ? addOrder(ledger, subscription, "subscription_create", "paid", checkout.id)
      : addPurchase(ledger, checkout, customer, product, now);
    ledger.emit("order.created", toOrder(order, ledger.ctx));
    ledger.emit("order.paid", toOrder(order, ledger.ctx));
  }
  Object.assign(checkout, {
    status: "succeeded",
    modified_at: now,
    customer_id: customer.id,
    customer_email: customer.email ?? email,
    external_customer_id: customer.external_id,
    subscription_id: subscription?.id ?? null,
  } satisfies Partial<CheckoutRecord>);
  ledger.emit("checkout.updated", toCheckout(checkout, ledger.ctx));
}

export function expireCheckouts(ledger: LedgerCore): void {
  const now = ledger.now();
  const expiring = ledger.state.checkouts.filter(
    (item) => item.status === "open" && new Date(item.expires_at) <= now,
  );
  if (expiring.length === 0) return;
  ledger.change(() => {
    for (const checkout of expiring) {
      checkout.status = "expired";
      checkout.modified_at = checkout.expires_at;
      ledger.emit("checkout.expired", toCheckout(checkout, ledger.ctx), checkout.expires_at);
    }
  });
}
