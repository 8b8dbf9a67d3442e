import { createFileRoute } from "@tanstack/react-router";
import { LinkedAccountsPage } from "~/features/settings/LinkedAccountsPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/linked-accounts")({
  head: () => titled(m.settings_nav_linked_accounts(), m.settings_title()),
  component: LinkedAccountsPage,
});
