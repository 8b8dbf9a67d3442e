import { createFileRoute } from "@tanstack/react-router";
import { AuditPage } from "~/features/admin/AuditPage";
import { auditQuery } from "~/features/admin/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { readPageSearch } from "~/lib/admin";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/audit")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: readPageSearch,
  head: () => titled(m.admin_audit_log(), m.admin_console()),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(auditQuery(deps.page)),
  component: AuditPage,
});
