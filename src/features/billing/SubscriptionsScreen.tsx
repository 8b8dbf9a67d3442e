import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { openCustomerPortal } from "~/server/billing/billing.functions";
import { isFinished } from "./format";
import { notifyError } from "./notify";
import { PricingSection } from "./PricingSection";
import { subscriptionsQuery } from "./queries";
import { SubscriptionCard } from "./SubscriptionCard";
import { leaveFor, useResetOnReturn } from "./useCheckout";

export const EMPTY_STATE = "You have no subscriptions yet";

/** /subscriptions: the user's subscriptions, or the plans to pick one. */
export function SubscriptionsScreen() {
  const { data: subscriptions } = useSuspenseQuery(subscriptionsQuery);
  const portal = useMutation({
    mutationFn: async () => leaveFor((await openCustomerPortal()).url),
    onError: (error) => notifyError(error),
  });
  useResetOnReturn(portal.reset);
  // Once every subscription is over, the plans show again so a new one can be bought.
  const showPlans = subscriptions.every(isFinished);

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Subscriptions</Title>
          <Text c="dimmed">Your plans, what they include and when they renew.</Text>
        </div>
        {subscriptions.length > 0 && (
          <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
            Manage billing
          </Button>
        )}
      </Group>
      {subscriptions.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>{EMPTY_STATE}</Text>
          <Text size="sm" c="dimmed">
            Pick a plan below. You pay on the payment provider's secure page and can cancel at any
            time.
          </Text>
        </Card>
      ) : (
        subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} />
        ))
      )}
      {showPlans && <PricingSection signedIn />}
    </Stack>
  );
}
