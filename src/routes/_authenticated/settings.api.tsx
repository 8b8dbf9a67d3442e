import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { PlainCard, PlainStack, PlainText, PlainTitle } from "~/ui/fast/plain";

// The agents' and webhooks' cards are below the key and used far less: their code (a form, a
// log, the catalogue) loads on its own rather than growing the page's first bundle.
const WebhooksCard = lazy(() =>
  import("~/features/webhooks/WebhooksCard").then((module) => ({ default: module.WebhooksCard })),
);

const ConnectedAgentsCard = lazy(() =>
  import("~/features/api-keys/ConnectedAgentsCard").then((module) => ({
    default: module.ConnectedAgentsCard,
  })),
);

// The key list is loaded by /settings (the spec's rule for the settings screen).
export const Route = createFileRoute("/_authenticated/settings/api")({
  head: () => titled(m.settings_nav_api(), m.settings_title()),
  component: ApiSettings,
});

function ApiSettings() {
  return (
    <PlainStack gap="lg">
      <ApiKeyCard />
      <Suspense fallback={<CardLoading heading={m.agents_heading()} line={m.agents_loading()} />}>
        <ConnectedAgentsCard />
      </Suspense>
      <Suspense
        fallback={<CardLoading heading={m.webhooks_heading()} line={m.webhooks_loading()} />}
      >
        <WebhooksCard />
      </Suspense>
    </PlainStack>
  );
}

/** A card's place while its code loads: its heading and a line, nothing interactive. */
function CardLoading({ heading, line }: { heading: string; line: string }) {
  return (
    <PlainCard padding="lg">
      <PlainStack gap="md">
        <PlainTitle order={2} size="h4">
          {heading}
        </PlainTitle>
        <PlainText size="sm" c="dimmed">
          {line}
        </PlainText>
      </PlainStack>
    </PlainCard>
  );
}
