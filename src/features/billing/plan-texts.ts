import type { Plan, PlanTrial } from "~/config/plans";
import { m } from "~/i18n/paraglide/messages.js";
import { type Format, money } from "./format";

// The plan cards' words (the landing page, checkout): apart from subscription-texts.ts, so
// that the public pages carry no subscription's words (ADR 059).

/** "14-day free trial", "1-month free trial": how the screens name a plan's trial. */
export function trialLabel(trial: PlanTrial): string {
  return m.pricing_trial_label({ count: trial.count, interval: trial.interval });
}

/** A plan card's description and feature lines, in the page's language. */
const PLAN_TEXTS: Record<
  string,
  (f: Format, plan: Plan) => { description: string; features: string[] }
> = {
  starter: () => ({
    description: m.pricing_starter_description(),
    features: [
      m.pricing_starter_feature_keys(),
      m.pricing_starter_feature_rate(),
      m.pricing_starter_feature_support(),
    ],
  }),
  pro: () => ({
    description: m.pricing_pro_description(),
    features: [
      m.pricing_pro_feature_starter(),
      m.pricing_feature_usage_history(),
      m.pricing_feature_priority_support(),
    ],
  }),
  "pro-yearly": () => ({
    description: m.pricing_pro_yearly_description(),
    features: [m.pricing_pro_yearly_feature_pro(), m.pricing_pro_yearly_feature_free_months()],
  }),
  team: (f, plan) => ({
    description: m.pricing_team_description(),
    features: [
      m.pricing_team_feature_seats({
        price: money(f, plan.price, plan.currency),
        min: f.number(plan.seats?.minimum ?? 1),
      }),
      m.pricing_team_feature_pro(),
      m.pricing_team_feature_add_seats(),
    ],
  }),
};

/** The catalogue's own English for a plan the messages do not know. */
export function planTexts(f: Format, plan: Plan): { description: string; features: string[] } {
  return (
    PLAN_TEXTS[plan.slug]?.(f, plan) ?? { description: plan.description, features: plan.features }
  );
}
