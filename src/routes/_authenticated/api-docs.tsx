import monospaceLatin from "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url";
import { createFileRoute } from "@tanstack/react-router";
import { ApiDocsPage } from "~/features/api-docs/ApiDocsPage";
import { type OpenApiDocument, openApiQuery } from "~/features/api-docs/openapi";
import { m } from "~/i18n/paraglide/messages.js";
import { titled } from "~/lib/brand";
import { getOpenApiDocumentText } from "~/server/api/v1/openapi.functions";

export const Route = createFileRoute("/_authenticated/api-docs")({
  // Mostly code: its face comes with the page, not after the styles name it. The import is also
  // what puts the file in the browser's assets (src/styles/monospace.css is the server's only).
  head: () => ({
    ...titled(m.apidocs_head_title()),
    links: [
      {
        rel: "preload",
        href: monospaceLatin,
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous",
      },
    ],
  }),
  // Read with the page so the server renders the largest text (ADR 041); it is made in this
  // process, so a failure is the app's own.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData({
      ...openApiQuery,
      queryFn: async () => JSON.parse(await getOpenApiDocumentText()) as OpenApiDocument,
    }),
  component: ApiDocsPage,
});
