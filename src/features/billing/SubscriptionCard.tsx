import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { planBySlug } from "~/config/plans";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { queryKeys } from "~/lib/query-keys";
import { cancelUserSubscription, resumeUserSubscription } from "~/server/billing/billing.functions";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { askToConfirm } from "~/ui/confirm";
import { Detail } from "~/ui/Detail";
import { DangerButton } from "~/ui/danger";
import { notifyError, notifySuccess } from "~/ui/notify";
import { priceLine } from "./format";
import { planTexts } from "./plan-texts";
import { StatusBadge } from "./StatusBadge";
import {
  afterTrialSentence,
  canCancel,
  canResume,
  discountLine,
  endsOnLine,
  periodLine,
  runningTrialEnd,
  trialLine,
} from "./subscription-texts";

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
  const f = useFormat();
  const trialEnd = runningTrialEnd(subscription);
  const discount = discountLine(f, subscription);
  // A plan of the catalogue in the page's language; another product as Polar describes it.
  const plan = planBySlug(subscription.planId);
  const texts = plan ? planTexts(f, plan) : subscription;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.all });

  const cancel = useMutation({
    mutationFn: () => cancelUserSubscription({ data: { subscriptionId: subscription.id } }),
    onSuccess: (updated) =>
      notifySuccess(
        m.billing_cancelled_title(),
        updated.currentPeriodEnd
          ? m.billing_stays_active_until({
              plan: updated.name,
              date: f.date(updated.currentPeriodEnd),
            })
          : m.billing_stays_active_period({ plan: updated.name }),
      ),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  const resume = useMutation({
    mutationFn: () => resumeUserSubscription({ data: { subscriptionId: subscription.id } }),
    onSuccess: (updated) =>
      notifySuccess(m.billing_resumed_title(), m.billing_renews({ plan: updated.name })),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  const ask = () =>
    void askToConfirm({
      title: m.billing_cancel_title({ plan: subscription.name }),
      body: (
        <Text size="sm">
          {trialEnd
            ? m.billing_cancel_trial_body({ plan: subscription.name, date: f.date(trialEnd) })
            : m.billing_cancel_body({
                plan: subscription.name,
                date: subscription.currentPeriodEnd
                  ? f.date(subscription.currentPeriodEnd)
                  : m.billing_the_period_end(),
              })}
        </Text>
      ),
      confirmLabel: m.billing_cancel_subscription(),
      cancelLabel: m.billing_keep_subscription(),
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
            {texts.description && (
              <Text size="sm" c="dimmed">
                {texts.description}
              </Text>
            )}
          </div>
          <StatusBadge subscription={subscription} />
        </Group>
        {trialEnd && (
          <div>
            <Text fw={700}>{trialLine(f, trialEnd)}</Text>
            <Text size="sm">{afterTrialSentence(f, subscription, trialEnd)}</Text>
          </div>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Group gap="sm">
            {/* A cancelled trial's sentence above says when it ends. */}
            {!trialEnd && (
              <Text fw={700} c="timber">
                {endsOnLine(f, subscription.currentPeriodEnd)}
              </Text>
            )}
            {manages && canResume(subscription) && (
              <Button size="xs" loading={resume.isPending} onClick={() => resume.mutate()}>
                {m.billing_resume()}
              </Button>
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label={m.billing_price()}>
            <div>
              {priceLine(f, subscription.price, subscription.billingCycle, subscription.currency)}
            </div>
            {discount && (
              <Text size="sm" c="dimmed">
                {discount}
              </Text>
            )}
          </Detail>
          {subscription.seats !== null && (
            <Detail label={m.billing_seats_label()}>{f.number(subscription.seats)}</Detail>
          )}
          <Detail label={m.billing_current_period()}>
            {periodLine(subscription.currentPeriodStart, subscription.currentPeriodEnd, f)}
          </Detail>
        </SimpleGrid>
        {texts.features.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {m.billing_includes()}
            </Text>
            <List size="sm" spacing={2}>
              {texts.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </div>
        )}
        {manages && canCancel(subscription) && (
          <Group>
            <DangerButton loading={cancel.isPending} onClick={ask}>
              {m.billing_cancel_subscription()}
            </DangerButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
