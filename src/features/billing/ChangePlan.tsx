import { Button, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { type Plan, planBySlug } from "~/config/plans";
import { queryKeys } from "~/lib/query-keys";
import type { SubscriptionView } from "~/server/billing/billing.server";
import { ConfirmDialog } from "./confirm-dialog";
import { notifyError, notifySuccess } from "./notify";
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
 * Moving the running subscription to another plan: each other plan's button asks in the shared
 * ConfirmDialog, which says what the payment provider will bill, and the toast afterwards says
 * what it did bill.
 */
function useChangePlan(current: SubscriptionView) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Plan | null>(null);
  const change = useMutation({
    mutationFn: async (target: Plan) => {
      const { changeUserSubscriptionPlan } = await import("~/server/billing/billing.functions");
      return changeUserSubscriptionPlan({
        data: { subscriptionId: current.id, slug: target.slug },
      });
    },
    onSuccess: ({ subscription, charge }) =>
      notifySuccess(`Switched to ${subscription.name}`, chargeLine(charge)),
    onError: (error) => notifyError(error),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions.list });
    },
  });
  const pendingSlug = change.isPending ? change.variables?.slug : undefined;

  const action = (plan: Plan) => {
    if (plan.productId === current.productId) {
      return (
        <Text size="sm" c="dimmed" ta="center">
          You are on this plan
        </Text>
      );
    }
    if (current.cancelAtPeriodEnd) {
      return (
        <Text size="sm" c="dimmed" ta="center">
          Resume to change plans
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
        onClick={() => setAsking(plan)}
      >
        Switch to {plan.name}
      </Button>
    );
  };

  const target = asking ?? (pendingSlug ? planBySlug(pendingSlug) : undefined);
  const dialog = target ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        opened={asking !== null}
        title={planChangeTitle(planChangeKind(current, target), target)}
        confirmLabel={`Switch to ${target.name}`}
        cancelLabel={`Keep ${current.name}`}
        color="pine"
        loading={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => change.mutate(target)}
      >
        <Stack gap="xs">
          <Text size="sm">{planChangeSummary(current, target)}</Text>
          <Text size="sm">
            {prorationNotice(planChangeKind(current, target), target, current.currentPeriodEnd)}
          </Text>
        </Stack>
      </ConfirmDialog>
    </Suspense>
  ) : null;

  return { action, dialog };
}

/** The plans' cards with the running subscription's plan marked and the others to switch to. */
export function ChangeablePlans({ current }: { current: SubscriptionView }) {
  const { action, dialog } = useChangePlan(current);
  return (
    <>
      <PlanGrid currentProductId={current.productId} action={action} />
      {dialog}
    </>
  );
}
