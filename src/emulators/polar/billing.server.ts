import { randomBytes, randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import type { TwinProduct } from "./index.server";
import {
  page,
  type SerializeContext,
  successUrlOf,
  toCheckout,
  toCustomer,
  toCustomerSession,
  toOrder,
  toProduct,
  toSubscription,
} from "./serialize.server";
import type {
  CheckoutRecord,
  CustomerRecord,
  Metadata,
  OrderRecord,
  SubscriptionRecord,
  TwinState,
} from "./state.server";
import { newEventId, type TwinEvent } from "./webhooks.server";

/** An answer in Polar's error shape; the HTTP layer sends it as is. */
export class PolarApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`Polar twin: ${status} ${JSON.stringify(body)}`);
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
    };

export type PaymentResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; message: string; checkout?: CheckoutRecord };

const DECLINED_CARD = "4000000000000002";
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
 * The billing behaviour of the part of Polar the product uses. Every change persists the state
 * and hands its events to the webhook sender as one batch, in the order Polar emits them.
 */
export class Billing {
  readonly ctx: SerializeContext;
  private readonly catalogue: Map<string, TwinProduct>;
  private pending: TwinEvent[] = [];

  constructor(
    private readonly state: TwinState,
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
    };
  }

  now(): Date {
    return new Date(Date.now() + this.state.clockOffsetMs);
  }

  private nowIso(): string {
    return this.now().toISOString();
  }

  /** Runs one change; its events leave as one batch once the state holds the change. */
  private change<T>(apply: () => T): T {
    this.pending = [];
    const result = apply();
    const events = this.pending;
    this.pending = [];
    this.onChange(events);
    return result;
  }

  private emit(type: models.WebhookEventType, data: { id: string }, at = this.nowIso()): void {
    this.pending.push({ id: newEventId(), type, timestamp: at, data });
  }

  private emitSubscription(
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
    const digits = card.replace(/[\s-]/g, "");
    if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) {
      return { ok: false, message: "Your card number is incorrect.", checkout };
    }
    if (digits === DECLINED_CARD)
      return { ok: false, message: "Your card was declined.", checkout };
    const address = email?.trim() || checkout.customer_email;
    if (!address || !/^[^@\s]+@[^@\s]+$/.test(address)) {
      return { ok: false, message: "Enter a valid email address.", checkout };
    }
    this.change(() => this.completeCheckout(checkout, address));
    return { ok: true, redirectUrl: successUrlOf(checkout, this.ctx) };
  }

  private completeCheckout(checkout: CheckoutRecord, email: string): void {
    const now = this.nowIso();
    const customer = this.customerForCheckout(checkout, email);
    const product = this.ctx.product(checkout.product_id);
    const subscription: SubscriptionRecord = {
      id: randomUUID(),
      created_at: now,
      modified_at: now,
      status: "active",
      product_id: product.id,
      customer_id: customer.id,
      checkout_id: checkout.id,
      amount: product.priceAmount,
      currency: product.currency,
      recurring_interval: product.recurringInterval,
      current_period_start: now,
      current_period_end: addInterval(now, product.recurringInterval),
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
      ["subscription.created", "subscription.active", "subscription.updated"],
      subscription,
    );
    const order = this.addOrder(subscription, "subscription_create", "paid", checkout.id);
    this.emit("order.created", toOrder(order, this.ctx));
    this.emit("order.paid", toOrder(order, this.ctx));
    Object.assign(checkout, {
      status: "succeeded",
      modified_at: now,
      customer_id: customer.id,
      customer_email: customer.email ?? email,
      external_customer_id: customer.external_id,
      subscription_id: subscription.id,
    } satisfies Partial<CheckoutRecord>);
    this.emit("checkout.updated", toCheckout(checkout, this.ctx));
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

  private addOrder(
    subscription: SubscriptionRecord,
    reason: OrderRecord["billing_reason"],
    status: OrderRecord["status"],
    checkoutId: string | null,
    at = this.nowIso(),
  ): OrderRecord {
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
      amount: subscription.amount,
      currency: subscription.currency,
      metadata: subscription.metadata,
      period_start: subscription.current_period_start,
      period_end: subscription.current_period_end,
    };
    this.state.orders.push(order);
    return order;
  }

  // Subscriptions

  private subscriptionRecord(id: string): SubscriptionRecord {
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
    if (subscription.ended_at !== null) throw alreadyCanceled();
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
      const order = this.addOrder(subscription, "subscription_cycle", "pending", null, at);
      this.emit("order.created", toOrder(order, this.ctx), at);
      return;
    }
    this.emitSubscription(["subscription.cycled", "subscription.updated"], subscription, at);
    const order = this.addOrder(subscription, "subscription_cycle", "paid", null, at);
    this.emit("order.created", toOrder(order, this.ctx), at);
    this.emit("order.paid", toOrder(order, this.ctx), at);
  }
}
