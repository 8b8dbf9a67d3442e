import { createFileRoute } from "@tanstack/react-router";
import { userQuery } from "~/features/admin/queries";
import { UserPage } from "~/features/admin/UserPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/users/$userId")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  head: () => titled(m.admin_account(), m.admin_console()),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(userQuery(params.userId)),
  component: UserPage,
});
