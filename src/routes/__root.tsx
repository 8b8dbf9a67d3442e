import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import {
  ColorSchemeScript,
  DirectionContext,
  localStorageColorSchemeManager,
  MantineProvider,
  mantineHtmlProps,
  noop,
} from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import type { QueryClient } from "@tanstack/react-query";
import {
  Asset,
  createRootRouteWithContext,
  getRouteApi,
  Outlet,
  rootRouteId,
  Scripts,
  useRouter,
  useRouterState,
  useTags,
} from "@tanstack/react-router";
import { createIsomorphicFn } from "@tanstack/react-start";
import { setNonce } from "get-nonce";
import { Fragment, lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import { ImpersonationBanner, impersonationQuery } from "~/features/admin/ImpersonationBanner";
import { ErrorPage } from "~/features/errors/ErrorPage";
import { NotFoundPage } from "~/features/errors/NotFoundPage";
import { useLocale } from "~/i18n/current-locale";
import { textDirection } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { followBrowserTimeZone, useTimeZone, useTimeZoneChosen } from "~/i18n/time-zone";
import { APP_NAME } from "~/lib/brand";
import { PAGE_MODULES_ID } from "~/lib/page-modules";
import criticalCssText from "~/styles/critical.css?inline";
import criticalCssUrl from "~/styles/critical.css?url";
import deferredCss from "~/styles/deferred.css?url";
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME, theme } from "~/theme";
import { themeCssVariables } from "~/theme-css";

export interface RouterContext {
  queryClient: QueryClient;
}

// Toasts only ever appear after something the user did, so their container and its transitions
// load after the page, not with it. A toast shown before it arrives waits in the store.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

// The modal area likewise: every modal opens after something the user did (ADR 043).
const ModalArea = lazy(() =>
  import("~/ui/ModalArea").then((module) => ({ default: module.ModalArea })),
);

// The first paint's styles are written into the document instead of linked: a linked stylesheet
// holds up the first paint until it has arrived. The text is the server's only; the browser
// hydrates the element with the text it already has, so no script carries the styles again.
const CRITICAL_CSS_ID = "critical-css";
const criticalCss = createIsomorphicFn()
  .server(() => criticalCssText)
  .client(() => document.getElementById(CRITICAL_CSS_ID)?.textContent ?? "");

/**
 * Whether the document links the first paint's styles instead of carrying them: a signed-in
 * page does, so that its 90 kB are fetched once and cached rather than written into every
 * response (ADR 081). Settled per document: the browser keeps what the server sent, so a client
 * navigation between public and signed-in pages never swaps the styles under the page.
 */
const linksCriticalCss = createIsomorphicFn()
  .server((signedInPage: boolean) => signedInPage)
  .client(() => document.getElementById(CRITICAL_CSS_ID)?.tagName === "LINK");

const signedInLayout = getRouteApi("/_authenticated");

function CriticalStyles({ nonce }: { nonce: string | undefined }) {
  const signedInPage = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === signedInLayout.id),
  });
  if (linksCriticalCss(signedInPage)) {
    return <link id={CRITICAL_CSS_ID} rel="stylesheet" href={criticalCssUrl} nonce={nonce} />;
  }
  return (
    <style id={CRITICAL_CSS_ID} nonce={nonce}>
      {criticalCss()}
    </style>
  );
}

/**
 * Every page links the deferred styles once it is interactive (for a menu, a dialog or a
 * toast), so the stylesheet never holds up its first paint.
 */
