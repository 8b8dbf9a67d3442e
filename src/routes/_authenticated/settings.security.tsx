import { createFileRoute } from "@tanstack/react-router";
import { SecurityPage } from "~/features/settings/SecurityPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/security")({
  head: () => titled(m.settings_nav_security(), m.settings_title()),
  component: SecurityPage,
});
