import { Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { BILLING_REFUSAL, ROLE_LABELS } from "./access";
import { PlanOwners } from "./PlanOwners";

/** Where the organization's plan is, and who may change it. */
export function BillingSection({ settings }: { settings: OrganizationView }) {
  const { organization, role, may } = settings;
  return (
    <Section
      id="billing"
      title="Billing"
      description={`A subscription bought while ${organization.name} is the active workspace belongs to the organization, not to the person who bought it.`}
    >
      <Text size="sm">
        Every member sees the organization's plan on the Subscriptions page.{" "}
        {may.manageBilling
          ? `${BILLING_REFUSAL} As an owner, you can subscribe, cancel, resume and open the billing portal.`
          : `Your role is ${ROLE_LABELS[role].toLowerCase()}.`}
      </Text>
      {!may.manageBilling && (
        <Suspense fallback={<Text size="sm">{BILLING_REFUSAL}</Text>}>
          <PlanOwners organizationName={organization.name} />
        </Suspense>
      )}
      <Group>
        <Button component={Link} to="/subscriptions" variant="light">
          {may.manageBilling ? "Manage the plan" : "See the plan"}
        </Button>
      </Group>
    </Section>
  );
}
