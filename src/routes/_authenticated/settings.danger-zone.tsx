import { createFileRoute } from "@tanstack/react-router";
import { DangerZonePage } from "~/features/settings/DangerZonePage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/danger-zone")({
  head: () => titled("Danger zone", "Settings"),
  component: DangerZonePage,
});
