import type { Runtime } from "~/server/app/runtime.server";
import { inRequestedLanguage } from "~/server/http/error-language.server";
import { isSecured } from "~/server/http/security-headers.server";
import { type ApiDeps, createApiApp, openApiDocument } from "./app.server";

// The REST API's entry: src/server.ts hands it every /api/v1 request before TanStack Start's
// router, keeping what every response gets there (request log, security headers, outages,
// compression) and skipping the page machinery the API does not use.

type App = ReturnType<typeof createApiApp>;

/**
 * The REST API of one runtime: its app (routes, validators, idempotency store, /me bodies) and
 * its OpenAPI document are each made once, on first use, not per request.
 */
class RestApi {
  private app: App | undefined;
  private document: string | undefined;

  constructor(private readonly deps: ApiDeps) {}

  fetch(request: Request): Response | Promise<Response> {
    if (
      request.url.includes("/openapi.json") &&
      /^\/api\/v1\/openapi\.json\/?$/.test(new URL(request.url).pathname)
    ) {
      return this.serveDocument(request);
    }
    // An error's message in the language Accept-Language asks for; the code stays (ADR 062).
    const response = inRequestedLanguage(request, () => this.appOf().fetch(request));
    return response instanceof Promise ? response.then(notStored) : notStored(response);
  }

  /** The OpenAPI document's text. */
  documentText(): string {
    this.document ??= JSON.stringify(openApiDocument(this.appOf(), this.deps.env.appUrl));
    return this.document;
  }

  private appOf(): App {
    this.app ??= createApiApp(this.deps);
    return this.app;
  }

  /** The OpenAPI document, public and cacheable: it describes the API, not anyone's data. */
  private serveDocument(request: Request): Response | Promise<Response> {
    if (request.method !== "GET" && request.method !== "HEAD") return this.appOf().fetch(request);
    const document = this.documentText();
    return new Response(request.method === "HEAD" ? null : document, {
      headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
    });
  }
}

/**
 * Every answer but the OpenAPI document is about one caller's account, keys, limits or money,
 * and stale the moment it is read: no browser, proxy or client library may keep it (issue 45);
 * /mcp's answers carry the same.
 * A response that says how it may be cached already keeps its word.
 */
export function notStored(response: Response): Response {
  // Made with all its headers, no-store among them (securedJsonHeaders): reading `headers` of
  // srvx's FastResponse would build a Headers object and take the response off its fast path.
  if (isSecured(response) || response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", "no-store");
    return response;
  } catch {
    // A response whose headers are immutable is copied with them.
    const headers = new Headers(response.headers);
    headers.set("cache-control", "no-store");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/** Whether the path is the REST API's (the prefix alone, or anything under it). */
export function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

const makeRestApi = (runtime: ApiDeps) => new RestApi(runtime);

/** The runtime's REST API, made on first use and kept on the runtime (`Runtime.once`). */
export function restApiOf(runtime: Pick<Runtime, "once">): RestApi {
  return runtime.once(makeRestApi);
}

export function handleApiRequest(
  runtime: Pick<Runtime, "once">,
  request: Request,
): Response | Promise<Response> {
  return restApiOf(runtime).fetch(request);
}
