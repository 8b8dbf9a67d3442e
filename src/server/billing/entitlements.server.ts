import { count, eq } from "drizzle-orm";
import {
  type EntitledPlan,
  type Entitlements,
  type FeatureFlag,
  FREE_PLAN,
  planAllowing,
  planByProductId,
} from "~/config/plans";
import type { Database } from "~/db/client.server";
import { invitation, member, type subscription } from "~/db/schema";
import { formatNumber } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { AppError } from "~/lib/app-error";
import { callsSince, listKeys } from "~/server/api-keys/api-keys.server";
import { utcDay } from "~/server/api-keys/usage.server";
import { type Owner, pendingInvitationsOf } from "~/server/workspaces/workspace.server";
import type { CurrentSubscriptions } from "./current-subscription.server";

/**
 * How a screen and an error name each feature. Here rather than in src/config/plans.ts, which
 * the benchmark and the container test import as plain data.
 */
const FEATURE_NAMES: Record<FeatureFlag, Words> = {
  usageHistory: words(m.plan_feature_usage_history, {}),
  prioritySupport: words(m.plan_feature_priority_support, {}),
};

type SubscriptionRow = typeof subscription.$inferSelect;

/** What a workspace may use now, and the plan that gives it (ADR 045). */
export interface WorkspaceEntitlements {
  plan: EntitledPlan;
  /** The subscription the plan comes from; null on the free plan. */
  subscription: SubscriptionRow | null;
}

const FREE: WorkspaceEntitlements = { plan: FREE_PLAN, subscription: null };

/**
 * The plan a current subscription gives: its product's, while it runs. A subscription cancelled
 * at period end gives it until that end, even before Polar's webhook says it ended; a product
 * the catalogue no longer sells gives the free plan's limits, never none.
 */
export function entitlementsOfSubscription(
  row: SubscriptionRow | null,
  now = Date.now(),
): WorkspaceEntitlements {
  if (!row) return FREE;
  if (row.status === "cancelled" && row.currentPeriodEnd && row.currentPeriodEnd.getTime() <= now) {
    return FREE;
  }
  const plan = planByProductId(row.productId);
  if (!plan) return FREE;
  if (!plan.seats) return { plan, subscription: row };
  // Priced per seat: the seats bought are the people limit (ADR 054).
  const members = row.seats ?? plan.seats.minimum;
  return { plan: { ...plan, entitlements: { ...plan.entitlements, members } }, subscription: row };
}

/**
 * The owner's entitlements, from the current subscription that /api/v1/me also reads: trusted
 * for a second on every instance (so a webhook's change reaches all of them within it), at once
 * on the instance that applied it. Synchronous while cached, so the REST API's per-key limit
 * awaits nothing on its hot path.
 */
export function entitlementsOf(
  subscriptions: CurrentSubscriptions,
  owner: Owner,
): WorkspaceEntitlements | Promise<WorkspaceEntitlements> {
  const current = subscriptions.get(owner);
  if (current instanceof Promise) return current.then((row) => entitlementsOfSubscription(row));
  return entitlementsOfSubscription(current);
}

/**
 * A limit of `Entitlements` (a count; the feature flags and a key's lifetime are not counted
 * limits) and how an error words it.
 */
export type LimitName = Exclude<keyof Entitlements, "features" | "apiKeyLifetimeDays">;

type CountMessage = (
  inputs: { count: number; shown: string },
  options: { locale: Locale },
) => string;

const LIMIT_WORDS: Record<LimitName, CountMessage> = {
  apiCallsPerMinute: m.plan_limit_api_calls_per_minute,
  apiCallsIncluded: m.plan_limit_api_calls_included,
  members: m.plan_limit_members,
  apiKeys: m.plan_limit_api_keys,
};

/** "5 people in an organization, …", in `locale`, its number written and its plural chosen there. */
function limitWords(limit: LimitName, count: number, locale: Locale): string {
  return LIMIT_WORDS[limit]({ count, shown: formatNumber(count, locale) }, { locale });
}

/**
 * "The Free plan allows 3 people in an organization, pending invitations included; Starter
 * allows 5." The second half names the first plan that allows more, when one does.
 */
