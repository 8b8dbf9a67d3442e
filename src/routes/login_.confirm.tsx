import { createFileRoute } from "@tanstack/react-router";
import { SignInConfirmPage } from "~/features/login/SignInConfirmPage";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { sameOriginPath } from "~/lib/redirect";
import { signInLinkFrom } from "~/lib/sign-in-link";
import { optionalString } from "~/lib/validation";
import { previewSignInLink } from "~/server/auth/sign-in-link.functions";

// The sign-in mail's link (ADR 023). Not nested in /login (the trailing underscore): that route
// sends a signed-in visitor away, and someone signed in may still follow a link for another
// address. The token is in the query, which the request log never writes.

interface ConfirmSearch {
  token?: string;
  callbackURL?: string;
  newUserCallbackURL?: string;
  errorCallbackURL?: string;
}

/** The page holds a live token in its address: nothing may keep it, index it or pass it on. */
const PRIVATE_PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
};

export const Route = createFileRoute("/login_/confirm")({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch => ({
    token: optionalString(search.token),
    callbackURL: optionalString(search.callbackURL),
    newUserCallbackURL: optionalString(search.newUserCallbackURL),
    errorCallbackURL: optionalString(search.errorCallbackURL),
  }),
  loaderDeps: ({ search }) => ({ link: signInLinkFrom(search) }),
  loader: async ({ deps: { link } }) => {
    if (!link) return { email: null };
    return previewSignInLink({ data: { token: link.token } });
  },
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => ({
    meta: [
      { title: m.login_heading({ appName: APP_NAME }) },
      { name: "robots", content: "noindex, nofollow" },
      { name: "referrer", content: "no-referrer" },
    ],
  }),
  component: SignInConfirmRoute,
});

function SignInConfirmRoute() {
  const search = Route.useSearch();
  const { link } = Route.useLoaderDeps();
  const { email } = Route.useLoaderData();
  return (
    <SignInConfirmPage link={link} email={email} redirectTo={sameOriginPath(search.callbackURL)} />
  );
}
