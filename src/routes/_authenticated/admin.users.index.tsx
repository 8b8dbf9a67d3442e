import { createFileRoute } from "@tanstack/react-router";
import { usersQuery } from "~/features/admin/queries";
import { UsersPage } from "~/features/admin/UsersPage";
import { readUserListSearch, userListQuery } from "~/lib/admin";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/users/")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readUserListSearch,
  head: () => titled("Users", "Admin console"),
  loaderDeps: ({ search }) => userListQuery(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(usersQuery(deps)),
  component: UsersPage,
});
