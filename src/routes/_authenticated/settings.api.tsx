import { createFileRoute } from "@tanstack/react-router";
import { ApiKeyCard } from "~/features/api-keys/ApiKeyCard";
import { titled } from "~/lib/brand";

// The key list is loaded by /settings (the spec's rule for the settings screen).
export const Route = createFileRoute("/_authenticated/settings/api")({
  head: () => titled("API", "Settings"),
  component: ApiKeyCard,
});
