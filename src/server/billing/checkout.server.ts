import { and, desc, eq, isNotNull } from "drizzle-orm";
import {
  type Plan,
  planByProductId,
  planBySlug,
  type SeatPricing,
  trialOffered,
} from "~/config/plans";
import type { Database } from "~/db/client.server";
import { organization, subscription } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { type Owner, polarExternalId } from "~/server/workspaces/workspace.server";
import {
  type Billing,
  BillingError,
  type SubscriptionView,
  subscriptionView,
} from "./billing.server";
import { peopleOf } from "./entitlements.server";
import { ownedBy } from "./owned-by.server";
import { isNotFound, isUnknownId, type PolarClient, polarDetail, statusOf } from "./polar.server";
import { reconcileOwner } from "./reconcile.server";

// Buying through Polar's hosted pages: the checkout, what became of it on /success, and the
// customer portal.

export type CheckoutRequest = ({ slug: string } | { products: [string] }) & {
  discountCode?: string;
  /** Seats to buy on a plan priced per seat; by default as many as the organization's people. */
  seats?: number;
};

/**
 * A plan priced per seat is bought by an organization (ADR 054): its seats are the people of
 * the organization, and a person alone would pay for places nobody can take (issue 45).
 */
export function refuseSeatsOutsideOrganization(
  owner: Owner,
  plan: Pick<Plan, "seats" | "name">,
): void {
  if (!plan.seats || owner.kind === "organization") return;
  throw new BillingError("PLAN_FOR_ORGANIZATIONS", (locale) =>
    m.api_error_plan_for_organizations({ plan: plan.name }, { locale }),
  );
}

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
