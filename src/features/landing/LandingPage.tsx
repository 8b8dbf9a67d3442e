import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PricingSection } from "~/features/billing/PricingSection";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import { APP_NAME } from "~/lib/brand";
import { PlanComparison } from "./PlanComparison";

const features = [
  {
    title: "Sign in without a password",
    text: "Enter your email address and follow the link we send. Links work once and expire in minutes.",
  },
  {
    title: "Your own API key",
    text: "A personal key opens the REST API to your scripts and services. It is shown once and stored hashed.",
  },
  {
    title: "Plans that fit",
    text: "Subscribe, see what your plan includes, and cancel whenever you like, all from your account.",
  },
];

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const primary = signedIn
    ? { to: "/dashboard" as const, label: "Go to your dashboard" }
    : { to: "/login" as const, label: "Sign in" };
  return (
    <>
      <Container size="lg" component="header" py="md">
        <Group justify="space-between">
          <Text fw={800} size="lg" c="var(--mantine-primary-color-filled)">
            {APP_NAME}
          </Text>
          <Group gap="sm">
            <ColorSchemeSwitch />
            <Button component={Link} to={primary.to} variant="default" size="sm">
              {signedIn ? "Dashboard" : "Sign in"}
            </Button>
          </Group>
        </Group>
      </Container>
      <Container size="lg" component="main" py={64}>
        <Stack gap={48}>
          <Stack gap="lg" maw={680}>
            <Badge variant="light" size="lg">
              Accounts, API keys and billing
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1}>
              Everything your account needs, in one calm place.
            </Title>
            <Text size="lg" c="dimmed">
              {APP_NAME} signs you in by email, gives you a personal API key for the REST API, and
              keeps your subscriptions in view.
            </Text>
            <Group>
              <Button component={Link} to={primary.to} size="md">
                {primary.label}
              </Button>
              {!signedIn && (
                <Text size="sm" c="dimmed">
                  New here? Signing in creates your account.
                </Text>
              )}
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {features.map((feature) => (
              <Card key={feature.title} withBorder padding="lg">
                <Title order={2} size="h4" mb="xs">
                  {feature.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <PricingSection
            signedIn={signedIn}
            title="Pricing"
            description="Pick a plan, pay on the payment provider's secure page, cancel whenever you like."
          />
          <PlanComparison />
        </Stack>
      </Container>
      <Container size="lg" component="footer" py="xl">
        <Text size="sm" c="dimmed">
          © {APP_NAME}.{" "}
          <Anchor component={Link} to="/login" size="sm">
            Sign in
          </Anchor>
        </Text>
      </Container>
    </>
  );
}
