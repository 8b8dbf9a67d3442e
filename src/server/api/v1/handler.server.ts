import { type Api, createApiApp, openApiDocument } from "./app.server";

// The REST API's entry: src/server.ts hands it every /api/v1 request before TanStack Start's
// router, keeping what every answer gets there (request log, security headers, outages,
// compression) and skipping the page machinery the API does not use.

type App = ReturnType<typeof createApiApp>;

/** One app per runtime: routes and validators are built once, not per request. */
const apps = new WeakMap<Api, { app: App; document?: string }>();

function appFor(api: Api) {
  let entry = apps.get(api);
  if (!entry) {
    entry = { app: createApiApp(api) };
    apps.set(api, entry);
  }
  return entry;
}

/** Whether the path is the REST API's (the prefix alone, or anything under it). */
export function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

export function handleApiRequest(api: Api, request: Request): Response | Promise<Response> {
  const entry = appFor(api);
  if (
    request.url.includes("/openapi.json") &&
    /^\/api\/v1\/openapi\.json\/?$/.test(new URL(request.url).pathname)
  ) {
    return serveDocument(api, entry, request);
  }
  return entry.app.fetch(request);
}

/** The OpenAPI document's text, made once per runtime. */
export function apiDocumentText(api: Api): string {
  const entry = appFor(api);
  entry.document ??= JSON.stringify(openApiDocument(entry.app, api.env.appUrl));
  return entry.document;
}

/** The OpenAPI document, public and cacheable: it describes the API, not anyone's data. */
function serveDocument(api: Api, entry: { app: App; document?: string }, request: Request) {
  if (request.method !== "GET" && request.method !== "HEAD") return entry.app.fetch(request);
  const document = apiDocumentText(api);
  return new Response(request.method === "HEAD" ? null : document, {
    headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
  });
}
