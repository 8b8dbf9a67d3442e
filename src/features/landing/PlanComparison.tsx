import { Table, Text } from "@mantine/core";
import { useId } from "react";
import {
  type EntitledPlan,
  type Entitlements,
  FEATURE_FLAGS,
  FEATURE_NAMES,
  FREE_PLAN,
  formatPrice,
  PLANS,
  type Plan,
} from "~/config/plans";

const COUNT = new Intl.NumberFormat("en-US");

/** The compared limits, in the catalogue's own figures (ADR 045, ADR 055). */
const LIMIT_ROWS: { label: string; value: (entitlements: Entitlements) => number }[] = [
  { label: "API calls a minute, per key", value: (e) => e.apiCallsPerMinute },
  { label: "API calls included a month", value: (e) => e.apiCallsIncluded },
  { label: "API keys", value: (e) => e.apiKeys },
  { label: "People in an organization", value: (e) => e.members },
];

function priceOf(plan: EntitledPlan | Plan): string {
  if (!("price" in plan)) return "Free";
  const price = formatPrice(plan.price, plan.billingCycle, plan.currency);
  return plan.seats ? `${price} a seat` : price;
}

/** A seat-priced plan's people are the seats bought (ADR 054), not a fixed figure. */
function limitOf(plan: EntitledPlan | Plan, row: (typeof LIMIT_ROWS)[number]): string {
  if (row.label === "People in an organization" && "seats" in plan && plan.seats) {
    return `The seats bought (${COUNT.format(plan.seats.minimum)} to ${COUNT.format(plan.seats.maximum)})`;
  }
  return COUNT.format(row.value(plan.entitlements));
}

/**
 * The plans side by side, from the same catalogue the limits are enforced from: the free plan
 * and every plan for sale. A real table (caption, column and row headers) in a region that
 * scrolls sideways on a narrow screen, reachable by keyboard.
 */
export function PlanComparison() {
  const captionId = useId();
  const plans: (EntitledPlan | Plan)[] = [FREE_PLAN, ...PLANS];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard
    <section aria-labelledby={captionId} tabIndex={0} style={{ overflowX: "auto" }}>
      <Table striped withTableBorder miw={560} verticalSpacing="xs">
        <Table.Caption id={captionId} style={{ captionSide: "top", textAlign: "start" }}>
          <Text component="span" fw={600}>
            Compare the plans
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">What you get</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" key={plan.slug}>
                {plan.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Price</Table.Th>
            {plans.map((plan) => (
              <Table.Td key={plan.slug}>{priceOf(plan)}</Table.Td>
            ))}
          </Table.Tr>
          {LIMIT_ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.slug}>{limitOf(plan, row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {FEATURE_FLAGS.map((flag) => (
            <Table.Tr key={flag}>
              <Table.Th scope="row">{FEATURE_NAMES[flag]}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.slug}>
                  {plan.entitlements.features.includes(flag) ? "Included" : "Not included"}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
