import { createFileRoute } from "@tanstack/react-router";
import { DashboardScreen } from "~/features/dashboard/DashboardScreen";
import { getCurrentUser } from "~/server/auth/session.functions";

export const Route = createFileRoute("/_authenticated/dashboard")({
  loader: () => getCurrentUser(),
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardScreen user={Route.useLoaderData()} />;
}
