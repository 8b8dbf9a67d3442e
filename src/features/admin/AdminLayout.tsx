import { Stack, Title } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { type SectionLink, SectionNav } from "~/ui/SectionNav";

/**
 * The console's pages, in the order the nav shows them. A new area of the console (billing,
 * numbers) is one line here and a route file under src/routes/_authenticated/admin.*.
 */
const ADMIN_PAGES: SectionLink[] = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/subscriptions", label: "Subscriptions" },
  { to: "/admin/webhooks", label: "Webhooks" },
  { to: "/admin/audit", label: "Audit log" },
];

/** /admin/*: the heading and the links between the console's pages. */
export function AdminLayout() {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>Admin console</Title>
      <SectionNav label="Admin console" sections={ADMIN_PAGES} />
      <Outlet />
    </Stack>
  );
}
