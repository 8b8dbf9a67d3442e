import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "~/features/settings/ResetPasswordPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { PASSWORD_LIMITS } from "~/lib/password-policy";
import { optionalString } from "~/lib/validation";

// Better Auth's /api/auth/reset-password/:token redirects here with ?token=… or ?error=INVALID_TOKEN.

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    token: optionalString(search.token),
    error: optionalString(search.error),
  }),
  head: () => ({
    meta: [
      ...titled(m.password_reset_heading()).meta,
      { name: "referrer", content: "no-referrer" },
    ],
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordPage token={token} error={error} limits={PASSWORD_LIMITS} />;
}
