import { Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Section } from "~/features/settings/Section";
import type { OrganizationView } from "./access";
import { BILLING_REFUSAL, ROLE_LABELS } from "./access";

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
        Every member sees the organization's plan on the Subscriptions page. {BILLING_REFUSAL}{" "}
        {may.manageBilling
          ? "As an owner, you can subscribe, cancel, resume and open the billing portal."
          : `Your role is ${ROLE_LABELS[role].toLowerCase()}: ask an owner to change the plan.`}
      </Text>
      <Group>
        <Button component={Link} to="/subscriptions" variant="light">
          {may.manageBilling ? "Manage the plan" : "See the plan"}
        </Button>
      </Group>
    </Section>
  );
}
