import {
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import {
  centsFromDecimal,
  PLANS,
  type Plan,
  type PlanTrial,
  type SeatPricing,
  trialOffered,
} from "~/config/plans";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { discountCodeProblem } from "~/lib/discount-code";
import { cyclePrice, priceLine } from "./format";
import { planTexts, trialLabel } from "./plan-texts";
import { useCheckout } from "./useCheckout";

/**
 * Where an anonymous visitor's "Subscribe" leads after signing in: the subscriptions page, which
 * goes on to the chosen plan's checkout.
 */
function subscribeAfterSignIn(plan: Plan): string {
  return `/subscriptions?plan=${encodeURIComponent(plan.slug)}`;
}

/**
 * The plan catalogue as cards. Signed in, "Subscribe" starts a checkout and goes to the
 * provider's page (shown only to whoever may manage the workspace's billing); anonymous, it is a
 * link to sign in first. `plans` replaces the cards: the
 * subscriptions page's, with a subscription running, which offer to switch plans
 * (`ChangeablePlans`); the switching, its dialog and its server calls stay out of the pages that
 * never switch, the landing page among them. `subscriptions`, the workspace's, drop the trial
 * from the cards once one of them had a trial (ADR 052); without them the catalogue's shows.
 */
export function PricingSection({
  signedIn,
  plans,
  title = m.pricing_plans(),
  description,
  subscriptions = [],
  personal = false,
  people,
}: {
  signedIn: boolean;
  plans?: React.ReactNode;
  title?: string;
  description?: string;
  subscriptions?: readonly { trialEnd: string | null }[];
  /** The active workspace is a person's own: plans priced per seat are not sold to it. */
  personal?: boolean;
  /**
   * The organization's members and pending invitations, where known: a plan priced per seat
   * then offers a seat count from there. Without it Polar's page starts at the same count.
   */
  people?: number | null;
}) {
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      {plans ? (
        plans
      ) : signedIn ? (
        <SignedInPlans subscriptions={subscriptions} personal={personal} people={people} />
      ) : (
        <PlanGrid action={(plan) => <SignInToSubscribe plan={plan} />} />
      )}
    </Stack>
  );
}

/**
 * The plans with "Subscribe", and one optional discount code for whichever is picked: its shape
 * is checked here, then Polar is asked before the browser leaves (ADR 052); an error shows
 * beside the field.
 */
function SignedInPlans({
  subscriptions,
  personal,
  people,
}: {
  subscriptions: readonly { trialEnd: string | null }[];
  personal: boolean;
  people?: number | null;
}) {
  const checkout = useCheckout();
  const [code, setCode] = useState("");
  const [shapeProblem, setShapeProblem] = useState<string | null>(null);
  const [seats, setSeats] = useState<Record<string, number | string>>({});
  const seatsOf = (plan: Plan) =>
    plan.seats && people != null
      ? (seats[plan.slug] ?? Math.max(plan.seats.minimum, people))
      : undefined;
  const subscribe = (plan: Plan) => {
    const problem = discountCodeProblem(code);
    setShapeProblem(problem);
    const count = seatsOf(plan);
    if (plan.seats && count !== undefined && seatProblem(plan.seats, people ?? 0, count)) return;
    if (!problem) {
      checkout.start(plan.slug, code.trim() || undefined, count === undefined ? count : +count);
    }
  };
  return (
    <Stack gap="md">
      <TextInput
        label={m.pricing_discount_label()}
        description={m.pricing_discount_description()}
        autoComplete="off"
        maw={360}
        value={code}
        error={shapeProblem ?? checkout.codeError}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setShapeProblem(null);
          checkout.clearCodeError();
        }}
      />
      <PlanGrid
        personal={personal}
        trialOf={(plan) => trialOffered(plan, subscriptions)}
        action={(plan) => {
          const count = seatsOf(plan);
          return (
            <Stack gap="xs">
              {plan.seats && count !== undefined && people != null && (
                <SeatPicker
                  plan={{ ...plan, seats: plan.seats }}
                  people={people}
                  value={count}
                  onChange={(value) => setSeats((all) => ({ ...all, [plan.slug]: value }))}
                />
              )}
              <Button
                fullWidth
                aria-label={m.pricing_subscribe_to({ plan: plan.name })}
                loading={checkout.pendingSlug === plan.slug}
                disabled={checkout.pendingSlug !== undefined && checkout.pendingSlug !== plan.slug}
                onClick={() => subscribe(plan)}
              >
                {m.pricing_subscribe()}
              </Button>
            </Stack>
          );
        }}
      />
    </Stack>
  );
}

