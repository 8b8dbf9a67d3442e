import manropeCss from "@fontsource-variable/manrope/index.css?url";
import {
  ColorSchemeScript,
  localStorageColorSchemeManager,
  MantineProvider,
  mantineHtmlProps,
} from "@mantine/core";
import mantineCoreCss from "@mantine/core/styles.css?url";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import notificationsCss from "@mantine/notifications/styles.css?url";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ErrorScreen } from "~/features/errors/ErrorScreen";
import { NotFoundScreen } from "~/features/errors/NotFoundScreen";
import { APP_NAME } from "~/lib/brand";
import appCss from "~/styles/app.css?url";
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME, theme } from "~/theme";

export interface RouterContext {
  queryClient: QueryClient;
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
        content: `${APP_NAME}: accounts, personal API keys and subscriptions in one place.`,
      },
    ],
    links: [
      { rel: "stylesheet", href: mantineCoreCss },
      { rel: "stylesheet", href: notificationsCss },
      { rel: "stylesheet", href: manropeCss },
      { rel: "stylesheet", href: appCss },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundScreen,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        {/* Sets the stored colour scheme before the first paint: no flash of the wrong one. */}
        <ColorSchemeScript
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          localStorageKey={COLOR_SCHEME_STORAGE_KEY}
        />
        <HeadContent />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          colorSchemeManager={colorSchemeManager}
        >
          <ModalsProvider
            modalProps={{
              transitionProps: { duration: 200 },
              closeOnEscape: true,
              closeOnClickOutside: true,
            }}
          >
            <Notifications
              position="bottom-right"
              autoClose={4000}
              transitionDuration={250}
              containerWidth={440}
              notificationMaxHeight={200}
              limit={5}
            />
            {children}
          </ModalsProvider>
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