function useDeferredStylesheet(nonce: string | undefined) {
  useEffect(() => {
    if (document.querySelector(`link[rel="stylesheet"][href="${deferredCss}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = deferredCss;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }, [nonce]);
}

type HeadTag = ReturnType<typeof useTags>[number];

const modulePreloadHref = (tag: HeadTag) =>
  tag.tag === "link" && tag.attrs?.rel === "modulepreload" ? String(tag.attrs.href) : undefined;

/**
 * The router's head tags (TanStack's HeadContent) with the module preloads of the page's chunks
 * moved into a data block that the browser entry reads once the page has painted
 * (src/client.tsx says why). The entry's own preload stays: the router marks its preloads
 * low-priority, and without it the browser fetches the entry's <script> ahead of the font. A data
 * block is not run, and nothing reads it but the entry.
 */
function PageHead({ nonce }: { nonce: string | undefined }) {
  const tags = useTags();
  const entry = useRouter()
    .ssr?.manifest?.routes[rootRouteId]?.scripts?.map((script) => script.attrs?.src)
    .find((src) => typeof src === "string");
  const deferred = (tag: HeadTag) => {
    const href = modulePreloadHref(tag);
    return href !== undefined && href !== entry;
  };
  const modules = tags.filter(deferred).map(modulePreloadHref);
  return (
    <>
      {tags
        .filter((tag) => !deferred(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <script
        type="application/json"
        id={PAGE_MODULES_ID}
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, never run; no "<" in it can close the element
        dangerouslySetInnerHTML={{ __html: JSON.stringify(modules).replaceAll("<", "\\u003c") }}
      />
    </>
  );
}

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { title: APP_NAME },
      {
        name: "description",
        content: m.meta_description({ appName: APP_NAME }),
      },
    ],
    links: [
      // The text font, fetched before the styles that name it are parsed: the first paint in
      // Manrope comes sooner and the text does not reflow when it arrives.
      {
        rel: "preload",
        href: manropeLatin,
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous",
      },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  // The page's language is settled before it renders: a signed-in person's stored choice needs
  // the session (ADR 059). In the browser the locale is already known (src/i18n/current-locale.ts).
  beforeLoad: async () => {
    if (!import.meta.env.SSR) return;
    const { getRequestLocaleFn } = await import("~/server/i18n/locale.functions");
    await getRequestLocaleFn();
  },
  // Whether an admin acts as the signed-in user: a banner says so on every page (ADR 036).
  // A failed read shows no banner rather than failing the page; the banner's query tries again.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(impersonationQuery).catch(() => null),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ImpersonationBanner />
    </>
  );
}

/**
 * The HTML document. Its Content-Security-Policy nonce (see src/router.tsx) is the same value on
 * the server and while hydrating, so React finds no difference (browsers hide the attribute,
 * React compares the element's nonce property). Mantine's modals and drawers lock the page's
 * scroll with react-remove-scroll, which adds a <style> while one is open and takes its nonce
 * from get-nonce: set in the browser only, as on the server the value would outlive the request
 * and nothing is added there.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const mounted = useMounted();
  // The same nonce on the server and while hydrating (see the JSDoc).
  const nonce = useRouter().options.ssr?.nonce;
  // For react-remove-scroll's <style>, through get-nonce; browser only.
  if (nonce && typeof document !== "undefined") setNonce(nonce);
  useDeferredStylesheet(nonce);
  const locale = useLocale();
  const dir = textDirection(locale);
  const direction = useMemo(() => ({ dir, toggleDirection: noop, setDirection: noop }), [dir]);
  const timeZone = useTimeZone();
  const timeZoneChosen = useTimeZoneChosen();
  // Hydrated in the server's zone; then the browser's own, unless the person chose one (ADR 060).
  useEffect(followBrowserTimeZone, []);
  return (
    <html
      lang={locale}
      dir={dir}
      data-time-zone={timeZone}
      data-time-zone-chosen={String(timeZoneChosen)}
      {...mantineHtmlProps}
    >
      <head>
        {/* Sets the stored colour scheme before the first paint: no flash of the wrong one. */}
        <ColorSchemeScript
          nonce={nonce}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          localStorageKey={COLOR_SCHEME_STORAGE_KEY}
        />
        <PageHead nonce={nonce} />
        <CriticalStyles nonce={nonce} />
        {/* The theme's variables, worked out once rather than by the provider per render. */}
        <style data-mantine-styles nonce={nonce}>
          {themeCssVariables}
        </style>
      </head>
      <body>
        {/* Mantine's direction is the language's; its own provider would watch <html dir>. */}
        <DirectionContext value={direction}>
          <MantineProvider
            theme={theme}
            // The <style> elements Mantine adds (its classes, responsive props, the pause of
            // transitions while the colour scheme changes) carry the nonce too.
            getStyleNonce={nonce ? () => nonce : undefined}
            withCssVariables={false}
            defaultColorScheme={DEFAULT_COLOR_SCHEME}
            colorSchemeManager={colorSchemeManager}
          >
            {mounted && (
              <>
                <Suspense fallback={null}>
                  <Notifications
                    position="bottom-right"
                    autoClose={4000}
                    transitionDuration={250}
                    containerWidth={440}
                    notificationMaxHeight={200}
                    limit={5}
                  />
                </Suspense>
                <Suspense fallback={null}>
                  <ModalArea />
                </Suspense>
              </>
            )}
            {/* A new language renders the page again from the top, without a reload. */}
            <Fragment key={locale}>{children}</Fragment>
          </MantineProvider>
        </DirectionContext>
        <Scripts />
      </body>
    </html>
  );
}
