import { randomBytes, randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import {
  type DiscountRecord,
  discountAmount,
  matchesQuery,
  toDiscount,
  unredeemable,
} from "./discounts.server";
import { seatsAndAmount, startingSeats } from "./seat-prices.server";
import {
  checkoutTrial,
  ORGANIZATION_ID,
  page,
  type SerializeContext,
  successUrlOf,
  toCheckout,
  toCustomer,
  toCustomerSession,
  toOrder,
  toProduct,
  toSubscription,
  trialEndFrom,
} from "./serialize.server";
import type {
  CheckoutRecord,
  CustomerRecord,
  Metadata,
  OrderItemRecord,
  OrderRecord,
  SubscriptionRecord,
  TwinState,
} from "./state.server";
import type { TwinProduct } from "./types.server";
import { newEventId, type TwinEvent } from "./webhooks.server";

/** A response in Polar's error shape; the HTTP layer sends it as is. */
export class PolarApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`Polar twin: ${status} ${JSON.stringify(body)}`);
  }
}

/** An order due now on a card that fails: refused with 402 before anything changes. */
export function refuseFailingCard(
  subscription: SubscriptionRecord,
  items: OrderItemRecord[],
): void {
  const due = items.reduce((sum, item) => sum + item.amount, 0);
  if (due > 0 && subscription.payment_failing) {
    throw new PolarApiError(402, {
      error: "PaymentFailed",
      detail: "The payment failed: the card was declined.",
    });
  }
}

export function notFound(): PolarApiError {
  return new PolarApiError(404, { error: "ResourceNotFound", detail: "Not found" });
}

export function validationError(
  issues: Array<{ loc: (string | number)[]; msg: string; input: unknown }>,
): PolarApiError {
  return new PolarApiError(422, {
    detail: issues.map((issue) => ({ type: "value_error", ...issue })),
  });
}

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

/** Polar's error of a plan change, in its validation shape, about the product asked for. */
function productRefused(productId: string, msg: string): PolarApiError {
  return validationError([{ loc: ["body", "product_id"], msg, input: productId }]);
}

function alreadyCanceled(): PolarApiError {
  return new PolarApiError(403, {
    error: "AlreadyCanceledSubscription",
    detail: "This subscription is already canceled or will be at the end of the period.",
  });
}

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

interface CustomerInputFields {
  name?: string | null;
  external_id?: string | null;
  metadata?: Metadata;
}

/** An individual needs an address; a team needs one of its own or its owner's. */
export type CustomerInput = CustomerInputFields &
  (
    | { type?: "individual"; email: string }
    | {
        type: "team";
        email?: string | null;
        owner?: { email: string; name?: string | null } | null;
      }
  );

export interface SubscriptionFilter {
  customer_id?: string[];
  external_customer_id?: string[];
  product_id?: string[];
  status?: models.SubscriptionStatus[];
  active?: boolean;
  cancel_at_period_end?: boolean;
  ascending: boolean;
  page: number;
  limit: number;
}

export type SubscriptionChange =
  | {
      kind: "cancel";
      cancel_at_period_end: boolean;
      customer_cancellation_reason?: models.CustomerCancellationReason | null;
      customer_cancellation_comment?: string | null;
    }
  | {
      kind: "revoke";
      customer_cancellation_reason?: models.CustomerCancellationReason | null;
      customer_cancellation_comment?: string | null;
    }
  | {
      kind: "product";
      product_id: string;
      proration_behavior?: models.SubscriptionProrationBehavior | null;
    }
  | { kind: "discount"; discount_id: string | null };

export interface OrderFilter {
  customer_id?: string[];
  external_customer_id?: string[];
  product_id?: string[];
  subscription_id?: string[];
  status?: OrderRecord["status"][];
  ascending: boolean;
  page: number;
  limit: number;
}

export type PaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; message: string; checkout?: CheckoutRecord };

const DECLINED_CARD = "4000000000000002";
/** Polar's organization default when an update names no proration behaviour. */
const DEFAULT_PRORATION: models.SubscriptionProrationBehavior = "prorate";
export const DEFAULT_CARD = "4242 4242 4242 4242";
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const CUSTOMER_SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** Polar's active filter: what still grants access without a payment problem. */
const ACTIVE_STATUSES: models.SubscriptionStatus[] = ["trialing", "active"];
const RENEWING_STATUSES: models.SubscriptionStatus[] = ["trialing", "active", "past_due"];

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a test card says when it is used: its digits, or why it cannot pay. */
function checkCard(card: string): { ok: true; digits: string } | { ok: false; message: string } {
  const digits = card.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: "Your card number is incorrect." };
  }
  if (digits === DECLINED_CARD) return { ok: false, message: "Your card was declined." };
  return { ok: true, digits };
}

