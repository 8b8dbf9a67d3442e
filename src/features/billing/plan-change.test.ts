import { describe, expect, it } from "vitest";
import { type Plan, planBySlug } from "~/config/plans";
import { formatCurrency, formatDate, formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { utcFormat } from "./format";
import {
  canChangePlan,
  chargeLine,
  planChangeKind,
  planChangeSummary,
  planChangeTitle,
  prorationNotice,
} from "./plan-change";

const plan = (slug: string): Plan => {
  const found = planBySlug(slug);
  if (!found) throw new Error(`no plan ${slug}`);
  return found;
};
const f = utcFormat();
const formatIn = (locale: Locale) => ({
  date: (value: string | number | Date) => formatDate(value, { locale, timeZone: "UTC" }),
  currency: (cents: number, currency: string) => formatCurrency(cents, currency, locale),
  number: (value: number) => formatNumber(value, locale),
});
const starter = plan("starter");
const pro = plan("pro");
const proYearly = plan("pro-yearly");
const on = (target: Plan) => ({
  name: target.name,
  price: target.price,
  billingCycle: target.billingCycle,
});

describe("what a plan change is", () => {
  it("is an upgrade or a downgrade by price within a cycle, else a switch of cycle", () => {
    expect(planChangeKind(on(starter), pro)).toBe("upgrade");
    expect(planChangeKind(on(pro), starter)).toBe("downgrade");
    expect(planChangeKind(on(pro), proYearly)).toBe("to-yearly");
    expect(planChangeKind(on(starter), proYearly)).toBe("to-yearly");
    expect(planChangeKind(on(proYearly), starter)).toBe("to-monthly");
  });

  it("is asked in the words of its kind", () => {
    expect(planChangeTitle("upgrade", pro)).toBe("Upgrade to Pro?");
    expect(planChangeTitle("downgrade", starter)).toBe("Downgrade to Starter?");
    expect(planChangeTitle("to-yearly", proYearly)).toBe(
      "Switch to yearly billing with Pro (yearly)?",
    );
    expect(planChangeTitle("to-monthly", pro)).toBe("Switch to monthly billing with Pro?");
    expect(planChangeSummary(f, on(starter), pro)).toBe(
      "From Starter at $9.00 / month to Pro at $29.00 / month.",
    );
  });

  it("says how the payment provider bills it, with the period's end when known", () => {
    expect(prorationNotice(f, "upgrade", pro, "2026-04-01T00:00:00.000Z")).toBe(
      "Pro starts now. The difference in price for the rest of this period (until 1 April 2026) is invoiced and charged to your card right away; after that you pay $29.00 / month.",
    );
    expect(prorationNotice(f, "downgrade", starter, null)).toBe(
      "Starter starts now. The unused part of this period is credited on an invoice right away, less Starter's price for the same time; after that you pay $9.00 / month.",
    );
    expect(prorationNotice(f, "to-yearly", proYearly, "2026-04-01T00:00:00.000Z")).toBe(
      "Pro (yearly) starts now, with a new yearly billing period. $290.00 is invoiced right away, less a credit for the unused part of your current period; after that you pay $290.00 / year.",
    );
    expect(prorationNotice(f, "to-monthly", starter, null)).toContain(
      "a new monthly billing period",
    );
  });
});

describe("what was billed for it", () => {
  it("reads the provider's order: a charge, a credit, nothing, or unknown", () => {
    expect(chargeLine({ amount: "20.00", currency: "usd", status: "paid" })).toBe(
      "$20.00 was charged for the rest of this period.",
    );
    expect(chargeLine({ amount: "20.00", currency: "usd", status: "pending" })).toBe(
      "$20.00 is being charged for the rest of this period.",
    );
    expect(chargeLine({ amount: "-281.00", currency: "usd", status: "paid" })).toBe(
      "$281.00 was credited for the unused part of your previous plan.",
    );
    expect(chargeLine({ amount: "0.00", currency: "usd", status: "paid" })).toBe(
      "Nothing was charged for the change.",
    );
    expect(chargeLine({ amount: "12.50", currency: "eur", status: "paid" })).toBe(
      "€12.50 was charged for the rest of this period.",
    );
    expect(chargeLine(null)).toBe("The invoices in Manage billing show what was charged for it.");
  });

  it("writes amounts and dates in the page's locale", () => {
    const charge = { amount: "20.00", currency: "usd", status: "paid" } as const;
    expect(chargeLine(charge, undefined, formatIn("de"))).toBe(
      "$20.00 was charged for the rest of this period.".replace("$20.00", "20,00\u00a0$"),
    );
    expect(prorationNotice(formatIn("de"), "upgrade", pro, "2026-04-01T00:00:00.000Z")).toContain(
      "(until 1. April 2026)",
    );
  });
});

describe("when a plan can change", () => {
  it("while the subscription runs and is not set to end", () => {
    expect(canChangePlan({ status: "active", cancelAtPeriodEnd: false })).toBe(true);
    expect(canChangePlan({ status: "past_due", cancelAtPeriodEnd: false })).toBe(true);
    expect(canChangePlan({ status: "cancelled", cancelAtPeriodEnd: true })).toBe(false);
    expect(canChangePlan({ status: "expired", cancelAtPeriodEnd: false })).toBe(false);
    expect(canChangePlan({ status: "pending", cancelAtPeriodEnd: false })).toBe(false);
  });
});
