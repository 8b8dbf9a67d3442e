import { createServerFn } from "@tanstack/react-start";
import { getRuntime } from "~/server/runtime.server";
import { apiDocumentText } from "./handler.server";

/**
 * The text of the REST API's OpenAPI document (what GET /api/v1/openapi.json answers), for the
 * API docs page's loader: read on the server, the page is rendered with the document.
 */
export const getOpenApiDocumentText = createServerFn({ method: "GET" }).handler(async () =>
  apiDocumentText(await getRuntime()),
);
