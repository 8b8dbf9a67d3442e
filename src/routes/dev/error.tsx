import { createFileRoute } from "@tanstack/react-router";
import { assertDevTools } from "~/server/dev/dev-tools.functions";

// Shows the generic error screen on demand, so it can be seen and tested. Local use only.
export const Route = createFileRoute("/dev/error")({
  loader: () => assertDevTools(),
  component: FailingOnPurpose,
});

function FailingOnPurpose(): never {
  throw new Error("This page fails on purpose to show the error screen.");
}
