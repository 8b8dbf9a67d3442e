import { Table, Text } from "@mantine/core";
import { useId } from "react";
import {
  type EntitledPlan,
  type Entitlements,
  FEATURE_FLAGS,
  type FeatureFlag,
  FREE_PLAN,
  PLANS,
  type Plan,
} from "~/config/plans";
import { priceLine } from "~/features/billing/format";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";

type Format = ReturnType<typeof useFormat>;

/** The compared limits, in the catalogue's own figures (ADR 045, ADR 055). */
const LIMIT_ROWS: {
  id: keyof Omit<Entitlements, "features">;
  label: () => string;
  value: (entitlements: Entitlements) => number;
}[] = [
  { id: "apiCallsPerMinute", label: m.billing_calls_per_minute, value: (e) => e.apiCallsPerMinute },
  { id: "apiCallsIncluded", label: m.pricing_calls_included, value: (e) => e.apiCallsIncluded },
  { id: "apiKeys", label: m.pricing_api_keys, value: (e) => e.apiKeys },
  { id: "members", label: m.pricing_people, value: (e) => e.members },
];

/** The gated features' names in the page's language. */
const FEATURE_LABELS: Record<FeatureFlag, () => string> = {
  usageHistory: m.pricing_feature_usage_history,
  prioritySupport: m.pricing_feature_priority_support,
};

function priceOf(f: Format, plan: EntitledPlan | Plan): string {
  if (!("price" in plan)) return m.pricing_free();
  const price = priceLine(f, plan.price, plan.billingCycle, plan.currency);
  return plan.seats ? m.pricing_a_seat({ price }) : price;
}

/** A seat-priced plan's people are the seats bought (ADR 054), not a fixed figure. */
function limitOf(f: Format, plan: EntitledPlan | Plan, row: (typeof LIMIT_ROWS)[number]): string {
  if (row.id === "members" && "seats" in plan && plan.seats) {
    return m.pricing_seats_bought({
      min: f.number(plan.seats.minimum),
      max: f.number(plan.seats.maximum),
    });
  }
  return f.number(row.value(plan.entitlements));
}

/**
 * The plans side by side, from the same catalogue the limits are enforced from: the free plan
 * and every plan for sale. A real table (caption, column and row headers) in a region that
 * scrolls sideways on a narrow screen, reachable by keyboard.
 */
export function PlanComparison() {
  const captionId = useId();
  const f = useFormat();
  const plans: (EntitledPlan | Plan)[] = [FREE_PLAN, ...PLANS];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard
    <section aria-labelledby={captionId} tabIndex={0} style={{ overflowX: "auto" }}>
      <Table striped withTableBorder miw={560} verticalSpacing="xs">
        <Table.Caption style={{ captionSide: "top", textAlign: "start" }}>
          <Text component="span" fw={600} id={captionId}>
            {m.pricing_compare()}
          </Text>
          {/* Narrower than the table, the plans on the right are out of view: say they are there. */}
          <Text size="sm" c="dimmed" hiddenFrom="xs">
            {m.pricing_scroll_hint()}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.pricing_what_you_get()}</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" key={plan.slug}>
                {plan.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{m.pricing_price()}</Table.Th>
            {plans.map((plan) => (
              <Table.Td key={plan.slug}>{priceOf(f, plan)}</Table.Td>
            ))}
          </Table.Tr>
          {LIMIT_ROWS.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row">{row.label()}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.slug}>{limitOf(f, plan, row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {FEATURE_FLAGS.map((flag) => (
            <Table.Tr key={flag}>
              <Table.Th scope="row">{FEATURE_LABELS[flag]()}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.slug}>
                  {plan.entitlements.features.includes(flag)
                    ? m.pricing_included()
                    : m.pricing_not_included()}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
