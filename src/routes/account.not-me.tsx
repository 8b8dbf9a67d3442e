import { createFileRoute } from "@tanstack/react-router";
import { NotMePage } from "~/features/activity/NotMePage";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { optionalString } from "~/lib/validation";
import { previewNotMeLink } from "~/server/account/activity.functions";

// The "This wasn't me" link of a security alert (ADR 026). Like the sign-in link's page
// (ADR 023), a GET only reads whether the token works; the button spends it.

/** The page holds a live token in its address: nothing may keep it, index it or pass it on. */
const PRIVATE_PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
};

export const Route = createFileRoute("/account/not-me")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps: { token } }) => {
    if (!token || token.length > 128) return { live: false };
    return previewNotMeLink({ data: { token } });
  },
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => ({
    meta: [
      { title: m.account_not_me_title({ appName: APP_NAME }) },
      { name: "robots", content: "noindex, nofollow" },
      { name: "referrer", content: "no-referrer" },
    ],
  }),
  component: NotMeRoute,
});

function NotMeRoute() {
  const { token } = Route.useSearch();
  const { live } = Route.useLoaderData();
  return <NotMePage token={token} live={live} />;
}
