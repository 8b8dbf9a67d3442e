/**
 * The plan catalogue: what can be bought, in one place. Each plan is one Polar product; the ids
 * are the products' ids at Polar (for a real Polar organization, replace them with yours). The
 * local Polar twin creates exactly these products, with these ids, so checkout works offline.
 * Client-safe: the landing page and /subscriptions render it.
 */
export interface Plan {
  /** The name a checkout request may use instead of the product id. */
  slug: string;
  /** The Polar product id. */
  productId: string;
  name: string;
  description: string;
  /** A decimal string, as the subscription table stores it. */
  price: string;
  /** The same price in the smallest currency unit, as Polar states amounts. */
  priceAmount: number;
  currency: "usd";
  billingCycle: "monthly" | "yearly";
  features: string[];
  /** What the plan lets its workspace use: enforced at every endpoint (ADR 045). */
  entitlements: Entitlements;
  /**
   * Calls beyond `entitlements.apiCallsIncluded` in a period, billed through Polar's meter of
   * API calls (ADR 053): the price of 1,000 calls in the smallest currency unit, charged pro rata
   * on the period's invoice. Absent: calls over the included ones are not billed.
   */
  meteredPrice?: { per1000Calls: number };
  /**
   * A free trial before the first charge, as Polar's product states it (`trial_interval`,
   * `trial_interval_count`): checkout starts the subscription `trialing` (ADR 052). None when absent.
   */
  trial?: PlanTrial;
  /**
   * Priced per seat (Polar's seat-based price, ADR 054): `priceAmount` is one seat's price, the
   * subscription holds a number of seats, and the seats bought are the organization's people
   * limit in place of `entitlements.members`. Absent: a flat price.
   */
  seats?: SeatPricing;
}

/** A trial's length: `count` of `interval`, as Polar's `TrialInterval` spells the unit. */
export interface PlanTrial {
  interval: "day" | "week" | "month" | "year";
  count: number;
}

/** A plan priced per seat: the seats an organization may buy on it. */
export interface SeatPricing {
  /** The fewest seats a subscription holds; a checkout buys this many. */
  minimum: number;
  /** The most seats the product lets a subscription buy. */
  maximum: number;
}

/**
 * The limits a plan gives the workspace that holds it (a person or an organization), read by
 * the REST API's per-key limit, member invitations and the screens. Counts, never money: the
 * price lives on the plan.
 */
export interface Entitlements {
  /** REST API calls a minute, per workspace (every key of it together). */
  apiCallsPerMinute: number;
  /** REST API calls included in a billing period (the free plan: a calendar month, UTC). */
  apiCallsIncluded: number;
  /** People in an organization that holds the plan: its members and pending invitations. */
  members: number;
  /** API keys the workspace owner may hold at once (ADR 055); a downgrade keeps those over it. */
  apiKeys: number;
  /**
   * The longest a new key may last, in days (ADR 084); null: a key may also never expire. A key
   * made without a choice lasts this long.
   */
  apiKeyLifetimeDays: number | null;
  /** The gated features the plan includes (ADR 055): each is refused where it is not listed. */
  features: readonly FeatureFlag[];
}

/**
 * The features a plan may include, by name: `usageHistory` is the dashboard's chart of calls per
 * day and GET /api/v1/key/usage; `prioritySupport` is answered by people, so only shown.
 */
