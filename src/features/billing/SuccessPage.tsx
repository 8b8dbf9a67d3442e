import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { withElement } from "~/i18n/with-element";
import type { SubscriptionView } from "~/server/billing/billing.server";
import type { CheckoutResult } from "~/server/billing/checkout.server";
import { priceLine } from "./format";
import { checkoutResultQuery } from "./queries";
import { discountLine, runningTrialEnd } from "./subscription-texts";

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
  switch (result.status) {
    case "succeeded":
      return <Bought subscription={result.subscription} />;
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

/**
 * What was bought, as Polar bills it (ADR 071): the subscription's own price, discount and trial,
 * never the catalogue's.
 */
function Bought({ subscription }: { subscription: SubscriptionView | null }) {
  const f = useFormat();
  const trialEnd = subscription && runningTrialEnd(subscription);
  const price =
    subscription &&
    priceLine(f, subscription.price, subscription.billingCycle, subscription.currency);
  const discount = subscription && discountLine(f, subscription);
  return (
    <Outcome title={trialEnd ? m.billing_trial_started_title() : m.billing_payment_successful()}>
      {subscription && price ? (
        <Text>
          {withElement(
            trialEnd
              ? m.billing_trial_started({ plan: PLAN, date: f.date(trialEnd), price })
              : subscription.seats !== null
                ? m.billing_subscribed_to_seats({
                    plan: PLAN,
                    seats: m.billing_seat_count({ count: subscription.seats }),
                    price,
                  })
                : m.billing_subscribed_to({ plan: PLAN, price }),
            PLAN,
            <strong>{subscription.name}</strong>,
          )}
        </Text>
      ) : (
        <Text>{m.billing_subscription_active()}</Text>
      )}
      {discount && <Text size="sm">{discount}</Text>}
      <Group>
        <Button component={Link} to="/subscriptions">
          {m.billing_view_subscriptions()}
        </Button>
      </Group>
    </Outcome>
  );
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
