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
import { LanguageSwitch } from "~/features/language/LanguageSwitch";
import { ColorSchemeSwitch } from "~/features/theme/ColorSchemeSwitch";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { PlanComparison } from "./PlanComparison";

// Functions, not texts: each render reads the messages in the page's language.
const features = [
  { id: "link", title: m.landing_feature_link_title, text: m.landing_feature_link_text },
  { id: "key", title: m.landing_feature_key_title, text: m.landing_feature_key_text },
  { id: "plans", title: m.landing_feature_plans_title, text: m.landing_feature_plans_text },
];

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  const primary = signedIn
    ? { to: "/dashboard" as const, label: m.landing_go_to_dashboard() }
    : { to: "/login" as const, label: m.landing_sign_in() };
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
              {signedIn ? m.landing_dashboard() : m.landing_sign_in()}
            </Button>
          </Group>
        </Group>
      </Container>
      <Container size="lg" component="main" py={64}>
        <Stack gap={48}>
          <Stack gap="lg" maw={680}>
            <Badge variant="light" size="lg">
              {m.landing_badge()}
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1}>
              {m.landing_heading()}
            </Title>
            <Text size="lg" c="dimmed">
              {m.landing_intro({ appName: APP_NAME })}
            </Text>
            <Group>
              <Button component={Link} to={primary.to} size="md">
                {primary.label}
              </Button>
              {!signedIn && (
                <Text size="sm" c="dimmed">
                  {m.landing_new_here()}
                </Text>
              )}
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {features.map((feature) => (
              <Card key={feature.id} withBorder padding="lg">
                <Title order={2} size="h4" mb="xs">
                  {feature.title()}
                </Title>
                <Text c="dimmed" size="sm">
                  {feature.text()}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <PricingSection
            signedIn={signedIn}
            title={m.landing_pricing_title()}
            description={m.landing_pricing_description()}
          />
          <PlanComparison />
        </Stack>
      </Container>
      {/* The language switch in the footer: the header keeps one row on a phone. */}
      <Container size="lg" component="footer" py="xl">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            © {APP_NAME}.{" "}
            <Anchor component={Link} to="/login" size="sm">
              {m.landing_sign_in()}
            </Anchor>
          </Text>
          <LanguageSwitch />
        </Group>
      </Container>
    </>
  );
}
