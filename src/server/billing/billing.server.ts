import { and, desc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import {
  decimalFromCents,
  PLAN_CHANGE_PRORATION,
  type Plan,
  planByProductId,
  planBySlug,
  type SeatPricing,
  trialOffered,
} from "~/config/plans";
import type { Database } from "~/db/client.server";
import { organization, subscription, user } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError, type ErrorCode } from "~/lib/app-error";
import type { BilledDiscount } from "~/lib/billed-discount";
import { CANCELLABLE, productStatus, type SubscriptionStatus } from "~/lib/subscription-status";
import { NO_ORIGIN, recordEvent } from "~/server/account/activity.server";
import { countReconcilerRun } from "~/server/metrics/metrics.server";
import {
  type Owner,
  ownerOfExternalId,
  polarExternalId,
} from "~/server/workspaces/workspace.server";
import { billedPrice } from "./billed-price";
import type { CurrentSubscriptions } from "./current-subscription.server";
import { peopleOf } from "./entitlements.server";
import { ownedBy } from "./owned-by.server";
import { isNotFound, isUnknownId, type PolarClient, polarDetail, statusOf } from "./polar.server";
import {
  type PolarCustomerData,
  type PolarSubscriptionData,
  parsePolarSubscription,
} from "./polar-schemas";

/** What the billing code needs of the runtime. */
export interface Billing {
  db: Database;
  polar: PolarClient;
  appUrl: string;
  /** The current subscription per owner, forgotten here when a change is applied. */
  subscriptions: CurrentSubscriptions;
}

/** The refusal of a subscription the owner does not have. */
export const NO_SUBSCRIPTION = words(m.api_error_subscription_not_found, {});

/** An error the user can act on; its code fixes the HTTP status (ERROR_STATUS). */
export class BillingError extends AppError {
  constructor(code: ErrorCode, message: string | Words) {
    super(code, message);
    this.name = "BillingError";
  }
}

type Row = typeof subscription.$inferSelect;

/** A subscription as the screens and server functions show it (dates as ISO strings). */
export interface SubscriptionView {
  id: string;
  productId: string;
  planId: string;
  name: string;
  description: string | null;
  status: SubscriptionStatus;
  /** The next charge a period, as Polar bills it (ADR 071). */
  price: string;
  priceBeforeDiscount: string;
  currency: string;
  discount: BilledDiscount | null;
  /** Seats bought on a seat-priced plan (ADR 054); null on a flat price. */
  seats: number | null;
  /** Whether a payment method is on file at Polar; null where Polar's snapshot did not say. */
  paymentMethodOnFile: boolean | null;
  billingCycle: "monthly" | "yearly";
  features: string[];
  currentPeriodStart: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription's trial ends (or ended); null without a trial (ADR 052). */
  trialEnd: string | null;
  createdAt: string;
  updatedAt: string;
}