export const FEATURE_FLAGS = ["usageHistory", "prioritySupport"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The plan of a workspace with no subscription: it has no product at Polar. */
export const FREE_PLAN = {
  slug: "free",
  name: "Free",
  entitlements: {
    apiCallsPerMinute: 60,
    apiCallsIncluded: 1_000,
    members: 5,
    apiKeys: 1,
    apiKeyLifetimeDays: 365,
    features: [],
  },
} as const satisfies { slug: string; name: string; entitlements: Entitlements };

/** A plan as entitlements name it: the free plan or one of the catalogue's. */
export type EntitledPlan = Pick<Plan, "slug" | "name" | "entitlements">;

export const PLANS: readonly Plan[] = [
  {
    slug: "starter",
    productId: "5f0c3c52-3c1e-4c57-9d5e-6f1a2b3c4d01",
    name: "Starter",
    description: "For one person getting started.",
    price: "9.00",
    priceAmount: 900,
    currency: "usd",
    billingCycle: "monthly",
    features: ["3 API keys", "600 API calls a minute", "Email support"],
    entitlements: {
      apiCallsPerMinute: 600,
      apiCallsIncluded: 100_000,
      members: 10,
      apiKeys: 3,
      apiKeyLifetimeDays: 365,
      features: [],
    },
    meteredPrice: { per1000Calls: 100 },
  },
  {
    slug: "pro",
    productId: "5f0c3c52-3c1e-4c57-9d5e-6f1a2b3c4d02",
    name: "Pro",
    description: "For a product in production.",
    price: "29.00",
    priceAmount: 2900,
    currency: "usd",
    billingCycle: "monthly",
    features: ["Everything in Starter", "Usage history", "Priority support"],
    entitlements: {
      apiCallsPerMinute: 3_000,
      apiCallsIncluded: 1_000_000,
      members: 50,
      apiKeys: 10,
      apiKeyLifetimeDays: null,
      features: ["usageHistory", "prioritySupport"],
    },
    meteredPrice: { per1000Calls: 50 },
    trial: { interval: "day", count: 14 },
  },
  {
    slug: "pro-yearly",
    productId: "5f0c3c52-3c1e-4c57-9d5e-6f1a2b3c4d03",
    name: "Pro (yearly)",
    description: "Pro, paid once a year: two months free.",
    price: "290.00",
    priceAmount: 29000,
    currency: "usd",
    billingCycle: "yearly",
    features: ["Everything in Pro", "Two months free"],
    entitlements: {
      apiCallsPerMinute: 3_000,
      apiCallsIncluded: 1_000_000,
      members: 50,
      apiKeys: 10,
      apiKeyLifetimeDays: null,
      features: ["usageHistory", "prioritySupport"],
    },
    meteredPrice: { per1000Calls: 50 },
  },
  {
    slug: "team",
    productId: "5f0c3c52-3c1e-4c57-9d5e-6f1a2b3c4d04",
    name: "Team",
    description: "For an organization: pay for the seats it uses.",
    price: "12.00",
    priceAmount: 1200,
    currency: "usd",
    billingCycle: "monthly",
    features: ["$12 a seat a month, 2 seats at least", "Everything in Pro", "Add seats any time"],
    // `members` is the seats bought on a subscription; this figure is the minimum's.
    entitlements: {
      apiCallsPerMinute: 3_000,
      apiCallsIncluded: 1_000_000,
      members: 2,
      apiKeys: 10,
      apiKeyLifetimeDays: null,
      features: ["usageHistory", "prioritySupport"],
    },
    meteredPrice: { per1000Calls: 50 },
    seats: { minimum: 2, maximum: 1000 },
  },
];

/** Seats an owner may set on a seat-priced subscription: whole seats, 1 to 1,000. */
export const SEAT_COUNT_MAX = 1000;

/**
 * How Polar bills a change of plan (ADR 022): the new plan starts at once and the prorated
 * difference for the rest of the period is invoiced at once, charged for an upgrade and
 * credited for a downgrade. The screens word the change after it.
 */
export const PLAN_CHANGE_PRORATION = "invoice" as const;

/**
 * The first plan of the catalogue, free plan first, that allows what `enough` asks: the plan a
 * error names. Undefined when none does.
 */
export function planAllowing(
  enough: (entitlements: Entitlements) => boolean,
): EntitledPlan | undefined {
  return [FREE_PLAN, ...PLANS].find((plan) => enough(plan.entitlements));
}

export function planBySlug(slug: string): Plan | undefined {
  return PLANS.find((plan) => plan.slug === slug);
}

export function planByProductId(productId: string): Plan | undefined {
  return PLANS.find((plan) => plan.productId === productId);
}

/** Amount in cents → "9.00", exactly (no float arithmetic). */
export function decimalFromCents(amount: number): string {
  const cents = String(Math.abs(Math.trunc(amount))).padStart(3, "0");
  return `${amount < 0 ? "-" : ""}${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

/** "9.00" → 900, exactly: the subscription table keeps prices as decimal strings. */
export function centsFromDecimal(price: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(price);
  if (!match) throw new Error(`Not a price: ${price}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** "$9.00" from a decimal string, "USD 9.00" style for other currencies. */
export function formatMoney(amount: string, currency = "usd"): string {
  const symbol = currency.toLowerCase() === "usd" ? "$" : `${currency.toUpperCase()} `;
  return `${symbol}${amount}`;
}

/**
 * The trial a checkout of `plan` starts for a workspace, given its subscriptions: the plan's,
 * unless one of them already had a trial (one trial per workspace, ADR 052). The server's
 * checkout and the plan cards both ask this, so the card never promises a trial Polar won't give.
 */
export function trialOffered(
  plan: Pick<Plan, "trial">,
  subscriptions: readonly { trialEnd: unknown }[],
): PlanTrial | undefined {
  return subscriptions.some((held) => held.trialEnd != null) ? undefined : plan.trial;
}

/** "$9.00 / month" */
export function formatPrice(price: string, cycle: Plan["billingCycle"], currency = "usd"): string {
  return `${formatMoney(price, currency)} / ${cycle === "monthly" ? "month" : "year"}`;
}