/** Python's round(), which Polar's prorations use: a half goes to the even neighbour. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (Math.abs(fraction - 0.5) > 1e-9) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The share of a period still to run at `now`, between 0 and 1, as Polar prorates it. */
export function remainingShare(start: string, end: string, now: Date): number {
  const total = Date.parse(end) - Date.parse(start);
  const remaining = Date.parse(end) - now.getTime();
  if (remaining <= 0 || total <= 0) return 0;
  return Math.min(remaining / total, 1);
}

/** Month arithmetic that keeps to the last day of a shorter month, as Polar's renewals do. */
export function addInterval(iso: string, interval: "month" | "year"): string {
  const start = new Date(iso);
  const months = interval === "month" ? 1 : 12;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString();
}

/**
 * The billing behaviour of the part of Polar the product uses: the twin's ledger, named apart
 * from the app's own `Billing` (issue 43). Every change persists the state and hands its events
 * to the webhook sender as one batch, in the order Polar emits them.
 */
export class TwinLedger {
  readonly ctx: SerializeContext;
  private readonly catalogue: Map<string, TwinProduct>;
  private pending: TwinEvent[] = [];

  constructor(
    readonly state: TwinState,
    products: TwinProduct[],
    baseUrl: () => string,
    private readonly onChange: (events: TwinEvent[]) => void,
  ) {
    this.catalogue = new Map(products.map((product) => [product.id, product]));
    const find = <T extends { id: string }>(items: T[], id: string, what: string): T => {
      const found = items.find((item) => item.id === id);
      if (!found) throw new Error(`Polar twin: ${what} ${id} is missing from the state.`);
      return found;
    };
    this.ctx = {
      get baseUrl() {
        return baseUrl();
      },
      product: (id) => {
        const product = this.catalogue.get(id);
        if (!product) throw new Error(`Polar twin: product ${id} is not in the catalogue.`);
        return product;
      },
      customer: (id) => find(this.state.customers, id, "customer"),
      subscription: (id) => find(this.state.subscriptions, id, "subscription"),
      discount: (id) => find(this.state.discounts, id, "discount"),
      now: () => this.now(),
    };
  }

  now(): Date {
    return new Date(Date.now() + this.state.clockOffsetMs);
  }

  private nowIso(): string {
    return this.now().toISOString();
  }

  /** Runs one change; its events leave as one batch once the state holds the change. */
  change<T>(apply: () => T): T {
    this.pending = [];
    const result = apply();
    const events = this.pending;
    this.pending = [];
    this.onChange(events);
    return result;
  }

  emit(type: models.WebhookEventType, data: { id: string }, at = this.nowIso()): void {
    this.pending.push({ id: newEventId(), type, timestamp: at, data });
  }

  emitSubscription(
    types: models.WebhookEventType[],
    subscription: SubscriptionRecord,
    at?: string,
  ): void {
    for (const type of types) this.emit(type, toSubscription(subscription, this.ctx), at);
  }

  // Products

  listProducts(pageNumber: number, limit: number) {
    return page([...this.catalogue.values()].map(toProduct), pageNumber, limit);
  }

  getProduct(id: string): models.Product {
    const product = this.catalogue.get(id);
    if (!product) throw notFound();
    return toProduct(product);
  }

  // Discounts

  listDiscounts(query: string | undefined, pageNumber: number, limit: number) {
    const matches = this.state.discounts.filter((item) => matchesQuery(item, query));
    return page(
      matches.map((item) => toDiscount(item, ORGANIZATION_ID)),
      pageNumber,
      limit,
    );
  }

  getDiscount(id: string): models.Discount {
    const discount = this.state.discounts.find((item) => item.id === id);
    if (!discount) throw notFound();
    return toDiscount(discount, ORGANIZATION_ID);
  }

  /** The checkout's discount, refused in Polar's validation shape when it cannot apply. */
  private redeemableDiscount(id: string): DiscountRecord {
    const discount = this.state.discounts.find((item) => item.id === id);
    const problem = discount ? unredeemable(discount, this.now()) : "Discount does not exist.";
    if (!discount || problem) {
      throw validationError([{ loc: ["body", "discount_id"], msg: problem ?? "", input: id }]);
    }
    return discount;
  }

  // Customers

  private liveCustomers(): CustomerRecord[] {
    return this.state.customers.filter((customer) => customer.deleted_at === null);
  }

  customerRecord(id: string): CustomerRecord {
    const customer = this.liveCustomers().find((item) => item.id === id);
    if (!customer) throw notFound();
    return customer;
  }

  customerRecordByExternalId(externalId: string): CustomerRecord {
    const customer = this.liveCustomers().find((item) => item.external_id === externalId);
    if (!customer) throw notFound();
    return customer;
  }

  getCustomer(id: string): models.Customer {
    return toCustomer(this.customerRecord(id));
  }

  getCustomerByExternalId(externalId: string): models.Customer {
    return toCustomer(this.customerRecordByExternalId(externalId));
  }

