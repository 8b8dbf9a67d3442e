import { describe, expect, it } from "vitest";
import { subscriptionStatus } from "~/db/schema";
import { formatDate } from "~/i18n/format";
import { getLocale, overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import type { SubscriptionStatus } from "~/lib/subscription-status";
import { utcFormat } from "./format";
import {
  afterTrialSentence,
  canCancel,
  canResume,
  displayedStatus,
  endsOnLine,
  isFinished,
  periodLine,
  STATUS_COLORS,
  STATUS_LABELS,
} from "./subscription-texts";

const ALL: SubscriptionStatus[] = [...subscriptionStatus.enumValues];

describe("subscription formatting", () => {
  it("shows dates in UTC, day first", () => {
    const f = utcFormat();
    expect(f.date("2026-03-01T00:00:00.000Z")).toBe("1 March 2026");
    expect(f.date("2026-03-31T23:59:59.000Z")).toBe("31 March 2026");
  });

  it("says what a trial's end does: a charge to the card on file, or the end without one", () => {
    const trial = {
      status: "trialing" as const,
      trialEnd: "2026-12-17T10:00:00.000Z",
      currentPeriodEnd: "2026-12-17T10:00:00.000Z",
      price: "23.20",
      billingCycle: "monthly" as const,
      currency: "usd",
    };
    const said = (paymentMethodOnFile: boolean | null) =>
      afterTrialSentence(utcFormat(), { ...trial, paymentMethodOnFile }, trial.trialEnd);
    expect(said(true)).toBe(
      "From 17 December 2026 you are charged $23.20 / month, to the payment method on file.",
    );
    const without =
      "From 17 December 2026 you are charged $23.20 / month. Without a payment method by then, the subscription ends on 17 December 2026 and nothing is charged.";
    expect(said(false)).toBe(without);
    // Polar has not said: the sentence that holds either way.
    expect(said(null)).toBe(without);
  });

  it("says when a cancelled subscription ends", () => {
    expect(endsOnLine(utcFormat(), "2026-04-01T00:00:00.000Z")).toBe("Ends on 1 April 2026");
    expect(endsOnLine(utcFormat(), null)).toBe("Ends at the end of the current period");
  });

  it("shows the period with or without an end, in the zone it is given", () => {
    expect(periodLine("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z", utcFormat())).toBe(
      "1 March 2026 – 1 April 2026",
    );
    expect(periodLine("2026-03-01T00:00:00Z", null, utcFormat())).toBe("Since 1 March 2026");
    const newYork = {
      ...utcFormat(),
      date: (value: Date | string | number) =>
        formatDate(value, { locale: "en", timeZone: "America/New_York" }),
    };
    expect(periodLine("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z", newYork)).toBe(
      "28 February 2026 – 31 March 2026",
    );
  });

  it("reads each status's label in the page's language at the time", () => {
    const before = getLocale();
    overwriteGetLocale(() => "de");
    try {
      expect(STATUS_LABELS.trialing).toBe("Testphase");
      expect(endsOnLine(utcFormat(), "2026-04-01T00:00:00.000Z")).toBe("Endet am 1. April 2026");
    } finally {
      overwriteGetLocale(() => before);
    }
    expect(STATUS_LABELS.trialing).toBe("Trial");
  });

  it("has a label and a colour for every status", () => {
    for (const status of ALL) {
      expect(STATUS_LABELS[status]).toBeTruthy();
      expect(STATUS_COLORS[status]).toBeTruthy();
    }
  });
});

describe("which action a subscription offers", () => {
  it("offers cancel only while running and not already set to end", () => {
    const cancellable = ALL.filter((status) => canCancel({ status, cancelAtPeriodEnd: false }));
    expect(cancellable.sort()).toEqual(["active", "past_due", "trialing"]);
    expect(canCancel({ status: "active", cancelAtPeriodEnd: true })).toBe(false);
  });

  it("offers resume only for a cancellation at period end", () => {
    expect(canResume({ status: "cancelled", cancelAtPeriodEnd: true })).toBe(true);
    expect(canResume({ status: "cancelled", cancelAtPeriodEnd: false })).toBe(false);
    expect(canResume({ status: "expired", cancelAtPeriodEnd: true })).toBe(false);
  });

  it("never offers both", () => {
    for (const status of ALL) {
      for (const cancelAtPeriodEnd of [true, false]) {
        const subscription = { status, cancelAtPeriodEnd };
        expect(canCancel(subscription) && canResume(subscription)).toBe(false);
      }
    }
  });

  it("tells a trial, a cancelled trial, a cancelled paid plan and an ended one apart", () => {
    const periodEnd = "2026-12-15T00:00:00.000Z";
    const trial = { trialEnd: periodEnd, currentPeriodEnd: periodEnd };
    expect(displayedStatus({ status: "trialing", ...trial })).toBe("trialing");
    expect(displayedStatus({ status: "cancelled", ...trial })).toBe("trial_cancelled");
    // A converted trial keeps its end; its cancellation is a paid plan's.
    const paid = { trialEnd: "2026-11-15T00:00:00.000Z", currentPeriodEnd: periodEnd };
    expect(displayedStatus({ status: "cancelled", ...paid })).toBe("cancelled");
    expect(displayedStatus({ status: "expired", ...trial })).toBe("expired");
    for (const status of ALL) {
      expect(displayedStatus({ status, trialEnd: null, currentPeriodEnd: periodEnd })).toBe(status);
    }
  });

  it("counts expired and revoked as finished", () => {
    expect(ALL.filter((status) => isFinished({ status })).sort()).toEqual(["expired", "revoked"]);
  });
});
