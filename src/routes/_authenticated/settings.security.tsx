import { createFileRoute } from "@tanstack/react-router";
import { SecurityPage } from "~/features/settings/SecurityPage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/security")({
  head: () => titled("Security", "Settings"),
  component: SecurityPage,
});
