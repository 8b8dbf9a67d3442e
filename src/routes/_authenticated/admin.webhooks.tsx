import { createFileRoute } from "@tanstack/react-router";
import { type WebhookFilters, webhookInboxQuery } from "~/features/admin/billing-queries";
import { WebhooksPage } from "~/features/admin/WebhooksPage";
import { m } from "~/i18n/paraglide/messages.js";
import { WEBHOOK_STATES } from "~/lib/admin-billing";
import { titled } from "~/lib/brand";
import { optionalChoice, optionalPage } from "~/lib/validation";

export const Route = createFileRoute("/_authenticated/admin/webhooks")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  head: () => titled(m.admin_webhooks(), m.admin_console()),
  validateSearch: (search: Record<string, unknown>): WebhookFilters => ({
    page: optionalPage(search.page),
    state: optionalChoice(WEBHOOK_STATES, search.state),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(webhookInboxQuery(deps)),
  component: WebhooksRoute,
});

function WebhooksRoute() {
  const navigate = Route.useNavigate();
  return <WebhooksPage filters={Route.useSearch()} onFilters={(search) => navigate({ search })} />;
}
