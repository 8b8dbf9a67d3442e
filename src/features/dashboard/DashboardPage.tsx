import { Badge, SimpleGrid } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { UsageChart } from "~/features/api-keys/UsageChart";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { ROLE_LABELS } from "~/features/organizations/access";
import { workspacesQuery } from "~/features/organizations/queries";
import type { ClientUser } from "~/server/auth/session.server";
import {
  PlainCard,
  PlainGroup,
  PlainStack,
  PlainText,
  PlainTitle,
  TextLink,
} from "~/ui/fast/plain";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export function DashboardPage({ user }: { user: ClientUser }) {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organization = active.kind === "organization" ? active.organization : null;
  return (
    <PlainStack gap="lg" style={{ paddingBlock: "var(--mantine-spacing-md)" }}>
      <div>
        <PlainTitle order={1}>Welcome{user.name ? `, ${user.name}` : ""}</PlainTitle>
        <PlainText c="dimmed">You are signed in as {user.email}.</PlainText>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              Workspace
            </PlainTitle>
            {active.kind === "organization" ? (
              <>
                <PlainGroup gap="xs">
                  <PlainText fw={600} style={{ overflowWrap: "anywhere" }}>
                    {active.organization.name}
                  </PlainText>
                  <Badge color="slate" variant="light">
                    {ROLE_LABELS[active.role]}
                  </Badge>
                </PlainGroup>
                <PlainText size="sm" c="dimmed">
                  Its plan and API key are shared with its members.
                </PlainText>
                <TextLink to="/organization" size="sm">
                  Organization settings
                </TextLink>
              </>
            ) : (
              <>
                <PlainText fw={600}>Personal</PlainText>
                <PlainText size="sm" c="dimmed">
                  Only you work here. An organization lets people work together.
                </PlainText>
                <TextLink to="/organization" size="sm">
                  Organizations
                </TextLink>
              </>
            )}
          </PlainStack>
        </PlainCard>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              Your account
            </PlainTitle>
            <PlainGroup gap="xs">
              <PlainText fw={600}>{user.email}</PlainText>
              <Badge color={user.emailVerified ? "pine" : "timber"} variant="light">
                {user.emailVerified ? "Verified" : "Not verified"}
              </Badge>
            </PlainGroup>
            <PlainText size="sm" c="dimmed">
              Member since {dateFormat.format(new Date(user.createdAt))}
            </PlainText>
            <TextLink to="/settings" size="sm">
              Manage your account
            </TextLink>
          </PlainStack>
        </PlainCard>
        <PlainCard padding="lg">
          <PlainStack gap="xs">
            <PlainTitle order={2} size="h4">
              Subscriptions
            </PlainTitle>
            {/* Streamed after the rest of the page (the loader does not wait for it). */}
            <Suspense fallback={<PlanSkeleton />}>
              <CurrentPlan organizationName={organization?.name} />
            </Suspense>
          </PlainStack>
        </PlainCard>
      </SimpleGrid>
      <ApiKeyCard />
      <UsageChart />
    </PlainStack>
  );
}
