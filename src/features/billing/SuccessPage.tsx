import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatPrice } from "~/config/plans";
import type { CheckoutResult } from "~/server/billing/billing.server";
import { checkoutResultQuery } from "./queries";

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
      <Outcome title="Could not check your payment">
        <Text>{result.error.message}</Text>
        <Group>
          <Button onClick={() => void result.refetch()} loading={result.isFetching}>
            Try again
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
      return (
        <Outcome title="Payment successful">
          {result.plan ? (
            <Text>
              You are now subscribed to <strong>{result.plan.name}</strong> at{" "}
              {formatPrice(result.plan.price, result.plan.billingCycle)}.
            </Text>
          ) : (
            <Text>Your subscription is active.</Text>
          )}
          <Group>
            <Button component={Link} to="/subscriptions">
              View subscriptions
            </Button>
          </Group>
        </Outcome>
      );
    case "pending":
      return <Processing planName={result.plan?.name} />;
    case "failed":
      return (
        <Outcome title="Payment failed">
          <Text>
            Your payment did not go through and you have not been charged. You can pick a plan and
            try again.
          </Text>
          <Group>
            <Button component={Link} to="/subscriptions">
              Back to the plans
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
    <Outcome title="Processing your payment">
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          Your payment{planName ? ` for ${planName}` : ""} is being processed. This page updates by
          itself when it is done.
        </Text>
      </Group>
    </Outcome>
  );
}

function NotFound() {
  return (
    <Outcome title="Checkout not found">
      <Text>
        There is no checkout of yours with this link. If you have just paid, your subscription shows
        on your subscriptions page.
      </Text>
      <Group>
        <Button component={Link} to="/subscriptions" variant="default">
          Go to your subscriptions
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
