import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { formatPrice } from "~/config/plans";
import { queryKeys } from "~/lib/query-keys";
import { cancelUserSubscription, resumeUserSubscription } from "~/server/billing/billing.functions";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { askToConfirm } from "~/ui/confirm";
import { Detail } from "~/ui/Detail";
import { DangerButton } from "~/ui/danger";
import { notifyError, notifySuccess } from "~/ui/notify";
import {
  afterTrialSentence,
  canCancel,
  canResume,
  endsOnLine,
  formatDate,
  periodLine,
  runningTrialEnd,
  trialLine,
} from "./format";
import { StatusBadge } from "./StatusBadge";

/**
 * One subscription: what it is, its state, its period, and cancel or resume for those who
 * `manages` the workspace's billing.
 */
export function SubscriptionCard({
  subscription,
  manages,
}: {
  subscription: SubscriptionView;
  manages: boolean;
}) {
  const headingId = useId();
  const trialEnd = runningTrialEnd(subscription);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.all });

  const cancel = useMutation({
    mutationFn: () => cancelUserSubscription({ data: { subscriptionId: subscription.id } }),
    onSuccess: (updated) =>
      notifySuccess(
        "Subscription cancelled",
        updated.currentPeriodEnd
          ? `${updated.name} stays active until ${formatDate(updated.currentPeriodEnd)}.`
          : `${updated.name} stays active until the end of the current period.`,
      ),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  const resume = useMutation({
    mutationFn: () => resumeUserSubscription({ data: { subscriptionId: subscription.id } }),
    onSuccess: (updated) =>
      notifySuccess("Subscription resumed", `${updated.name} renews as before.`),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  const ask = () =>
    void askToConfirm({
      title: `Cancel ${subscription.name}?`,
      body: (
        <Text size="sm">
          You keep everything in {subscription.name} until{" "}
          {subscription.currentPeriodEnd
            ? formatDate(subscription.currentPeriodEnd)
            : "the end of the current period"}
          ; after that it is not renewed and you are not charged again. You can resume it until
          then.
        </Text>
      ),
      confirmLabel: "Cancel subscription",
      cancelLabel: "Keep subscription",
      // The question closes whether or not it worked; the toast says which.
      onConfirm: () => cancel.mutateAsync().catch(() => {}),
    });

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-subscription-id={subscription.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {subscription.name}
            </Title>
            {subscription.description && (
              <Text size="sm" c="dimmed">
                {subscription.description}
              </Text>
            )}
          </div>
          <StatusBadge subscription={subscription} />
        </Group>
        {trialEnd && (
          <div>
            <Text fw={700}>{trialLine(trialEnd)}</Text>
            <Text size="sm">{afterTrialSentence(subscription, trialEnd)}</Text>
          </div>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Group gap="sm">
            <Text fw={700} c="timber">
              {endsOnLine(subscription.currentPeriodEnd)}
            </Text>
            {manages && canResume(subscription) && (
              <Button size="xs" loading={resume.isPending} onClick={() => resume.mutate()}>
                Resume
              </Button>
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label="Price">
            {formatPrice(subscription.price, subscription.billingCycle)}
          </Detail>
          <Detail label="Current period">
            {periodLine(subscription.currentPeriodStart, subscription.currentPeriodEnd)}
          </Detail>
        </SimpleGrid>
        {subscription.features.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Includes
            </Text>
            <List size="sm" spacing={2}>
              {subscription.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </div>
        )}
        {manages && canCancel(subscription) && (
          <Group>
            <DangerButton loading={cancel.isPending} onClick={ask}>
              Cancel subscription
            </DangerButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
