import { Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Suspense } from "react";
import { CurrentPlan, PlanSkeleton } from "~/features/billing/CurrentPlan";
import { workspacesQuery } from "~/features/organizations/queries";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { ExportSection } from "./ExportSection";
import { LinkedAccountsSection } from "./LinkedAccountsSection";
import { PasskeysSection } from "./PasskeysSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { accountSettingsQuery } from "./queries";
import { Section } from "./Section";
import { TwoFactorSection } from "./TwoFactorSection";

const authenticated = getRouteApi("/_authenticated");

/** The signed-in user and the account's settings (loaded by /settings' loader). */
function useAccount(): { user: ClientUser; settings: AccountSettings } {
  const { session } = authenticated.useRouteContext();
  const { data: settings } = useSuspenseQuery(accountSettingsQuery);
  return { user: session.user, settings };
}

export function ProfilePage() {
  const { user } = useAccount();
  return (
    <Stack gap="lg">
      {/* Keyed so a saved name or picture resets the form to what was stored. */}
      <ProfileSection key={`${user.name}|${user.image}`} user={user} />
      <ExportSection />
    </Stack>
  );
}

/** How the account signs in: its address, its password, its passkeys and its second step. */
export function SecurityPage() {
  const { user, settings } = useAccount();
  return (
    <Stack gap="lg">
      <EmailSection user={user} changeEmailEnabled={settings.changeEmailEnabled} />
      <PasswordSection user={user} settings={settings} />
      <PasskeysSection />
      <TwoFactorSection user={user} settings={settings} />
    </Stack>
  );
}

export function LinkedAccountsPage() {
  const { settings } = useAccount();
  return <LinkedAccountsSection providers={settings.providers} />;
}

export function DangerZonePage() {
  const { user, settings } = useAccount();
  return <DeleteAccountSection user={user} settings={settings} />;
}

/** The active workspace's plan, and where to change it. */
export function BillingPage() {
  const { data: workspaces } = useSuspenseQuery(workspacesQuery);
  const { active } = workspaces;
  const organizationName = active.kind === "organization" ? active.organization.name : undefined;
  return (
    <Section
      id="billing"
      title="Billing"
      description={
        organizationName
          ? `${organizationName} is the active workspace: this is its plan, shared with its members.`
          : "Your plan. Plans, payment method and invoices are on the Subscriptions page."
      }
    >
      <Stack gap="xs">
        <Suspense fallback={<PlanSkeleton />}>
          <CurrentPlan organizationName={organizationName} />
        </Suspense>
      </Stack>
    </Section>
  );
}
