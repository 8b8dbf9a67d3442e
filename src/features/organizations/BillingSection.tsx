import { Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";

import { PlanOwners } from "./PlanOwners";

/** Where the organization's plan is, and who may change it. */
export function BillingSection({ settings }: { settings: OrganizationView }) {
  const { organization, role, may } = settings;
  return (
    <Section
      id="billing"
      title={m.org_billing()}
      description={m.org_billing_description({ organization: organization.name })}
    >
      <Text size="sm">
        {m.org_billing_every_member()}{" "}
        {may.manageBilling
          ? `${m.org_billing_refusal()} ${m.org_billing_as_owner()}`
          : m.org_billing_your_role({ role })}
      </Text>
      {!may.manageBilling && (
        <Suspense fallback={<Text size="sm">{m.org_billing_refusal()}</Text>}>
          <PlanOwners organizationName={organization.name} />
        </Suspense>
      )}
      <Group>
        <Button component={Link} to="/subscriptions" variant="light">
          {may.manageBilling ? m.org_billing_manage_plan() : m.org_billing_see_plan()}
        </Button>
      </Group>
    </Section>
  );
}
