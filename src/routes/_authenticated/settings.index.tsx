import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "~/features/settings/ProfilePage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/")({
  head: () => titled(m.settings_nav_profile(), m.settings_title()),
  component: ProfilePage,
});
