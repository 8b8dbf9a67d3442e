import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ResetPasswordScreen } from "~/features/settings/ResetPasswordScreen";
import { PASSWORD_LIMITS } from "~/lib/password-policy";

// Better Auth's /api/auth/reset-password/:token redirects here with ?token=… or ?error=INVALID_TOKEN.
const resetSearch = z.object({
  token: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/reset-password")({
  validateSearch: resetSearch,
  head: () => ({ meta: [{ name: "referrer", content: "no-referrer" }] }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordScreen token={token} error={error} limits={PASSWORD_LIMITS} />;
}
