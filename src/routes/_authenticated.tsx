import { createFileRoute, notFound, Outlet, redirect } from "@tanstack/react-router";
import { useEffect } from "react";
import { announceSignedIn } from "~/features/login/use-sign-in-elsewhere";
import { workspacesQuery } from "~/features/organizations/queries";
import { AppShellLayout } from "~/features/shell/AppShellLayout";
import { readSessionForGuard } from "~/lib/session-check";

export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ location }) => {
    // Any failure of the check counts as signed out: the guard never shows a protected page
    // on a guess. Server functions check the session again on their own.
    const session = await readSessionForGuard().catch(() => null);
    if (!session) {
      // The admin console is not found, signed in or out: a sign-in prompt would say it exists.
      if (isAdminPath(location.pathname)) throw notFound();
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
    return { session };
  },
  // The shell's workspace switcher, and every screen that depends on the active workspace.
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(workspacesQuery);
  },
  component: AuthenticatedLayout,
});

function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function AuthenticatedLayout() {
  const { session } = Route.useRouteContext();
  // A tab still waiting on "Check your inbox" goes on when a mailed link signs in here.
  useEffect(() => announceSignedIn(), []);
  return (
    <AppShellLayout user={session.user}>
      <Outlet />
    </AppShellLayout>
  );
}
