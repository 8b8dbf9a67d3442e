import { Button, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Plan } from "~/config/plans";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { queryKeys } from "~/lib/query-keys";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { askToConfirm } from "~/ui/confirm";
import { notifyError, notifySuccess } from "~/ui/notify";
import { PlanGrid } from "./PricingSection";
import {
  canChangePlan,
  chargeLine,
  planChangeKind,
  planChangeSummary,
  planChangeTitle,
  prorationNotice,
} from "./plan-change";

/**
 * Moving the running subscription to another plan: each other plan's button asks in the modal
 * area's confirm modal, which says what the payment provider will bill, and the toast afterwards
 * says what it did bill.
 */
function useChangePlan(current: SubscriptionView) {
  const queryClient = useQueryClient();
  const f = useFormat();
  const change = useMutation({
    mutationFn: async (target: Plan) => {
      const { changeUserSubscriptionPlan } = await import("~/server/billing/billing.functions");
      return changeUserSubscriptionPlan({
        data: { subscriptionId: current.id, slug: target.slug },
      });
    },
    onSuccess: ({ subscription, charge }) =>
      notifySuccess(
        m.billing_switched_to({ plan: subscription.name }),
        chargeLine(charge, undefined, f),
      ),
    onError: (error) => notifyError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.all }),
  });
  const pendingSlug = change.isPending ? change.variables?.slug : undefined;

  const ask = (target: Plan) =>
    void askToConfirm({
      title: planChangeTitle(planChangeKind(current, target), target),
      body: (
        <Stack gap="xs">
          <Text size="sm">{planChangeSummary(f, current, target)}</Text>
          <Text size="sm">
            {prorationNotice(f, planChangeKind(current, target), target, current.currentPeriodEnd)}
          </Text>
        </Stack>
      ),
      confirmLabel: m.billing_switch_to({ plan: target.name }),
      cancelLabel: m.billing_keep({ plan: current.name }),
      color: "pine",
      // The question closes whether or not it worked; the toast says which.
      onConfirm: () => change.mutateAsync(target).catch(() => {}),
    });

  const action = (plan: Plan) => {
    if (plan.productId === current.productId) {
      return (
        <Text size="sm" c="dimmed" ta="center">
          {m.billing_on_this_plan()}
        </Text>
      );
    }
    if (current.cancelAtPeriodEnd) {
      return (
        <Text size="sm" c="dimmed" ta="center">
          {m.billing_resume_to_change()}
        </Text>
      );
    }
    if (!canChangePlan(current)) return null;
    return (
      <Button
        fullWidth
        variant="light"
        loading={pendingSlug === plan.slug}
        disabled={pendingSlug !== undefined && pendingSlug !== plan.slug}
        onClick={() => ask(plan)}
      >
        {m.billing_switch_to({ plan: plan.name })}
      </Button>
    );
  };

  return { action };
}

/** The plans' cards with the running subscription's plan marked and the others to switch to. */
export function ChangeablePlans({
  current,
  personal,
}: {
  current: SubscriptionView;
  personal: boolean;
}) {
  const { action } = useChangePlan(current);
  // A change of plan starts no trial, at Polar or the twin: no card promises one.
  return (
    <PlanGrid
      currentProductId={current.productId}
      action={action}
      trialOf={() => undefined}
      personal={personal}
    />
  );
}
