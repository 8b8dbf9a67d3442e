import paginationCss from "@mantine/core/styles/Pagination.css?url";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { AdminLayout } from "~/features/admin/AdminLayout";
import { checkAdminAccess } from "~/server/admin/guard.functions";

// The console's guard (ADR 036): anyone but an admin, in a session of their own, gets the app's
// not-found screen here and below, as at a path nothing serves. Every admin server function
// checks again on its own.
export const Route = createFileRoute("/_authenticated/admin")({
  beforeLoad: async () => {
    const access = await checkAdminAccess().catch(() => null);
    if (!access) throw notFound();
    return { admin: access };
  },
  // The console's own component styles load with it, not in every page's stylesheet
  // (src/styles/mantine.css): only admins ever open these pages.
  head: () => ({ links: [{ rel: "stylesheet", href: paginationCss }] }),
  component: AdminLayout,
});
