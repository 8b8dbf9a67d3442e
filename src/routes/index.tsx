import { createFileRoute } from "@tanstack/react-router";
import { LandingScreen } from "~/features/landing/LandingScreen";
import { checkAuthStatus } from "~/server/auth/session.functions";

export const Route = createFileRoute("/")({
  loader: () => checkAuthStatus(),
  component: LandingRoute,
});

function LandingRoute() {
  const { authenticated } = Route.useLoaderData();
  return <LandingScreen signedIn={authenticated} />;
}
