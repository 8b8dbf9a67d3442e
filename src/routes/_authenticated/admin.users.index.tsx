import { createFileRoute } from "@tanstack/react-router";
import { usersQuery } from "~/features/admin/queries";
import { UsersPage } from "~/features/admin/UsersPage";
import { m } from "~/i18n/paraglide/messages.js";
import { readUserListSearch, userListQuery } from "~/lib/admin";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/users/")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readUserListSearch,
  head: () => titled(m.admin_users(), m.admin_console()),
  loaderDeps: ({ search }) => userListQuery(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(usersQuery(deps)),
  component: UsersPage,
});
