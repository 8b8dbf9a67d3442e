import { and, desc, eq, lt, or } from "drizzle-orm";
import { subscription, user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import type { ActivityKind } from "~/lib/activity";
import type { Permission } from "~/lib/organization-access";
import type { EventOrigin } from "~/server/account/activity.server";
import type { Runtime } from "~/server/app/runtime.server";
import { isDatabaseUnavailable } from "~/server/http/unavailable.server";
import {
  requirePermission,
  type Workspace,
  WorkspaceError,
} from "~/server/workspaces/workspace.server";
import {
  BillingError,
  NO_SUBSCRIPTION,
  type SubscriptionView,
  subscriptionView,
} from "./billing.server";
import {
  type Buyer,
  type CheckoutRequest,
  type CheckoutResult,
  checkoutResult,
  createCheckout,
  customerPortal,
} from "./checkout.server";
import { ownedBy } from "./owned-by.server";
import { type SeatChange, setSeats } from "./seats.server";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  type PlanChange,
  resumeSubscription,
} from "./subscription-changes.server";

// What a person (on the screens, through a server function) or a key holder (through the REST
// API) may do with a workspace's subscriptions: each action checks the caller's permission,
// calls Polar, turns Polar being unreachable into one clear error and records the change on
// the caller's timeline. Both endpoints call these, so neither can keep a rule the other forgets.

type BillingActionDeps = Pick<Runtime, "billing" | "activity">;

/** Who acts, in which workspace, from where (for their activity timeline). */
export interface Acting {
  workspace: Workspace;
  origin: EventOrigin;
}

const MANAGE_BILLING: Permission = { billing: ["manage"] };

const PROVIDER_DOWN = words(m.api_error_provider_down, {});

/** Polar's failures as a 502 BillingError; the product's own errors and outages pass as they are. */
async function atPolar<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingError) throw error;
    // Not Polar's fault: answered 503 by the outage handling.
    if (isDatabaseUnavailable(error)) throw error;
    console.warn(`Polar call failed: ${(error as Error)?.message ?? error}`);
    throw new BillingError("PROVIDER_UNAVAILABLE", PROVIDER_DOWN);
  }
}

/** Puts a change the caller made to a subscription on their own timeline. */
function recordChange(
  { activity }: BillingActionDeps,
  acting: Acting,
  kind: ActivityKind,
  plan: string,
) {
  return activity.record(acting.workspace.userId, kind, acting.origin, {
    plan,
    workspace: acting.workspace.kind,
  });
}

/**
 * A change to one of the workspace's subscriptions at Polar: the caller must manage billing, and
 * the change lands on their timeline as `kind`, named by the plan `planOf` reads from the result.
 */
async function changeAs<T>(
  deps: BillingActionDeps,
  acting: Acting,
  kind: ActivityKind,
  change: (billing: BillingActionDeps["billing"], owner: Workspace["owner"]) => Promise<T>,
  planOf: (done: T) => string,
): Promise<T> {
  requirePermission(acting.workspace, MANAGE_BILLING);
  const done = await atPolar(() => change(deps.billing, acting.workspace.owner));
  await recordChange(deps, acting, kind, planOf(done));
  return done;
}

const nameOf = (view: SubscriptionView) => view.name;

/** Cancels the workspace's subscription at the end of its period. */
export function cancelAs(deps: BillingActionDeps, acting: Acting, subscriptionId: string) {
  return changeAs(
    deps,
    acting,
    "subscription_cancelled",
    (billing, owner) => cancelSubscription(billing, owner, subscriptionId),
    nameOf,
  );
}

/** Takes back a cancellation at period end. */
export function resumeAs(deps: BillingActionDeps, acting: Acting, subscriptionId: string) {
  return changeAs(
    deps,
    acting,
    "subscription_resumed",
    (billing, owner) => resumeSubscription(billing, owner, subscriptionId),
    nameOf,
  );
}

/** Moves the workspace's subscription to the plan `slug`; the response says what Polar billed. */
export function changePlanAs(
  deps: BillingActionDeps,
  acting: Acting,
  subscriptionId: string,
  slug: string,
): Promise<PlanChange> {
  return changeAs(
    deps,
    acting,
    "subscription_plan_changed",
    (billing, owner) => changeSubscriptionPlan(billing, owner, subscriptionId, slug),
    (change) => change.subscription.name,
  );
}

