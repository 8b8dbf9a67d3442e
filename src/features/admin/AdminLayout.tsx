import { Stack, Title } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { type SectionLink, SectionNav } from "~/ui/SectionNav";

/**
 * The console's pages, in the order the nav shows them. A new area of the console (billing,
 * numbers) is one line here and a route file under src/routes/_authenticated/admin.*.
 */
const adminPages = (): SectionLink[] => [
  { to: "/admin", label: m.admin_overview() },
  { to: "/admin/users", label: m.admin_users() },
  { to: "/admin/subscriptions", label: m.admin_subscriptions() },
  { to: "/admin/webhooks", label: m.admin_webhooks() },
  { to: "/admin/audit", label: m.admin_audit_log() },
];

/** /admin/*: the heading and the links between the console's pages. */
export function AdminLayout() {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{m.admin_console()}</Title>
      <SectionNav label={m.admin_console()} sections={adminPages()} />
      <Outlet />
    </Stack>
  );
}
