import { createFileRoute } from "@tanstack/react-router";
import { LinkedAccountsPage } from "~/features/settings/LinkedAccountsPage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/linked-accounts")({
  head: () => titled("Linked accounts", "Settings"),
  component: LinkedAccountsPage,
});
