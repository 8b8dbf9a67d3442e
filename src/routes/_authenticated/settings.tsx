import { createFileRoute } from "@tanstack/react-router";
import { apiKeysQuery } from "~/features/api-keys/queries";
import { accountSettingsQuery } from "~/features/settings/queries";
import { SettingsLayout } from "~/features/settings/SettingsLayout";
import { optionalString } from "~/lib/validation";

// Every settings page reads the account's settings, and the spec has /settings load the API
// key list before it shows; the pages below load what only they show.
export const Route = createFileRoute("/_authenticated/settings")({
  validateSearch: (
    search: Record<string, unknown>,
  ): { error?: string; error_description?: string } => ({
    error: optionalString(search.error),
    error_description: optionalString(search.error_description),
  }),
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(accountSettingsQuery),
      queryClient.ensureQueryData(apiKeysQuery),
    ]);
  },
  component: SettingsLayout,
});
