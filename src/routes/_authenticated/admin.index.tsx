import { createFileRoute } from "@tanstack/react-router";
import { UsersPage } from "~/features/admin/UsersPage";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/")({
  head: () => titled("Users", "Admin console"),
  component: UsersPage,
});