  createCustomer(input: CustomerInput): models.Customer {
    const email = input.email?.toLowerCase();
    if (email && this.liveCustomers().some((customer) => customer.email === email)) {
      throw validationError([
        {
          loc: ["body", "email"],
          msg: "A customer with this email address already exists.",
          input: input.email,
        },
      ]);
    }
    if (
      input.external_id &&
      this.liveCustomers().some((customer) => customer.external_id === input.external_id)
    ) {
      throw validationError([
        {
          loc: ["body", "external_id"],
          msg: "A customer with this external ID already exists.",
          input: input.external_id,
        },
      ]);
    }
    return this.change(() => toCustomer(this.addCustomer(input)));
  }

  private addCustomer(input: CustomerInput): CustomerRecord {
    const fields = {
      id: randomUUID(),
      created_at: this.nowIso(),
      modified_at: null,
      name: input.name ?? null,
      external_id: input.external_id ?? null,
      metadata: input.metadata ?? {},
      deleted_at: null,
    };
    const customer: CustomerRecord =
      input.type === "team"
        ? {
            ...fields,
            type: "team",
            email: input.email?.toLowerCase() ?? null,
            owner: input.owner
              ? { email: input.owner.email, name: input.owner.name ?? null }
              : null,
          }
        : { ...fields, type: "individual", email: input.email.toLowerCase(), owner: null };
    this.state.customers.push(customer);
    this.emit("customer.created", toCustomer(customer));
    return customer;
  }

  /** Polar ends the customer's subscriptions at once and forgets the external id. */
  deleteCustomer(customer: CustomerRecord): void {
    this.change(() => {
      for (const subscription of this.state.subscriptions) {
        if (subscription.customer_id === customer.id && subscription.ended_at === null) {
          this.applyRevoke(subscription, {});
        }
      }
      const now = this.nowIso();
      customer.deleted_at = now;
      customer.modified_at = now;
      customer.external_id = null;
      this.emit("customer.deleted", toCustomer(customer));
    });
  }

