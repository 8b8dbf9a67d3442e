import { createFileRoute } from "@tanstack/react-router";
import { AuditPage } from "~/features/admin/AuditPage";
import { auditQuery } from "~/features/admin/queries";
import { readPageSearch } from "~/lib/admin";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/audit")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readPageSearch,
  head: () => titled("Audit log", "Admin console"),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(auditQuery(deps.page)),
  component: AuditPage,
});
