import { createFileRoute } from "@tanstack/react-router";
import { DangerZonePage } from "~/features/settings/DangerZonePage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/danger-zone")({
  head: () => titled(m.settings_nav_danger_zone(), m.settings_title()),
  component: DangerZonePage,
});
