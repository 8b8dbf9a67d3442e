import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { UsageChart } from "~/features/api-keys/UsageChart";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { ROLE_LABELS } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import type { ClientUser } from "~/server/auth/session.server";
import {
  PlainCard,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  TextLink,
} from "~/ui/fast/plain";
import { PlainBadge, PlainGrid } from "~/ui/fast/plain-content";

export function DashboardPage({ user }: { user: ClientUser }) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const f = useFormat();
  const organization = active.kind === "organization" ? active.organization : null;
  return (
    <PlainStack gap="lg" style={{ paddingBlock: "var(--mantine-spacing-md)" }}>
      <div>
        <PlainTitle order={1}>
          {user.name ? m.dashboard_welcome_name({ name: user.name }) : m.dashboard_welcome()}
        </PlainTitle>
        <PlainText c="dimmed">{m.dashboard_signed_in_as({ email: user.email })}</PlainText>
      </div>
      <PlainGrid cols={{ base: 1, sm: 3 }}>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              {m.dashboard_workspace()}
            </PlainTitle>
            {active.kind === "organization" ? (
              <>
                <PlainGroup gap="xs">
                  <PlainText fw={600} style={{ overflowWrap: "anywhere" }}>
                    {active.organization.name}
                  </PlainText>
                  <PlainBadge color="slate">{ROLE_LABELS[active.role]}</PlainBadge>
                </PlainGroup>
                <PlainText size="sm" c="dimmed">
                  {m.dashboard_workspace_shared()}
                </PlainText>
                <TextLink to="/organization" size="sm">
                  {m.dashboard_organization_settings()}
                </TextLink>
              </>
            ) : (
              <>
                <PlainText fw={600}>{m.dashboard_personal()}</PlainText>
                <PlainText size="sm" c="dimmed">
                  {m.dashboard_personal_text()}
                </PlainText>
                <TextLink to="/organization" size="sm">
                  {m.dashboard_organizations()}
                </TextLink>
              </>
            )}
          </PlainStack>
        </PlainCard>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              {m.dashboard_your_account()}
            </PlainTitle>
            <PlainGroup gap="xs">
              <PlainText fw={600}>{user.email}</PlainText>
              <PlainBadge color={user.emailVerified ? "pine" : "timber"}>
                {user.emailVerified ? m.dashboard_verified() : m.dashboard_not_verified()}
              </PlainBadge>
            </PlainGroup>
            <PlainText size="sm" c="dimmed">
              {m.dashboard_member_since({ date: f.date(user.createdAt) })}
            </PlainText>
            <TextLink to="/settings" size="sm">
              {m.dashboard_manage_account()}
            </TextLink>
          </PlainStack>
        </PlainCard>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              {m.dashboard_subscriptions()}
            </PlainTitle>
            {/* Streamed after the rest of the page (the loader does not wait for it). */}
            <Suspense fallback={<PlanSkeleton />}>
              <CurrentPlan organizationName={organization?.name} />
            </Suspense>
          </PlainStack>
        </PlainCard>
      </PlainGrid>
      <ApiKeyCard />
      <UsageChart />
    </PlainStack>
  );
}