/** Why `seats` cannot be bought, if they cannot: not whole, out of the plan's range, too few. */
function seatProblem(pricing: SeatPricing, people: number, seats: number | string) {
  const count = typeof seats === "number" ? seats : Number.NaN;
  if (!Number.isInteger(count) || count < pricing.minimum || count > pricing.maximum) {
    return "range" as const;
  }
  return count < people ? ("people" as const) : null;
}

/**
 * How many seats a checkout buys on a plan priced per seat, and what they cost a period: from
 * one for each of the organization's people (fewer would leave some without a seat) to the
 * plan's most. Polar's page states the same total, the discount and the trial before Pay.
 */
function SeatPicker({
  plan,
  people,
  value,
  onChange,
}: {
  plan: Plan & { seats: SeatPricing };
  people: number;
  value: number | string;
  onChange: (seats: number | string) => void;
}) {
  const f = useFormat();
  const totalId = useId();
  const { minimum, maximum } = plan.seats;
  const problem = seatProblem(plan.seats, people, value);
  const count = problem ? 0 : Number(value);
  return (
    <>
      <NumberInput
        label={m.pricing_seats_label()}
        description={m.pricing_seats_description({
          minimum: f.number(minimum),
          people: f.number(people),
        })}
        min={Math.max(minimum, people)}
        max={maximum}
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={onChange}
        error={
          problem === "range"
            ? m.api_error_seat_range({ plan: plan.name, minimum, maximum })
            : problem === "people"
              ? m.api_error_seats_below_used({ used: people, shown: f.number(people) })
              : undefined
        }
        aria-describedby={problem ? undefined : totalId}
      />
      {!problem && (
        <Text size="sm" fw={600} id={totalId} aria-live="polite">
          {m.pricing_seats_total({
            count,
            shown: f.number(count),
            each: priceLine(f, plan.price, plan.billingCycle, plan.currency),
            total: cyclePrice(
              f,
              centsFromDecimal(plan.price) * count,
              plan.billingCycle,
              plan.currency,
            ),
          })}
        </Text>
      )}
    </>
  );
}

function SignInToSubscribe({ plan }: { plan: Plan }) {
  return (
    <Button
      fullWidth
      renderRoot={(props) => (
        <Link to="/login" search={{ redirect: subscribeAfterSignIn(plan) }} {...props} />
      )}
      aria-label={m.pricing_subscribe_to({ plan: plan.name })}
    >
      {m.pricing_subscribe()}
    </Button>
  );
}

/**
 * The catalogue's cards; `trialOf` says the trial each card offers, by default the plan's own.
 * In a person's own workspace (`personal`) a plan priced per seat says where it is bought
 * instead of offering `action`: the server refuses it there too (PLAN_FOR_ORGANIZATIONS).
 */
export function PlanGrid({
  action,
  currentProductId,
  trialOf = (plan) => plan.trial,
  personal = false,
}: {
  action: (plan: Plan) => React.ReactNode;
  currentProductId?: string;
  trialOf?: (plan: Plan) => PlanTrial | undefined;
  personal?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: PLANS.length }} spacing="lg">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.slug}
          plan={plan}
          trial={trialOf(plan)}
          current={plan.productId === currentProductId}
          action={
            personal && plan.seats ? (
              <Text size="sm" c="dimmed">
                {m.pricing_for_organizations({ plan: plan.name })}
              </Text>
            ) : (
              action(plan)
            )
          }
        />
      ))}
    </SimpleGrid>
  );
}

function PlanCard({
  plan,
  trial,
  current,
  action,
}: {
  plan: Plan;
  trial: PlanTrial | undefined;
  current: boolean;
  action: React.ReactNode;
}) {
  const headingId = useId();
  const f = useFormat();
  const texts = planTexts(f, plan);
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      aria-current={current ? "true" : undefined}
      style={current ? { borderColor: "var(--mantine-color-pine-6)", borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <div>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h4" id={headingId}>
              {plan.name}
            </Title>
            {current && (
              <Badge color="pine" variant="light">
                {m.pricing_current_plan()}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {texts.description}
          </Text>
        </div>
        <Text fw={800} size="xl">
          {priceLine(f, plan.price, plan.billingCycle, plan.currency)}
        </Text>
        {trial && (
          <Text size="sm" fw={600}>
            {m.pricing_trial_note({ trial: trialLabel(trial) })}
          </Text>
        )}
        <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
          {texts.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
