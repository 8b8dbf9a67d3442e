import { createServerFn } from "@tanstack/react-start";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { restApiOf } from "./handler.server";

/**
 * The text of the REST API's OpenAPI document (what GET /api/v1/openapi.json responses), for the
 * API docs page's loader: read on the server, the page is rendered with the document. The
 * document itself is public; the session is checked all the same, as for every server function,
 * since the page it serves is a signed-in one.
 */
export const getOpenApiDocumentText = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async () => restApiOf(await getRuntime()).documentText());
