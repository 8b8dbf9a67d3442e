import chartsCss from "@mantine/charts/styles.css?url";
import { createFileRoute } from "@tanstack/react-router";
import { billingOverviewQuery } from "~/features/admin/billing-queries";
import { OverviewPage } from "~/features/admin/OverviewPage";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/admin/")({
  // The console's reads load with its screen, never with the public pages' first chunk.
  codeSplitGroupings: [["loader", "component"]],
  head: () => ({
    ...titled(m.admin_overview(), m.admin_console()),
    links: [{ rel: "stylesheet", href: chartsCss }],
  }),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(billingOverviewQuery),
  component: OverviewPage,
});