export function limitSentence(
  plan: EntitledPlan,
  limit: LimitName,
  locale = DEFAULT_LOCALE,
): string {
  const current = plan.entitlements[limit];
  const allowed = { plan: plan.name, limit: limitWords(limit, current, locale) };
  const better = planAllowing((entitlements) => entitlements[limit] > current);
  if (!better) return m.plan_limit_sentence(allowed, { locale });
  const count = formatNumber(better.entitlements[limit], locale);
  return m.plan_limit_sentence_more({ ...allowed, better: better.name, count }, { locale });
}

/**
 * "Usage history is not in the Free plan; Pro has it." The second half names the first plan that
 * includes the feature, when one does.
 */
export function featureSentence(
  plan: EntitledPlan,
  flag: FeatureFlag,
  locale = DEFAULT_LOCALE,
): string {
  const having = planAllowing((entitlements) => entitlements.features.includes(flag));
  const missing = { feature: FEATURE_NAMES[flag](locale), plan: plan.name };
  return having
    ? m.plan_feature_sentence_having({ ...missing, having: having.name }, { locale })
    : m.plan_feature_sentence(missing, { locale });
}

/** How many of a limit the owner's plan allows, and the sentence naming a plan that allows more. */
export interface Allowance {
  max: number;
  sentence: Words;
}

/**
 * What each owner's plan allows (ADR 055), for the shared actions every entry point calls: `of`
 * reads it, `require` refuses a feature outside it, `allow` says how many of a limit it allows.
 */
export class PlanEntitlements {
  constructor(private readonly subscriptions: CurrentSubscriptions) {}

  of(owner: Owner) {
    return entitlementsOf(this.subscriptions, owner);
  }

  /** Refuses with 403 FEATURE_NOT_IN_PLAN, naming the plan that has `flag`, when this one lacks it. */
  async require(owner: Owner, flag: FeatureFlag): Promise<void> {
    const { plan } = await this.of(owner);
    if (!plan.entitlements.features.includes(flag)) {
      throw new AppError("FEATURE_NOT_IN_PLAN", (locale) => featureSentence(plan, flag, locale));
    }
  }

  /** The longest a new key of the owner may last, in days (null: no end), and its plan's name. */
  async keyLifetime(owner: Owner): Promise<{ maxDays: number | null; plan: string }> {
    const { plan } = await this.of(owner);
    return { maxDays: plan.entitlements.apiKeyLifetimeDays, plan: plan.name };
  }

  async allow(owner: Owner, limit: LimitName): Promise<Allowance> {
    const { plan } = await this.of(owner);
    return {
      max: plan.entitlements[limit],
      sentence: (locale) => limitSentence(plan, limit, locale),
    };
  }
}

/**
 * The people an organization holds against its plan: its members, and with `invitations` its
 * pending invitations that have not expired (each keeps a place until it is answered).
 */
export async function peopleOf(
  db: Database,
  organizationId: string,
  invitations: boolean,
): Promise<number> {
  const [members] = await db
    .select({ total: count() })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  if (!invitations) return members?.total ?? 0;
  const [pending] = await db
    .select({ total: count() })
    .from(invitation)
    .where(pendingInvitationsOf(organizationId));
  return (members?.total ?? 0) + (pending?.total ?? 0);
}

/** The period a plan's included calls count in: the subscription's, else the calendar month. */
export function usagePeriod(
  row: SubscriptionRow | null,
  now = Date.now(),
): { start: Date; end: Date } {
  if (row?.currentPeriodStart && row.currentPeriodEnd) {
    return { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  }
  const today = new Date(now);
  return {
    start: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)),
    end: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)),
  };
}

/**
 * What GET /api/v1/entitlements and the billing screens show: the plan, its limits, their use.
 * `countedCalls`: the period's calls when the caller has read them already (`periodUsage`).
 */
export async function entitlementsReport(
  { db, subscriptions }: { db: Database; subscriptions: CurrentSubscriptions },
  owner: Owner,
  countedCalls?: number,
) {
  const { plan, subscription: row } = await entitlementsOf(subscriptions, owner);
  const period = usagePeriod(row);
  const [apiCalls, members, keys] = await Promise.all([
    countedCalls ?? callsSince(db, owner, utcDay(period.start.getTime())),
    owner.kind === "organization" ? peopleOf(db, owner.id, true) : null,
    listKeys(db, owner),
  ]);
  return {
    plan: { slug: plan.slug, name: plan.name },
    limits: { ...plan.entitlements, features: [...plan.entitlements.features] },
    usage: {
      apiKeys: keys.length,
      apiCalls,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      members,
    },
  };
}
