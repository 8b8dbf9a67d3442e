import { createFileRoute } from "@tanstack/react-router";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { apiKeysQuery } from "~/features/api-keys/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

// The organization's key: the card works on the active workspace's key, by role.
export const Route = createFileRoute("/_authenticated/organization/api-key")({
  head: () => titled(m.org_api_key(), m.org_title()),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(apiKeysQuery),
  component: ApiKeyCard,
});
