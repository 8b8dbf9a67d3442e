import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "~/features/settings/ProfilePage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/settings/")({
  head: () => titled("Profile", "Settings"),
  component: ProfilePage,
});
