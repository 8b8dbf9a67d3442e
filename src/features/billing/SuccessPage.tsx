import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import type { CheckoutResult } from "~/server/billing/billing.server";
import { priceLine } from "./format";
import { checkoutResultQuery } from "./queries";

const PLAN = "\u0000plan\u0000";

/** /success: what became of the checkout the provider sent the user back from. */
export function SuccessPage({ checkoutId }: { checkoutId: string | undefined }) {
  return (
    <Stack gap="lg" py="md" maw={640}>
      {checkoutId ? <CheckoutOutcome checkoutId={checkoutId} /> : <NotFound />}
    </Stack>
  );
}

function CheckoutOutcome({ checkoutId }: { checkoutId: string }) {
  // The loader has fetched it; while pending, the query asks again every 2 s.
  const result = useQuery(checkoutResultQuery(checkoutId));
  if (result.isPending) return <Processing />;
  if (result.isError) {
    return (
      <Outcome title={m.billing_check_failed()}>
        <Text>{result.error.message}</Text>
        <Group>
          <Button onClick={() => void result.refetch()} loading={result.isFetching}>
            {m.common_try_again()}
          </Button>
        </Group>
      </Outcome>
    );
  }
  return <ByStatus result={result.data} />;
}

function ByStatus({ result }: { result: CheckoutResult }) {
  const f = useFormat();
  switch (result.status) {
    case "succeeded":
      return (
        <Outcome title={m.billing_payment_successful()}>
          {result.plan ? (
            <Text>
              {withElement(
                m.billing_subscribed_to({
                  plan: PLAN,
                  price: priceLine(f, result.plan.price, result.plan.billingCycle),
                }),
                PLAN,
                <strong>{result.plan.name}</strong>,
              )}
            </Text>
          ) : (
            <Text>{m.billing_subscription_active()}</Text>
          )}
          <Group>
            <Button component={Link} to="/subscriptions">
              {m.billing_view_subscriptions()}
            </Button>
          </Group>
        </Outcome>
      );
    case "pending":
      return <Processing planName={result.plan?.name} />;
    case "failed":
      return (
        <Outcome title={m.billing_payment_failed()}>
          <Text>{m.billing_payment_failed_text()}</Text>
          <Group>
            <Button component={Link} to="/subscriptions">
              {m.billing_back_to_plans()}
            </Button>
          </Group>
        </Outcome>
      );
    case "not_found":
      return <NotFound />;
  }
}

function Processing({ planName }: { planName?: string }) {
  return (
    <Outcome title={m.billing_processing()}>
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          {planName
            ? m.billing_processing_text_plan({ plan: planName })
            : m.billing_processing_text()}
        </Text>
      </Group>
    </Outcome>
  );
}

function NotFound() {
  return (
    <Outcome title={m.billing_checkout_not_found()}>
      <Text>{m.billing_checkout_not_found_text()}</Text>
      <Group>
        <Button component={Link} to="/subscriptions" variant="default">
          {m.billing_go_to_subscriptions()}
        </Button>
      </Group>
    </Outcome>
  );
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Title order={1}>{title}</Title>
      <Card withBorder padding="lg">
        <Stack gap="md">{children}</Stack>
      </Card>
    </>
  );
}
