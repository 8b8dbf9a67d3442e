import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { useLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages.js";
import { withElement } from "~/i18n/with-element";
import { Placeholder } from "~/ui/Placeholder";
import { DOCUMENT_LANGUAGE, OPENAPI_URL, openApiQuery } from "./openapi";

// The route's loader reads the document with the page (src/routes/_authenticated/api-docs.tsx),
// so a page load is rendered with it on the server: its text is in the HTML, its largest paint
// the first. The query's own fetch of the public document serves a refetch once it is stale.
// The document's view (its tables, the "Try it" forms and the Mantine inputs they use)
// is a chunk of its own, fetched as the page starts rather than with the page's scripts.
const loadApiDocument = () => import("./ApiDocument");
const ApiDocument = lazy(() =>
  loadApiDocument().then((module) => ({ default: module.ApiDocument })),
);

// Where the links go in the introduction's two sentences.
const DOCUMENT = "\u0000document\u0000";
const DASHBOARD = "\u0000dashboard\u0000";

/**
 * The API reference page. The whole document (every operation with its tables and its "Try it"
 * form) is one large render: when it arrives after the page (a navigation, a retry), it is
 * deferred, so React renders it in slices between which the browser stays responsive, instead of
 * one long task. The placeholder stays until it is done.
 */
export function ApiDocsPage() {
  const openApi = useQuery(openApiQuery);
  // Fetched as the query starts, not once the document has arrived.
  useEffect(() => {
    void loadApiDocument();
  }, []);
  // Deferred: React renders the large document in slices (see the JSDoc above).
  const document = useDeferredValue(openApi.data);
  const inAnotherLanguage = !useLocale().startsWith(DOCUMENT_LANGUAGE);
  const loading = <Placeholder label={m.apidocs_loading()} rows={6} height={28} />;

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{m.apidocs_title()}</Title>
        <Text c="dimmed">
          {withElement(
            m.apidocs_described_by({ document: DOCUMENT }),
            DOCUMENT,
            <Anchor href={OPENAPI_URL} target="_blank" rel="noreferrer">
              {m.apidocs_document_link()}
            </Anchor>,
          )}{" "}
          {withElement(
            m.apidocs_key_on_dashboard({ dashboard: DASHBOARD }),
            DASHBOARD,
            <Anchor component={Link} to="/dashboard">
              {m.apidocs_dashboard_link()}
            </Anchor>,
          )}
        </Text>
        {inAnotherLanguage && <Text c="dimmed">{m.apidocs_in_english()}</Text>}
      </div>
      {openApi.isError ? (
        <Alert color="ember" title={m.apidocs_load_failed()} role="alert">
          {openApi.error.message}
        </Alert>
      ) : document ? (
        <Suspense fallback={loading}>
          <ApiDocument document={document} />
        </Suspense>
      ) : (
        loading
      )}
    </Stack>
  );
}
