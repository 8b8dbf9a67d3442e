import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "~/features/dashboard/DashboardScreen";

export const Route = createFileRoute("/_authenticated/dashboard")({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { session } = Route.useRouteContext();
  return <DashboardScreen user={session.user} />;
}
