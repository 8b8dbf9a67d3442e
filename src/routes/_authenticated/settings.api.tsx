import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { PlainCard, PlainStack, PlainText, PlainTitle } from "~/ui/fast/plain";

// The webhooks card is below the key and used far less: its code (a form, a log, the
// catalogue) loads on its own rather than growing the page's first bundle.
const WebhooksCard = lazy(() =>
  import("~/features/webhooks/WebhooksCard").then((module) => ({ default: module.WebhooksCard })),
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
      <Suspense fallback={<WebhooksLoading />}>
        <WebhooksCard />
      </Suspense>
    </PlainStack>
  );
}

/** The card's place while its code loads: its heading and a line, nothing interactive. */
function WebhooksLoading() {
  return (
    <PlainCard padding="lg">
      <PlainStack gap="md">
        <PlainTitle order={2} size="h4">
          {m.webhooks_heading()}
        </PlainTitle>
        <PlainText size="sm" c="dimmed">
          {m.webhooks_loading()}
        </PlainText>
      </PlainStack>
    </PlainCard>
  );
}
