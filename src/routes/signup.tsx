import { createFileRoute, redirect } from "@tanstack/react-router";

// Self-service sign-up has no form: the magic link creates the account on first use.
export const Route = createFileRoute("/signup")({
  beforeLoad: () => {
    throw redirect({ to: "/login" });
  },
});