  createCustomerSession(
    customer: CustomerRecord,
    returnUrl: string | null,
  ): models.CustomerSession {
    const created = this.now();
    const session = {
      id: randomUUID(),
      token: `polar_cst_${randomBytes(24).toString("base64url")}`,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + CUSTOMER_SESSION_LIFETIME_MS).toISOString(),
      customer_id: customer.id,
      return_url: returnUrl,
    };
    this.change(() => this.state.customerSessions.push(session));
    return toCustomerSession(session, this.ctx);
  }

  /** What a portal token opens, or undefined when it is unknown or expired. */
  portalSession(token: string): { customer: CustomerRecord; returnUrl: string | null } | undefined {
    const session = this.state.customerSessions.find((item) => item.token === token);
    if (!session || new Date(session.expires_at) <= this.now()) return undefined;
    const customer = this.liveCustomers().find((item) => item.id === session.customer_id);
    return customer && { customer, returnUrl: session.return_url };
  }

  subscriptionsOf(customer: CustomerRecord): SubscriptionRecord[] {
    return this.state.subscriptions.filter((item) => item.customer_id === customer.id);
  }

  // Checkouts

  createCheckout(input: CheckoutInput): models.Checkout {
    const unknown = input.products
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !this.catalogue.has(id));
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
      .filter(({ id }) => this.catalogue.get(id)?.isArchived);
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
      ? this.liveCustomers().find((item) => item.id === input.customer_id)
      : this.liveCustomers().find(
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
    const discount = input.discount_id ? this.redeemableDiscount(input.discount_id) : null;
    const seats = checkoutSeats(this.ctx.product(input.products[0] as string), input.seats);
    const created = this.now();
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
    return this.change(() => {
      this.state.checkouts.push(checkout);
      const serialized = toCheckout(checkout, this.ctx);
      this.emit("checkout.created", serialized);
      return serialized;
    });
  }

  getCheckout(id: string): models.Checkout {
    const checkout = this.state.checkouts.find((item) => item.id === id);
    if (!checkout) throw notFound();
    return toCheckout(checkout, this.ctx);
  }

  /** The hosted page is addressed by client secret; tests may use the id. */
  findCheckout(key: string): CheckoutRecord | undefined {
    return this.state.checkouts.find((item) => item.client_secret === key || item.id === key);
  }

  /**
   * A payment on the hosted page: on success Polar creates (or finds) the customer, the
   * subscription and its first order, then closes the checkout.
   */
  pay(key: string, card: string, email: string | null): PaymentResult {
    const checkout = this.findCheckout(key);
    if (!checkout) return { ok: false, message: "This checkout does not exist." };
    if (checkout.status === "open" && new Date(checkout.expires_at) <= this.now()) {
      this.expireCheckouts();
    }
    if (checkout.status === "expired") {
      return { ok: false, message: "This checkout has expired.", checkout };
    }
    if (checkout.status !== "open") {
      return { ok: false, message: "This checkout has already been paid.", checkout };
    }
    // A trial charges nothing today: its checkout may leave the card out (ADR 052).
    const trial = checkoutTrial(checkout, this.ctx.product(checkout.product_id));
    const paying =
      trial && card.trim() === "" ? { ok: true as const, digits: null } : checkCard(card);
    if (!paying.ok) return { ok: false, message: paying.message, checkout };
    const address = email?.trim() || checkout.customer_email;
    if (!address || !/^[^@\s]+@[^@\s]+$/.test(address)) {
      return { ok: false, message: "Enter a valid email address.", checkout };
    }
    const discount = checkout.discount_id
      ? this.state.discounts.find((item) => item.id === checkout.discount_id)
      : undefined;
    const problem = discount && unredeemable(discount, this.now());
    if (problem) return { ok: false, message: problem, checkout };
    this.change(() => this.completeCheckout(checkout, address, paying.digits));
    return { ok: true, redirectUrl: successUrlOf(checkout, this.ctx) };
  }

  private completeCheckout(checkout: CheckoutRecord, email: string, card: string | null): void {
    const now = this.nowIso();
    const customer = this.customerForCheckout(checkout, email);
    if (card) customer.card_last4 = card.slice(-4);
    const discount = this.state.discounts.find((item) => item.id === checkout.discount_id);
    if (discount) {
      discount.redemptions_count += 1;
      discount.modified_at = now;
    }
    const product = this.ctx.product(checkout.product_id);
    const subscription =
      product.recurringInterval === null
        ? undefined
        : this.startSubscription(checkout, customer, product, product.recurringInterval, now);
    // A trial has nothing to charge yet: its first order comes when the trial ends.
    if (!subscription?.trial_end) {
      const order = subscription
        ? this.addOrder(subscription, "subscription_create", "paid", checkout.id)
        : this.addPurchase(checkout, customer, product, now);
      this.emit("order.created", toOrder(order, this.ctx));
      this.emit("order.paid", toOrder(order, this.ctx));
    }
    Object.assign(checkout, {
      status: "succeeded",
      modified_at: now,
      customer_id: customer.id,
      customer_email: customer.email ?? email,
      external_customer_id: customer.external_id,
      subscription_id: subscription?.id ?? null,
    } satisfies Partial<CheckoutRecord>);
    this.emit("checkout.updated", toCheckout(checkout, this.ctx));
  }

  private startSubscription(
    checkout: CheckoutRecord,
    customer: CustomerRecord,
    product: TwinProduct,
    interval: "month" | "year",
    now: string,
  ): SubscriptionRecord {
    const trial = checkoutTrial(checkout, product);
    const trialEnd = trial ? trialEndFrom(new Date(now), trial) : null;
    const subscription: SubscriptionRecord = {
      id: randomUUID(),
      created_at: now,
      modified_at: now,
      status: trialEnd ? "trialing" : "active",
      product_id: product.id,
      customer_id: customer.id,
      checkout_id: checkout.id,
      ...seatsAndAmount(product, checkout.seats),
      currency: product.currency,
      recurring_interval: interval,
      current_period_start: now,
      // Polar's trial is the subscription's first period: it renews into a paid one.
      current_period_end: trialEnd ?? addInterval(now, interval),
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      discount_id: checkout.discount_id ?? null,
      cancel_at_period_end: false,
      canceled_at: null,
      started_at: now,
      ends_at: null,
      ended_at: null,
      past_due_at: null,
      metadata: checkout.metadata,
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
      payment_failing: false,
    };
    this.state.subscriptions.push(subscription);
    this.emitSubscription(
      trialEnd
        ? ["subscription.created", "subscription.updated"]
        : ["subscription.created", "subscription.active", "subscription.updated"],
      subscription,
    );
    return subscription;
  }

  /** A one-time product: paid once, with no subscription behind it. */
  private addPurchase(
    checkout: CheckoutRecord,
    customer: CustomerRecord,
    product: TwinProduct,
    now: string,
  ): OrderRecord {
    const order: OrderRecord = {
      id: randomUUID(),
      created_at: now,
      modified_at: null,
      status: "paid",
      billing_reason: "purchase",
      customer_id: customer.id,
      product_id: product.id,
      subscription_id: null,
      checkout_id: checkout.id,
      amount: product.priceAmount,
      currency: product.currency,
      metadata: checkout.metadata,
      period_start: now,
      period_end: now,
    };
    this.state.orders.push(order);
    return order;
  }

  private customerForCheckout(checkout: CheckoutRecord, email: string): CustomerRecord {
    const live = this.liveCustomers();
    const known =
      live.find((item) => item.id === checkout.customer_id) ??
      live.find(
        (item) =>
          checkout.external_customer_id && item.external_id === checkout.external_customer_id,
      );
    if (known) return known;
    const byEmail = live.find((item) => item.email === email.toLowerCase());
    if (byEmail && byEmail.external_id === null && checkout.external_customer_id) {
      byEmail.external_id = checkout.external_customer_id;
      byEmail.modified_at = this.nowIso();
      this.emit("customer.updated", toCustomer(byEmail));
      return byEmail;
    }
    if (byEmail) return byEmail;
    return this.addCustomer({
      email,
      name: checkout.customer_name,
      external_id: checkout.external_customer_id,
      metadata: checkout.customer_metadata,
    });
  }

  addOrder(
    subscription: SubscriptionRecord,
    reason: OrderRecord["billing_reason"],
    status: OrderRecord["status"],
    checkoutId: string | null,
    at = this.nowIso(),
    items?: OrderItemRecord[],
  ): OrderRecord {
    const amount = items ? items.reduce((sum, item) => sum + item.amount, 0) : subscription.amount;
    const found = this.state.discounts.find((item) => item.id === subscription.discount_id);
    // A "once" discount comes off the subscription's first paid order only.
    const discount =
      found?.duration === "once" &&
      this.state.orders.some(
        (item) => item.subscription_id === subscription.id && item.discount_id === found.id,
      )
        ? undefined
        : found;
    const order: OrderRecord = {
      id: randomUUID(),
      created_at: at,
      modified_at: null,
      status,
      billing_reason: reason,
      customer_id: subscription.customer_id,
      product_id: subscription.product_id,
      subscription_id: subscription.id,
      checkout_id: checkoutId,
      ...(discount && {
        discount_id: discount.id,
        discount_amount: discountAmount(discount, amount),
      }),
      amount,
      currency: subscription.currency,
      metadata: subscription.metadata,
      period_start: subscription.current_period_start,
      period_end: subscription.current_period_end,
      ...(items && { items }),
    };
    this.state.orders.push(order);
    return order;
  }

  /** A renewal's order: the new period, after whatever prorations waited for it. */
  private cycleOrder(
    subscription: SubscriptionRecord,
    status: OrderRecord["status"],
    at: string,
  ): OrderRecord {
    const waiting = subscription.pending_prorations ?? [];
    subscription.pending_prorations = undefined;
    if (waiting.length === 0)
      return this.addOrder(subscription, "subscription_cycle", status, null, at);
    const period: OrderItemRecord = {
      label: this.ctx.product(subscription.product_id).name,
      amount: subscription.amount,
      proration: false,
      product_id: subscription.product_id,
      start: subscription.current_period_start,
      end: subscription.current_period_end,
    };
    return this.addOrder(subscription, "subscription_cycle", status, null, at, [
      ...waiting,
      period,
    ]);
  }

  // Orders

  listOrders(filter: OrderFilter) {
    const externalIds = new Map(this.state.customers.map((item) => [item.id, item.external_id]));
    const matches = this.state.orders.filter(
      (item) =>
        (!filter.customer_id || filter.customer_id.includes(item.customer_id)) &&
        (!filter.external_customer_id ||
          filter.external_customer_id.includes(externalIds.get(item.customer_id) ?? "")) &&
        (!filter.product_id || filter.product_id.includes(item.product_id)) &&
        (!filter.subscription_id ||
          (item.subscription_id !== null &&
            filter.subscription_id.includes(item.subscription_id))) &&
        (!filter.status || filter.status.includes(item.status)),
    );
    return page(
      this.newestFirst(matches, filter.ascending).map((item) => toOrder(item, this.ctx)),
      filter.page,
      filter.limit,
    );
  }

  getOrder(id: string): models.Order {
    const order = this.state.orders.find((item) => item.id === id);
    if (!order) throw notFound();
    return toOrder(order, this.ctx);
  }

  /** The customer's invoices, newest first, as the portal lists them. */
  ordersOf(customer: CustomerRecord): models.Order[] {
    return this.newestFirst(
      this.state.orders.filter((item) => item.customer_id === customer.id),
      false,
    ).map((item) => toOrder(item, this.ctx));
  }

  /** Creation order breaks ties: several orders can share a moment (a checkout and a change). */
  private newestFirst(orders: OrderRecord[], ascending: boolean): OrderRecord[] {
    const position = new Map(this.state.orders.map((item, index) => [item.id, index]));
    const direction = ascending ? 1 : -1;
    return [...orders].sort(
      (left, right) =>
        direction *
        (left.created_at.localeCompare(right.created_at) ||
          (position.get(left.id) ?? 0) - (position.get(right.id) ?? 0)),
    );
  }

  // Subscriptions

  subscriptionRecord(id: string): SubscriptionRecord {
    const subscription = this.state.subscriptions.find((item) => item.id === id);
    if (!subscription) throw notFound();
    return subscription;
  }

  getSubscription(id: string): models.Subscription {
    return toSubscription(this.subscriptionRecord(id), this.ctx);
  }

  allSubscriptions(): models.Subscription[] {
    return this.state.subscriptions.map((item) => toSubscription(item, this.ctx));
  }

  allOrders(): models.Order[] {
    return this.state.orders.map((item) => toOrder(item, this.ctx));
  }

  listSubscriptions(filter: SubscriptionFilter) {
    const externalIds = new Map(this.state.customers.map((item) => [item.id, item.external_id]));
    const matches = this.state.subscriptions.filter(
      (item) =>
        (!filter.customer_id || filter.customer_id.includes(item.customer_id)) &&
        (!filter.external_customer_id ||
          filter.external_customer_id.includes(externalIds.get(item.customer_id) ?? "")) &&
        (!filter.product_id || filter.product_id.includes(item.product_id)) &&
        (!filter.status || filter.status.includes(item.status)) &&
        (filter.active === undefined || ACTIVE_STATUSES.includes(item.status) === filter.active) &&
        (filter.cancel_at_period_end === undefined ||
          item.cancel_at_period_end === filter.cancel_at_period_end),
    );
    const direction = filter.ascending ? 1 : -1;
    matches.sort(
      (left, right) =>
        direction *
        (left.started_at ?? left.created_at).localeCompare(right.started_at ?? right.created_at),
    );
    return page(
      matches.map((item) => toSubscription(item, this.ctx)),
      filter.page,
      filter.limit,
    );
  }

  updateSubscription(id: string, update: SubscriptionChange): models.Subscription {
    const subscription = this.subscriptionRecord(id);
    if (update.kind === "revoke") return this.revokeSubscription(id, update);
    if (update.kind === "product") return this.changeProduct(subscription, update);
    if (subscription.ended_at !== null) throw alreadyCanceled();
    if (update.kind === "discount") return this.changeDiscount(subscription, update.discount_id);
    if (update.cancel_at_period_end) {
      if (subscription.cancel_at_period_end) throw alreadyCanceled();
      return this.change(() => {
        const now = this.nowIso();
        Object.assign(subscription, {
          cancel_at_period_end: true,
          canceled_at: now,
          ends_at: subscription.current_period_end,
          modified_at: now,
          customer_cancellation_reason: update.customer_cancellation_reason ?? null,
          customer_cancellation_comment: update.customer_cancellation_comment ?? null,
        } satisfies Partial<SubscriptionRecord>);
        this.emitSubscription(["subscription.updated", "subscription.canceled"], subscription);
        return toSubscription(subscription, this.ctx);
      });
    }
    if (!subscription.cancel_at_period_end) {
      throw new PolarApiError(409, {
        error: "SubscriptionNotScheduledToCancel",
        detail: "This subscription is not scheduled to be canceled.",
      });
    }
    return this.change(() => {
      Object.assign(subscription, {
        cancel_at_period_end: false,
        canceled_at: null,
        ends_at: null,
        modified_at: this.nowIso(),
        customer_cancellation_reason: null,
        customer_cancellation_comment: null,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(["subscription.updated", "subscription.uncanceled"], subscription);
      return toSubscription(subscription, this.ctx);
    });
  }

  /**
   * The merchant's discount change (Polar's `discount_id` update, also in its dashboard): a new
   * discount, refused as at checkout when it cannot be redeemed, or none. The subscription shows
   * it at once and its next order takes it off; the order already paid stays as it was.
   */
  private changeDiscount(
    subscription: SubscriptionRecord,
    discountId: string | null,
  ): models.Subscription {
    const discount = discountId ? this.redeemableDiscount(discountId) : null;
    return this.change(() => {
      const now = this.nowIso();
      if (discount && discount.id !== subscription.discount_id) {
        discount.redemptions_count += 1;
        discount.modified_at = now;
      }
      Object.assign(subscription, {
        discount_id: discount?.id ?? null,
        modified_at: now,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(["subscription.updated"], subscription);
      return toSubscription(subscription, this.ctx);
    });
  }

  /**
   * A plan change, refused and applied as Polar's update_product does. `invoice` and `prorate`
   * switch now and prorate the period: a credit for the unused time on the old product, a charge
   * for the rest of the period on the new one. `invoice` bills the difference on an order at
   * once (a failing card refuses the change, nothing moves); `prorate` keeps it for the next
   * renewal's order, unless the interval changes, which starts a new period and so bills at
   * once. `next_period` switches at the renewal with no proration.
   */
  private changeProduct(
    subscription: SubscriptionRecord,
    update: Extract<SubscriptionChange, { kind: "product" }>,
  ): models.Subscription {
    const behaviour = update.proration_behavior ?? DEFAULT_PRORATION;
    if (behaviour === "reset") {
      throw validationError([
        {
          loc: ["body", "proration_behavior"],
          msg: "The 'reset' proration behavior is not enabled for this organization.",
          input: behaviour,
        },
      ]);
    }
    if (subscription.ended_at !== null || subscription.cancel_at_period_end) {
      throw alreadyCanceled();
    }
    const product = this.catalogue.get(update.product_id);
    if (!product) throw productRefused(update.product_id, "Product does not exist.");
    if (product.isArchived) throw productRefused(product.id, "Product is archived.");
    if (product.recurringInterval === null) {
      throw productRefused(product.id, "Product is not recurring.");
    }
    if (product.currency !== subscription.currency) {
      throw productRefused(
        product.id,
        "This product doesn't have a price for the subscription currency.",
      );
    }
    // Polar bills a switch to the product it is already on as a credit and an equal charge;
    // the twin refuses it instead, so a caller that lost track of the plan hears about it.
    if (product.id === subscription.product_id) {
      throw productRefused(product.id, "The subscription is already on this product.");
    }
    if (behaviour === "next_period") return this.scheduleProduct(subscription, product);

    const now = this.now();
    const at = now.toISOString();
    const previous = this.ctx.product(subscription.product_id);
    const interval = product.recurringInterval;
    const intervalChanged = interval !== subscription.recurring_interval;
    const periodStart = intervalChanged ? at : subscription.current_period_start;
    const periodEnd = intervalChanged ? addInterval(at, interval) : subscription.current_period_end;
    const unused = remainingShare(
      subscription.current_period_start,
      subscription.current_period_end,
      now,
    );
    const prorations: OrderItemRecord[] = [
      {
        label: `Unused time on ${previous.name}`,
        amount: -roundHalfEven(subscription.amount * unused),
        proration: true,
        product_id: previous.id,
        start: at,
        end: subscription.current_period_end,
      },
      {
        label: `Remaining time on ${product.name}`,
        amount: roundHalfEven(
          startingSeats(product).amount * remainingShare(periodStart, periodEnd, now),
        ),
        proration: true,
        product_id: product.id,
        start: at,
        end: periodEnd,
      },
    ];
    const invoiceNow = behaviour === "invoice" || intervalChanged;
    const items = [...(invoiceNow ? (subscription.pending_prorations ?? []) : []), ...prorations];
    if (invoiceNow) refuseFailingCard(subscription, items);
    return this.change(() => {
      Object.assign(subscription, {
        product_id: product.id,
        ...startingSeats(product),
        recurring_interval: interval,
        current_period_start: periodStart,
        current_period_end: periodEnd,
        modified_at: at,
        pending_update: null,
        pending_prorations: invoiceNow
          ? undefined
          : [...(subscription.pending_prorations ?? []), ...prorations],
      } satisfies Partial<SubscriptionRecord>);
      if (invoiceNow) {
        const order = this.addOrder(subscription, "subscription_update", "paid", null, at, items);
        this.emit("order.created", toOrder(order, this.ctx));
        this.emit("order.paid", toOrder(order, this.ctx));
      }
      this.emitSubscription(["subscription.updated"], subscription);
      return toSubscription(subscription, this.ctx);
    });
  }

  private scheduleProduct(
    subscription: SubscriptionRecord,
    product: TwinProduct,
  ): models.Subscription {
    return this.change(() => {
      const at = this.nowIso();
      Object.assign(subscription, {
        pending_update: {
          id: randomUUID(),
          created_at: at,
          applies_at: subscription.current_period_end,
          product_id: product.id,
        },
        modified_at: at,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(["subscription.updated"], subscription);
      return toSubscription(subscription, this.ctx);
    });
  }

  /**
   * A new test card from the portal. Renewals are charged to it from now on, so a subscription
   * whose card was failing pays again at its next renewal.
   */
  changeCard(
    customer: CustomerRecord,
    card: string,
  ): { ok: true } | { ok: false; message: string } {
    const checked = checkCard(card);
    if (!checked.ok) return checked;
    this.change(() => {
      customer.card_last4 = checked.digits.slice(-4);
      customer.modified_at = this.nowIso();
      for (const subscription of this.subscriptionsOf(customer)) {
        subscription.payment_failing = false;
      }
      // Polar says so by the customer's event: its default payment method changed.
      this.emit("customer.updated", toCustomer(customer));
    });
    return { ok: true };
  }

  revokeSubscription(
    id: string,
    reason: Omit<Extract<SubscriptionChange, { kind: "revoke" }>, "kind"> = {},
  ): models.Subscription {
    const subscription = this.subscriptionRecord(id);
    if (subscription.ended_at !== null) throw alreadyCanceled();
    return this.change(() => {
      this.applyRevoke(subscription, reason);
      return toSubscription(subscription, this.ctx);
    });
  }

  private applyRevoke(
    subscription: SubscriptionRecord,
    reason: Omit<Extract<SubscriptionChange, { kind: "revoke" }>, "kind">,
  ): void {
    const now = this.nowIso();
    const wasCanceled = subscription.canceled_at !== null;
    Object.assign(subscription, {
      status: "canceled",
      cancel_at_period_end: false,
      canceled_at: subscription.canceled_at ?? now,
      ends_at: now,
      ended_at: now,
      modified_at: now,
      customer_cancellation_reason:
        reason.customer_cancellation_reason ?? subscription.customer_cancellation_reason,
      customer_cancellation_comment:
        reason.customer_cancellation_comment ?? subscription.customer_cancellation_comment,
    } satisfies Partial<SubscriptionRecord>);
    this.emitSubscription(
      wasCanceled
        ? ["subscription.updated", "subscription.revoked"]
        : ["subscription.updated", "subscription.canceled", "subscription.revoked"],
      subscription,
    );
  }

  /**
   * Ends a trialing subscription's trial now (the twin's control API): the same as its end
   * falling due on the clock.
   */
  endTrial(id: string): void {
    const subscription = this.subscriptionRecord(id);
    if (subscription.status !== "trialing") {
      throw new PolarApiError(409, {
        error: "NotTrialing",
        detail: "This subscription is not in a trial.",
      });
    }
    this.change(() => {
      const now = this.nowIso();
      Object.assign(subscription, {
        current_period_end: now,
        trial_end: now,
        ...(subscription.cancel_at_period_end && { ends_at: now }),
      } satisfies Partial<SubscriptionRecord>);
      this.endPeriod(subscription);
    });
  }

  /**
   * A trial's end: with a card on file the first paid period starts and is charged; without one
   * Polar cancels the subscription, which ends at the trial's end and charges nothing.
   */
  private endTrialPeriod(subscription: SubscriptionRecord, at: string): void {
    const customer = this.ctx.customer(subscription.customer_id);
    if (!customer.card_last4) {
      Object.assign(subscription, {
        status: "canceled",
        canceled_at: at,
        ends_at: at,
        ended_at: at,
        modified_at: at,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(
        ["subscription.updated", "subscription.canceled", "subscription.revoked"],
        subscription,
        at,
      );
      return;
    }
    Object.assign(subscription, {
      status: "active",
      current_period_start: at,
      current_period_end: addInterval(at, subscription.recurring_interval),
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    this.emitSubscription(["subscription.updated", "subscription.active"], subscription, at);
    const order = this.cycleOrder(subscription, "paid", at);
    this.emit("order.created", toOrder(order, this.ctx), at);
    this.emit("order.paid", toOrder(order, this.ctx), at);
  }

  failRenewal(id: string): void {
    const subscription = this.subscriptionRecord(id);
    this.change(() => {
      subscription.payment_failing = true;
    });
  }

  // Time

  /** Moves the clock and plays, in time order, everything that falls due on the way. */
  advanceClock(ms: number): void {
    this.change(() => {
      this.state.clockOffsetMs += ms;
    });
    this.expireCheckouts();
    for (let due = this.nextDue(); due; due = this.nextDue()) {
      const subscription = due;
      this.change(() => this.endPeriod(subscription));
    }
  }

  private expireCheckouts(): void {
    const now = this.now();
    const expiring = this.state.checkouts.filter(
      (item) => item.status === "open" && new Date(item.expires_at) <= now,
    );
    if (expiring.length === 0) return;
    this.change(() => {
      for (const checkout of expiring) {
        checkout.status = "expired";
        checkout.modified_at = checkout.expires_at;
        this.emit("checkout.expired", toCheckout(checkout, this.ctx), checkout.expires_at);
      }
    });
  }

  private nextDue(): SubscriptionRecord | undefined {
    const now = this.nowIso();
    return this.state.subscriptions
      .filter((item) => RENEWING_STATUSES.includes(item.status) && item.current_period_end <= now)
      .sort((left, right) => left.current_period_end.localeCompare(right.current_period_end))[0];
  }

  /** A `next_period` plan change takes the product over as the new period begins. */
  private applyPendingUpdate(subscription: SubscriptionRecord): void {
    const pending = subscription.pending_update;
    if (!pending) return;
    const product = this.ctx.product(pending.product_id);
    Object.assign(subscription, {
      product_id: product.id,
      ...startingSeats(product),
      recurring_interval: product.recurringInterval ?? subscription.recurring_interval,
      pending_update: null,
    } satisfies Partial<SubscriptionRecord>);
  }

  /** What happens at a period's end, dated at that moment rather than at "now". */
  private endPeriod(subscription: SubscriptionRecord): void {
    const at = subscription.current_period_end;
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, {
        status: "canceled",
        ended_at: at,
        modified_at: at,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(["subscription.updated", "subscription.revoked"], subscription, at);
      return;
    }
    if (subscription.status === "trialing") {
      this.endTrialPeriod(subscription, at);
      return;
    }
    if (subscription.payment_failing && subscription.status === "past_due") {
      Object.assign(subscription, {
        status: "unpaid",
        ends_at: at,
        ended_at: at,
        modified_at: at,
      } satisfies Partial<SubscriptionRecord>);
      this.emitSubscription(["subscription.updated", "subscription.revoked"], subscription, at);
      return;
    }
    this.applyPendingUpdate(subscription);
    Object.assign(subscription, {
      current_period_start: at,
      current_period_end: addInterval(at, subscription.recurring_interval),
      modified_at: at,
    } satisfies Partial<SubscriptionRecord>);
    if (subscription.payment_failing) {
      subscription.status = "past_due";
      subscription.past_due_at = at;
      this.emitSubscription(
        ["subscription.cycled", "subscription.updated", "subscription.past_due"],
        subscription,
        at,
      );
      const order = this.cycleOrder(subscription, "pending", at);
      this.emit("order.created", toOrder(order, this.ctx), at);
      return;
    }
    this.emitSubscription(["subscription.cycled", "subscription.updated"], subscription, at);
    const order = this.cycleOrder(subscription, "paid", at);
    this.emit("order.created", toOrder(order, this.ctx), at);
    this.emit("order.paid", toOrder(order, this.ctx), at);
  }
}