export function subscriptionView(row: Row): SubscriptionView {
  return {
    id: row.id,
    productId: row.productId,
    planId: row.planId,
    name: row.name,
    description: row.description,
    status: row.status,
    price: row.price,
    priceBeforeDiscount: row.priceBeforeDiscount,
    currency: row.currency,
    discount: row.discount ?? null,
    seats: row.seats,
    paymentMethodOnFile: row.paymentMethodOnFile,
    billingCycle: row.billingCycle,
    features: row.features,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSubscriptions(db: Database, owner: Owner): Promise<SubscriptionView[]> {
  const rows = await db
    .select()
    .from(subscription)
    .where(ownedBy(owner))
    .orderBy(desc(subscription.createdAt));
  return rows.map(subscriptionView);
}

function planFields(polar: PolarSubscriptionData) {
  const plan: Plan | undefined = planByProductId(polar.product_id);
  return {
    productId: polar.product_id,
    planId: plan?.slug ?? polar.product_id,
    name: plan?.name ?? polar.product.name,
    description: plan?.description ?? polar.product.description ?? null,
    ...billedPrice(polar),
    billingCycle: polar.recurring_interval === "year" ? ("yearly" as const) : ("monthly" as const),
    features: plan?.features ?? [],
  };
}

export type ApplyResult = "applied" | "stale" | "unknown-owner";

async function ownerExists(db: Database, owner: Owner): Promise<boolean> {
  const [found] =
    owner.kind === "user"
      ? await db.select({ id: user.id }).from(user).where(eq(user.id, owner.id))
      : await db
          .select({ id: organization.id })
          .from(organization)
          .where(eq(organization.id, owner.id));
  return found !== undefined;
}

/**
 * Mirrors one Polar subscription into the table, under the user or organization its customer's
 * external id names. Idempotent, and order-proof: a row is only overwritten by a snapshot at
 * least as new as the one it holds (Polar's `modified_at`), so a late or replayed event cannot
 * roll state back.
 */
export async function applyPolarSubscription(
  { db, subscriptions }: Pick<Billing, "db" | "subscriptions">,
  polar: PolarSubscriptionData,
): Promise<ApplyResult> {
  const owner = ownerOfExternalId(polar.customer.external_id);
  if (!owner || !(await ownerExists(db, owner))) return "unknown-owner";
  const modifiedAt = new Date(polar.modified_at ?? polar.created_at);
  const values = {
    ...planFields(polar),
    status: productStatus(polar),
    currentPeriodStart: new Date(polar.current_period_start),
    currentPeriodEnd: polar.current_period_end ? new Date(polar.current_period_end) : null,
    cancelAtPeriodEnd: polar.cancel_at_period_end,
    trialEnd: polar.trial_end ? new Date(polar.trial_end) : null,
    seats: polar.seats ?? null,
    paymentMethodOnFile: onFile(polar.customer),
    providerCustomerId: polar.customer_id,
    providerModifiedAt: modifiedAt,
    updatedAt: new Date(),
  };
  const written = await db
    .insert(subscription)
    .values({
      id: crypto.randomUUID(),
      userId: owner.kind === "user" ? owner.id : null,
      organizationId: owner.kind === "organization" ? owner.id : null,
      providerSubscriptionId: polar.id,
      createdAt: new Date(polar.created_at),
      ...values,
    })
    .onConflictDoUpdate({
      target: subscription.providerSubscriptionId,
      set: values,
      setWhere: sql`${subscription.providerModifiedAt} is null or ${subscription.providerModifiedAt} <= ${modifiedAt.toISOString()}`,
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: subscription.id, inserted: sql<boolean>`xmax = 0` });
  subscriptions.forgetOwner(owner);
  if (owner.kind === "user" && written[0]?.inserted) {
    // Bought, as far as the account can tell: the provider's event carries no browser.
    await recordEvent(db, owner.id, "subscription_started", NO_ORIGIN, {
      plan: values.name,
      workspace: "personal",
    });
  }
  return written.length > 0 ? "applied" : "stale";
}

/** Whether Polar's customer has a default payment method; null where the snapshot does not say. */
function onFile(customer: { default_payment_method_id?: string | null }): boolean | null {
  const method = customer.default_payment_method_id;
  return method === undefined ? null : method !== null;
}

/**
 * A customer changed at Polar (`customer.updated`): a card saved or removed in the portal, which
 * no subscription event reports, changes what its subscriptions' trials will do at their end.
 */
export async function applyPolarCustomer(
  { db, subscriptions }: Pick<Billing, "db" | "subscriptions">,
  customer: PolarCustomerData,
): Promise<ApplyResult> {
  const owner = ownerOfExternalId(customer.external_id);
  if (!owner) return "unknown-owner";
  const updated = await db
    .update(subscription)
    .set({ paymentMethodOnFile: onFile(customer) })
    .where(eq(subscription.providerCustomerId, customer.id))
    .returning({ id: subscription.id });
  subscriptions.forgetOwner(owner);
  return updated.length > 0 ? "applied" : "unknown-owner";
}

async function ownedRow(db: Database, owner: Owner, subscriptionId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(and(eq(subscription.id, subscriptionId), ownedBy(owner)));
  // Someone else's subscription answers exactly like a missing one.
  if (!row) throw new BillingError("SUBSCRIPTION_NOT_FOUND", NO_SUBSCRIPTION);
  return row;
}

async function updateAtPolar(
  billing: Billing,
  owner: Owner,
  row: Row,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionView> {
  const updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  await applyPolarSubscription(billing, parsePolarSubscription(updated));
  return subscriptionView(await ownedRow(billing.db, owner, row.id));
}

/** Cancels at the end of the paid period, through Polar. */
export async function cancelSubscription(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  if (row.cancelAtPeriodEnd)
    throw new BillingError(
      "SUBSCRIPTION_ALREADY_CANCELLED",
      words(m.api_error_subscription_already_cancelled, {}),
    );
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(
      "SUBSCRIPTION_NOT_CANCELLABLE",
      words(m.api_error_subscription_not_cancellable, {}),
    );
  }
  return updateAtPolar(billing, owner, row, true);
}

/** Takes back a cancellation while the period is still running. */
export async function resumeSubscription(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
): Promise<SubscriptionView> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  if (!row.cancelAtPeriodEnd || row.status !== "cancelled") {
    throw new BillingError(
      "SUBSCRIPTION_NOT_RESUMABLE",
      words(m.api_error_subscription_not_resumable, {}),
    );
  }
  return updateAtPolar(billing, owner, row, false);
}

/** What Polar billed for a change of plan: the order it made for it. */
export interface PlanChangeCharge {
  /** A decimal string; negative for a credit (the unused time of a dearer plan left behind). */
  amount: string;
  currency: string;
  /** The order's status at Polar: paid, or pending while the payment goes through. */
  status: string;
}

export interface PlanChange {
  subscription: SubscriptionView;
  /** Null when Polar made no order for the change, or the order could not be read. */
  charge: PlanChangeCharge | null;
}

/**
 * A plan priced per seat is bought by an organization (ADR 054): its seats are the people of
 * the organization, and a person alone would pay for places nobody can take (issue 45).
 */
function refuseSeatsOutsideOrganization(owner: Owner, plan: Pick<Plan, "seats" | "name">): void {
  if (!plan.seats || owner.kind === "organization") return;
  throw new BillingError("PLAN_FOR_ORGANIZATIONS", (locale) =>
    m.api_error_plan_for_organizations({ plan: plan.name }, { locale }),
  );
}

/**
 * Moves the workspace's subscription to another plan through Polar's subscription update, with
 * the product's proration behaviour (ADR 022), and reads back what Polar billed for it.
 */
export async function changeSubscriptionPlan(
  billing: Billing,
  owner: Owner,
  subscriptionId: string,
  slug: string,
): Promise<PlanChange> {
  const row = await ownedRow(billing.db, owner, subscriptionId);
  const plan = planBySlug(slug);
  if (!plan) throw new BillingError("UNKNOWN_PLAN", words(m.api_error_unknown_plan, { slug }));
  refuseSeatsOutsideOrganization(owner, plan);
  if (FINAL.includes(row.status)) {
    throw new BillingError("SUBSCRIPTION_ENDED", words(m.api_error_subscription_ended, {}));
  }
  if (row.cancelAtPeriodEnd) {
    throw new BillingError("SUBSCRIPTION_ENDING", CHANGE_WHILE_ENDING);
  }
  if (!CANCELLABLE.includes(row.status)) {
    throw new BillingError(
      "SUBSCRIPTION_NOT_CHANGEABLE",
      words(m.api_error_plan_not_changeable, {}),
    );
  }
  if (row.productId === plan.productId) {
    throw new BillingError(
      "PLAN_UNCHANGED",
      words(m.api_error_plan_unchanged, { plan: plan.name }),
    );
  }
  let updated: Awaited<ReturnType<PolarClient["subscriptions"]["update"]>>;
  try {
    updated = await billing.polar.subscriptions.update(row.providerSubscriptionId, {
      product_id: plan.productId,
      proration_behavior: PLAN_CHANGE_PRORATION,
    });
  } catch (error) {
    throw await planChangeError(billing, owner, error);
  }
  await applyPolarSubscription(billing, parsePolarSubscription(updated));
  return {
    subscription: subscriptionView(await ownedRow(billing.db, owner, row.id)),
    charge: await chargeFor(billing, row, plan),
  };
}

const CHANGE_WHILE_ENDING = words(m.api_error_subscription_ending, {});

/** Polar's error of a plan change, as the person who asked can act on it. */
async function planChangeError(billing: Billing, owner: Owner, error: unknown): Promise<unknown> {
  switch (statusOf(error)) {
    case 402:
      return new BillingError("PAYMENT_DECLINED", words(m.api_error_payment_declined, {}));
    case 403:
      // Polar knows it is ending or over while this table does not yet: catch up first.
      await reconcileOwner(billing, owner).catch(() => 0);
      return new BillingError("SUBSCRIPTION_ENDING", CHANGE_WHILE_ENDING);
    case 409:
      return new BillingError("PROVIDER_BUSY", words(m.api_error_provider_busy, {}));
    case 422:
      return new BillingError("PLAN_CHANGE_REFUSED", (locale) =>
        m.api_error_plan_change_refused(
          { detail: polarDetail(error) ?? m.api_error_plan_not_available({}, { locale }) },
          { locale },
        ),
      );
    default:
      return error;
  }
}

/**
 * The order Polar made for this change: the subscription's newest, if it is a plan change to
 * `plan` made after the row's last known state. Reading it is a courtesy: the plan has changed
 * whether or not it can be read.
 */
export async function chargeFor(
  billing: Billing,
  before: Row,
  plan: Plan,
): Promise<PlanChangeCharge | null> {
  try {
    const { items } = await billing.polar.orders.list({
      subscription_id: before.providerSubscriptionId,
      sorting: ["-created_at"],
      limit: 1,
    });
    const [order] = items;
    const since = before.providerModifiedAt?.getTime() ?? 0;
    if (
      order?.billing_reason !== "subscription_update" ||
      order.product_id !== plan.productId ||
      Date.parse(order.created_at) < since
    ) {
      return null;
    }
    return {
      amount: decimalFromCents(order.total_amount),
      currency: order.currency,
      status: order.status,
    };
  } catch (error) {
    console.warn(`Could not read the order of a plan change: ${(error as Error).message}`);
    return null;
  }
}

export type CheckoutRequest = ({ slug: string } | { products: [string] }) & {
  discountCode?: string;
  /** Seats to buy on a plan priced per seat; by default as many as the organization's people. */
  seats?: number;
};

/** A seat count outside what `plan` sells. */
export function seatRangeError(plan: Plan & { seats: SeatPricing }): BillingError {
  const { minimum, maximum } = plan.seats;
  return new BillingError(
    "SEAT_COUNT_REFUSED",
    words(m.api_error_seat_range, { plan: plan.name, minimum, maximum }),
  );
}

/** Fewer seats than the people who hold one (members and pending invitations). */
export function seatsBelowUsedError(used: number): BillingError {
  return new BillingError("SEAT_COUNT_REFUSED", (locale) =>
    m.api_error_seats_below_used({ used, shown: formatNumber(used, locale) }, { locale }),
  );
}

/**
 * The seats a checkout buys: on a plan priced per seat, those asked for, else one for each of
 * the organization's people and at least the plan's fewest; never fewer than its people, who
 * would otherwise be over the limit the moment it is paid. A flat plan takes none.
 */
async function checkoutSeats(
  db: Database,
  owner: Owner,
  plan: Plan,
  asked: number | undefined,
): Promise<number | undefined> {
  if (!plan.seats || owner.kind !== "organization") {
    if (asked === undefined) return undefined;
    throw new BillingError(
      "NOT_SEAT_PRICED",
      words(m.api_error_checkout_not_seat_priced, { plan: plan.name }),
    );
  }
  const used = await peopleOf(db, owner.id, true);
  const seats = asked ?? Math.max(plan.seats.minimum, used);
  if (seats < plan.seats.minimum || seats > plan.seats.maximum) {
    throw seatRangeError({ ...plan, seats: plan.seats });
  }
  if (seats < used) throw seatsBelowUsedError(used);
  return seats;
}

/**
 * The Polar discount a buyer's code names, if it can apply to `plan` now; otherwise the error
 * the buyer reads before leaving the product. Polar matches codes without regard to case.
 */
async function redeemableDiscount(
  billing: Pick<Billing, "polar">,
  code: string,
  plan: Plan,
  now = new Date(),
): Promise<string> {
  const wanted = code.toLowerCase();
  let found: Awaited<ReturnType<PolarClient["discounts"]["get"]>> | undefined;
  for await (const discount of billing.polar.discounts.iterList({ query: code, limit: 100 })) {
    if (discount.code?.toLowerCase() === wanted) found = discount;
  }
  const named = { code: code.toUpperCase() };
  const appliesToPlan =
    found && (found.products.length === 0 || found.products.some((p) => p.id === plan.productId));
  if (!found || !appliesToPlan) {
    throw new BillingError(
      "DISCOUNT_CODE_INVALID",
      found
        ? words(m.api_error_discount_not_for_plan, { ...named, plan: plan.name })
        : words(m.api_error_discount_unknown, named),
    );
  }
  if (found.ends_at && Date.parse(found.ends_at) <= now.getTime()) {
    throw new BillingError("DISCOUNT_CODE_EXPIRED", words(m.api_error_discount_expired, named));
  }
  if (found.starts_at && Date.parse(found.starts_at) > now.getTime()) {
    throw new BillingError("DISCOUNT_CODE_EXPIRED", words(m.api_error_discount_not_yet, named));
  }
  if (found.max_redemptions !== null && found.redemptions_count >= found.max_redemptions) {
    throw new BillingError("DISCOUNT_CODE_USED_UP", words(m.api_error_discount_used_up, named));
  }
  return found.id;
}

/** Who pays at the checkout: the signed-in user. */
export interface Buyer {
  email: string;
  name?: string | null;
}

/**
 * A Polar checkout for the workspace; the browser goes to the response's url. A user's own
 * checkout names them by external id and address, and Polar makes their customer on payment.
 * An organization's checkout names its team customer, made beforehand: otherwise Polar would
 * find the buyer's own customer by their address and file the subscription under them.
 */
export async function createCheckout(
  billing: Billing,
  owner: Owner,
  buyer: Buyer,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const plan = "slug" in request ? planBySlug(request.slug) : planByProductId(request.products[0]);
  if (!plan) {
    throw new BillingError(
      "UNKNOWN_PLAN",
      "slug" in request
        ? words(m.api_error_unknown_plan, { slug: request.slug })
        : words(m.api_error_unknown_product, {}),
    );
  }
  refuseSeatsOutsideOrganization(owner, plan);
  const seats = await checkoutSeats(billing.db, owner, plan, request.seats);
  const discountId = request.discountCode
    ? await redeemableDiscount(billing, request.discountCode, plan)
    : undefined;
  const trial = plan.trial && trialOffered(plan, await trialsHad(billing.db, owner));
  const externalId = polarExternalId(owner);
  const customer =
    owner.kind === "user"
      ? { customer_email: buyer.email }
      : { customer_id: await teamCustomerOf(billing, owner, buyer) };
  try {
    const checkout = await billing.polar.checkouts.create({
      products: [plan.productId],
      external_customer_id: externalId,
      ...customer,
      ...(discountId && { discount_id: discountId }),
      ...(seats !== undefined && { seats }),
      // A workspace that had a trial pays from the start, as Polar's "one trial per customer".
      ...(plan.trial && !trial && { allow_trial: false }),
      // Polar puts the checkout's id in place of {CHECKOUT_ID}.
      success_url: `${billing.appUrl}/success?checkout_id={CHECKOUT_ID}`,
      return_url: `${billing.appUrl}/subscriptions`,
    });
    return { url: checkout.url };
  } catch (error) {
    // Redeemed up to its limit, or ended, between the check and the checkout.
    if (discountId && request.discountCode && statusOf(error) === 422 && refusesDiscount(error)) {
      const code = request.discountCode.toUpperCase();
      const detail = polarDetail(error);
      throw new BillingError("DISCOUNT_CODE_USED_UP", (locale) =>
        m.api_error_discount_refused(
          { code, detail: detail ?? m.api_error_discount_provider_refused({}, { locale }) },
          { locale },
        ),
      );
    }
    throw error;
  }
}

/** The workspace's subscriptions that had a trial: at most one is needed to know. */
function trialsHad(db: Database, owner: Owner): Promise<{ trialEnd: Date | null }[]> {
  return db
    .select({ trialEnd: subscription.trialEnd })
    .from(subscription)
    .where(and(ownedBy(owner), isNotNull(subscription.trialEnd)))
    .limit(1);
}

/** Polar's 422 names the checkout's `discount_id` as what it refused. */
function refusesDiscount(error: unknown): boolean {
  const detail = (error as { error?: { detail?: unknown } }).error?.detail;
  return (
    Array.isArray(detail) &&
    detail.some(
      (issue: { loc?: unknown }) => Array.isArray(issue.loc) && issue.loc.includes("discount_id"),
    )
  );
}

async function customerByExternalId(billing: Billing, externalId: string) {
  try {
    return await billing.polar.customers.getExternal(externalId);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The organization's customer at Polar, made on its first checkout: a team customer (its own
 * address is optional, so it never clashes with a member's own customer) whose owner member is
 * the buyer. Returns its Polar id.
 */
async function teamCustomerOf(
  billing: Billing,
  owner: Owner & { kind: "organization" },
  buyer: Buyer,
): Promise<string> {
  const externalId = polarExternalId(owner);
  const existing = await customerByExternalId(billing, externalId);
  if (existing) return existing.id;
  const [named] = await billing.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, owner.id));
  if (!named) {
    throw new BillingError(
      "BILLING_ORGANIZATION_NOT_FOUND",
      words(m.api_error_organization_not_found, {}),
    );
  }
  try {
    const created = await billing.polar.customers.create({
      type: "team",
      external_id: externalId,
      name: named.name,
      owner: { email: buyer.email, name: buyer.name || null },
    });
    return created.id;
  } catch (error) {
    // Two first checkouts at once: the other one made it.
    const made = await customerByExternalId(billing, externalId);
    if (made) return made.id;
    throw error;
  }
}

export interface CheckoutResult {
  status: "succeeded" | "pending" | "failed" | "not_found";
  /** The plan's name while the checkout is open; what it costs is the subscription's. */
  plan: { name: string } | null;
  subscription: SubscriptionView | null;
}

const NOT_FOUND: CheckoutResult = { status: "not_found", plan: null, subscription: null };

/**
 * The checkout named on /success, read from Polar and only if it is this workspace's. A paid one
 * also pulls the workspace's subscriptions from Polar at once, so the page does not wait for the
 * webhook.
 */
export async function checkoutResult(
  billing: Billing,
  owner: Owner,
  checkoutId: string,
): Promise<CheckoutResult> {
  let checkout: Awaited<ReturnType<PolarClient["checkouts"]["get"]>>;
  try {
    checkout = await billing.polar.checkouts.get(checkoutId);
  } catch (error) {
    if (isUnknownId(error)) {
      return NOT_FOUND;
    }
    throw error;
  }
  if (checkout.external_customer_id !== polarExternalId(owner)) return NOT_FOUND;
  const plan = checkout.product_id ? planByProductId(checkout.product_id) : undefined;
  const planView = plan ? { name: plan.name } : null;
  if (checkout.status === "open" || checkout.status === "confirmed") {
    return { status: "pending", plan: planView, subscription: null };
  }
  if (checkout.status !== "succeeded")
    return { status: "failed", plan: planView, subscription: null };
  await reconcileOwner(billing, owner);
  const [row] = await billing.db
    .select()
    .from(subscription)
    .where(and(ownedBy(owner), eq(subscription.productId, checkout.product_id ?? "")))
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return { status: "succeeded", plan: planView, subscription: row ? subscriptionView(row) : null };
}

/** A Polar customer portal session for the workspace's customer. */
export async function customerPortal(billing: Billing, owner: Owner): Promise<{ url: string }> {
  try {
    const session = await billing.polar.customerSessions.create({
      external_customer_id: polarExternalId(owner),
      return_url: `${billing.appUrl}/subscriptions`,
    });
    return { url: session.customer_portal_url };
  } catch (error) {
    if (isUnknownId(error)) {
      throw new BillingError("NO_BILLING_ACCOUNT", words(m.api_error_no_billing_account, {}));
    }
    throw error;
  }
}

async function polarSubscriptionsOf(
  billing: Billing,
  owner: Owner,
): Promise<PolarSubscriptionData[]> {
  const found: PolarSubscriptionData[] = [];
  for await (const item of billing.polar.subscriptions.iterList({
    external_customer_id: polarExternalId(owner),
    limit: 100,
  })) {
    found.push(parsePolarSubscription(item));
  }
  return found;
}

/** Re-reads the owner's subscriptions from Polar and corrects what a lost webhook left behind. */
async function reconcileOwner(billing: Billing, owner: Owner): Promise<number> {
  let applied = 0;
  for (const polar of await polarSubscriptionsOf(billing, owner)) {
    if ((await applyPolarSubscription(billing, polar)) === "applied") applied++;
  }
  return applied;
}

const FINAL: SubscriptionStatus[] = ["expired", "revoked"];

/** What a reconciliation reports as it goes: the console shows it as progress (ADR 037). */
export interface ReconcileProgress {
  /** Once, before the first customer, with how many there are. */
  counted(total: number): Promise<void>;
  /** After each customer, with the error when its re-read failed. */
  ownerDone(error?: Error): Promise<void>;
}

const UNREPORTED: ReconcileProgress = { counted: async () => {}, ownerDone: async () => {} };

/**
 * Re-reads each owner from Polar in turn. One owner's failure does not stop the others; a
 * failure of `progress` itself stops the pass.
 */
export async function reconcileOwners(
  billing: Billing,
  owners: readonly Owner[],
  progress: ReconcileProgress = UNREPORTED,
): Promise<{ owners: number; failed: number }> {
  await progress.counted(owners.length);
  let failed = 0;
  for (const owner of owners) {
    let failure: Error | undefined;
    try {
      await reconcileOwner(billing, owner);
    } catch (error) {
      failed++;
      failure = error instanceof Error ? error : new Error(String(error));
      console.warn(
        `Billing reconciliation failed for ${owner.kind === "user" ? "a user" : "an organization"}: ${failure.message}`,
      );
    }
    await progress.ownerDone(failure);
  }
  return { owners: owners.length, failed };
}

/** Every user and organization with a subscription that is not over yet. */
async function openSubscriptionOwners(db: Database): Promise<Owner[]> {
  const rows = await db
    .selectDistinct({ userId: subscription.userId, organizationId: subscription.organizationId })
    .from(subscription)
    .where(notInArray(subscription.status, FINAL));
  return rows.flatMap(({ userId, organizationId }): Owner[] => {
    if (organizationId) return [{ kind: "organization", id: organizationId }];
    return userId ? [{ kind: "user", id: userId }] : [];
  });
}

/**
 * The scheduled pass, and the console's "reconcile now" for everyone: every user and
 * organization with a subscription that is not over yet is re-read from Polar (renewals, ends of
 * cancelled periods, failed payments). Each pass is counted in the metrics: a success, partial
 * (some owners failed) or failed (the pass itself).
 */
export async function reconcileOpenSubscriptions(
  billing: Billing,
  progress?: ReconcileProgress,
): Promise<{ owners: number; failed: number }> {
  try {
    const pass = await reconcileOwners(billing, await openSubscriptionOwners(billing.db), progress);
    countReconcilerRun(pass.failed === 0 ? "success" : "partial");
    return pass;
  } catch (error) {
    countReconcilerRun("failed");
    throw error;
  }
}

/**
 * Before an account or an organization is deleted: its running subscriptions are revoked at
 * Polar (nobody is left to use them) and its Polar customer is deleted. A failure stops the
 * deletion, so nothing disappears while still being charged. The rows go with the user or the
 * organization (foreign key cascade).
 */
export async function closeBillingAccount(billing: Billing, owner: Owner): Promise<void> {
  const [paying] = await billing.db
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(ownedBy(owner), notInArray(subscription.status, FINAL)))
    .limit(1);
  try {
    await closeAtPolar(billing, owner);
  } catch (error) {
    // Without a running subscription here, nothing is charged that the reconciler would not
    // have shown: Polar being unreachable does not keep someone from leaving.
    if (paying) throw error;
    console.warn(
      `Could not close the Polar customer of a deleted ${owner.kind === "user" ? "account" : "organization"}: ${(error as Error).message}`,
    );
  }
}

async function closeAtPolar(billing: Billing, owner: Owner): Promise<void> {
  const running = (await polarSubscriptionsOf(billing, owner)).filter(
    (polar) => polar.status !== "canceled" && polar.status !== "incomplete_expired",
  );
  for (const polar of running) await billing.polar.subscriptions.revoke(polar.id);
  try {
    await billing.polar.customers.deleteExternal(polarExternalId(owner));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
