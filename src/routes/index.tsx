import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "~/features/landing/LandingPage";
import { checkAuthStatus } from "~/server/auth/session.functions";

export const Route = createFileRoute("/")({
  loader: () => checkAuthStatus(),
  component: LandingRoute,
});

function LandingRoute() {
  const { authenticated } = Route.useLoaderData();
  return <LandingPage signedIn={authenticated} />;
}