/**
 * Sets the organization's seats (ADR 054): an owner's change, like every billing change, said
 * in the seats' own words to an admin; outside an organization there are no seats to set.
 * `subscriptionId`, when the caller names one (the REST API), must be the workspace's (else 404)
 * and the one priced per seat.
 */
export async function setSeatsAs(
  deps: BillingActionDeps,
  acting: Acting,
  seats: number,
  subscriptionId?: string,
): Promise<SeatChange> {
  const { workspace } = acting;
  if (workspace.kind === "organization" && workspace.role !== "owner") {
    throw new WorkspaceError("ROLE_NOT_ALLOWED", words(m.api_error_seats_owner_only, {}));
  }
  // A subscription named is the workspace's first (404 otherwise, whatever its plan; ADR 054).
  if (subscriptionId !== undefined) await subscriptionOf(deps, workspace.owner, subscriptionId);
  if (workspace.kind !== "organization") {
    throw new BillingError("NOT_SEAT_PRICED", words(m.api_error_seats_organization_only, {}));
  }
  return atPolar(() => setSeats(deps.billing, workspace.owner, seats, subscriptionId));
}

/** A Polar checkout for the workspace, paid by the acting person (spec §7). */
export async function checkoutAs(
  deps: BillingActionDeps,
  acting: Acting,
  request: CheckoutRequest,
  buyer?: Buyer,
): Promise<{ url: string }> {
  requirePermission(acting.workspace, MANAGE_BILLING);
  const payer = buyer ?? (await buyerOf(deps, acting.workspace.userId));
  return atPolar(() => createCheckout(deps.billing, acting.workspace.owner, payer, request));
}

/** A Polar customer portal link for the workspace (invoices, payment method). */
export function portalAs(deps: BillingActionDeps, acting: Acting): Promise<{ url: string }> {
  requirePermission(acting.workspace, MANAGE_BILLING);
  return atPolar(() => customerPortal(deps.billing, acting.workspace.owner));
}

/** The checkout `checkoutId` if it is the workspace's (any member may see it). */
export function checkoutResultOf(
  deps: BillingActionDeps,
  owner: Workspace["owner"],
  checkoutId: string,
): Promise<CheckoutResult> {
  return atPolar(() => checkoutResult(deps.billing, owner, checkoutId));
}

async function buyerOf({ billing }: BillingActionDeps, userId: string): Promise<Buyer> {
  const [found] = await billing.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  // The acting user exists: their session or key was just checked, and a deletion ends both.
  if (!found) throw new BillingError("USER_NOT_FOUND", words(m.api_error_account_not_found, {}));
  return found;
}

/** The workspace's subscription `subscriptionId`; someone else's answers like a missing one. */
export async function subscriptionOf(
  { billing }: BillingActionDeps,
  owner: Workspace["owner"],
  subscriptionId: string,
): Promise<SubscriptionView> {
  const [row] = await billing.db
    .select()
    .from(subscription)
    .where(and(eq(subscription.id, subscriptionId), ownedBy(owner)));
  if (!row) throw new BillingError("SUBSCRIPTION_NOT_FOUND", NO_SUBSCRIPTION);
  return subscriptionView(row);
}

export interface SubscriptionPage {
  data: SubscriptionView[];
  hasMore: boolean;
}

/**
 * One page of the owner's subscriptions, newest first; `startingAfter` is the id of the last one
 * of the previous page; null when that is not one of the owner's. Ties on the creation time are broken by id, so
 * no subscription is skipped or repeated between pages.
 */
export async function subscriptionPage(
  { billing }: BillingActionDeps,
  owner: Workspace["owner"],
  page: { limit: number; startingAfter?: string; status?: SubscriptionView["status"] },
): Promise<SubscriptionPage | null> {
  const conditions = [ownedBy(owner)];
  if (page.status) conditions.push(eq(subscription.status, page.status));
  if (page.startingAfter !== undefined) {
    const [cursor] = await billing.db
      .select({ createdAt: subscription.createdAt, id: subscription.id })
      .from(subscription)
      .where(and(ownedBy(owner), eq(subscription.id, page.startingAfter)));
    if (!cursor) return null;
    const older = or(
      lt(subscription.createdAt, cursor.createdAt),
      and(eq(subscription.createdAt, cursor.createdAt), lt(subscription.id, cursor.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await billing.db
    .select()
    .from(subscription)
    .where(and(...conditions))
    .orderBy(desc(subscription.createdAt), desc(subscription.id))
    .limit(page.limit + 1);
  return {
    data: rows.slice(0, page.limit).map(subscriptionView),
    hasMore: rows.length > page.limit,
  };
}
