import { createFileRoute } from "@tanstack/react-router";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

// The key list is loaded by /settings (the spec's rule for the settings screen).
export const Route = createFileRoute("/_authenticated/settings/api")({
  head: () => titled(m.settings_nav_api(), m.settings_title()),
  component: ApiKeyCard,
});
