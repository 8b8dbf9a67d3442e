import ROUTE_TREE_SOURCE from "~/routeTree.gen.ts?raw";
import { OPERATIONS } from "~/server/api/v1/routes";
import { endpointFor } from "~/server/auth/endpoints.server";
import { observeRequest } from "./metrics.server";

// The route pattern a request reached, for the request metrics' `route` label: a bounded set of
// names, never the path itself, which can carry ids and tokens (/api/auth/reset-password/<token>,
// /invitations/<id>). Pages come from TanStack Router's generated route tree, so a new page is
// named without a change here; the REST API's from its operations; Better Auth's from the endpoint
// table. Anything else is `other`.

export const OTHER_ROUTE = "other";
const SERVER_FUNCTIONS = "/_serverFn";
const AUTH_BASE = "/api/auth";
const API_BASE = "/api/v1";

/**
 * The full paths of the route tree (`FileRoutesByFullPath` in src/routeTree.gen.ts), with
 * `:name` for a parameter and `*` for a splat. The router's own tree is not imported: it brings
 * every page's components along.
 */
export function pageRoutes(source: string = ROUTE_TREE_SOURCE): string[] {
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? "";
  const paths = [...block.matchAll(/^\s*'([^']+)'\s*:/gm)].map((match) => match[1] ?? "");
  return [...new Set(paths.map(labelOf))];
}

/** `/settings/` (an index route) as `/settings`; `$id` as `:id`; a lone `$` as `*`. */
function labelOf(fullPath: string): string {
  const trimmed = fullPath.length > 1 && fullPath.endsWith("/") ? fullPath.slice(0, -1) : fullPath;
  return trimmed
    .split("/")
    .map((segment) => (segment === "$" ? "*" : segment.replace(/^\$/, ":")))
    .join("/");
}

interface Pattern {
  segments: string[];
  label: string;
}

const STATIC = new Map<string, string>();
const PATTERNS: Pattern[] = [];

function add(label: string): void {
  if (label.includes(":") || label.includes("*")) {
    PATTERNS.push({ segments: label.split("/"), label });
  } else {
    STATIC.set(label, label);
  }
}

for (const label of pageRoutes()) {
  // Better Auth's handler: its endpoints name these requests.
  if (label !== `${AUTH_BASE}/*`) add(label);
}
for (const operation of OPERATIONS)
  add(`${API_BASE}${operation.path.replace(/\{(\w+)\}/g, ":$1")}`);
add(`${API_BASE}/openapi.json`);
add("/metrics");

function matches(pattern: string[], segments: string[]): boolean {
  const splat = pattern[pattern.length - 1] === "*";
  if (splat ? segments.length < pattern.length : segments.length !== pattern.length) return false;
  return pattern.every(
    (part, i) =>
      (splat && i === pattern.length - 1) ||
      part === segments[i] ||
      (part.startsWith(":") && segments[i] !== ""),
  );
}

/** The pattern of a request's path (without query); `other` when no route has it. */
export function routeOf(path: string): string {
  const known = STATIC.get(path);
  if (known) return known;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const again = STATIC.get(trimmed);
  if (again) return again;
  if (trimmed.startsWith(`${AUTH_BASE}/`)) {
    const endpoint = endpointFor(trimmed.slice(AUTH_BASE.length));
    return endpoint ? `${AUTH_BASE}${endpoint.path}` : OTHER_ROUTE;
  }
  if (trimmed === SERVER_FUNCTIONS || trimmed.startsWith(`${SERVER_FUNCTIONS}/`)) {
    return SERVER_FUNCTIONS;
  }
  const segments = trimmed.split("/");
  return PATTERNS.find((pattern) => matches(pattern.segments, segments))?.label ?? OTHER_ROUTE;
}

/** The path of a request URL, without query or fragment, as sent (not decoded). */
export function pathOf(url: string): string {
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? 0 : url.indexOf("/", scheme + 3);
  if (start === -1) return "/";
  let end = url.length;
  const query = url.indexOf("?", start);
  if (query !== -1) end = query;
  const hash = url.indexOf("#", start);
  if (hash !== -1 && hash < end) end = hash;
  return url.slice(start, end);
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts one answered request in the request metrics: its method (OTHER for one a client made
 * up), its route pattern and status, and its time to the response's head.
 */
export function recordRequest(method: string, url: string, status: number, seconds: number): void {
  recordRequestPath(method, pathOf(url), status, seconds);
}

/** recordRequest for a path already taken out of its URL (`pathOf`): the request log has it. */
export function recordRequestPath(
  method: string,
  path: string,
  status: number,
  seconds: number,
): void {
  observeRequest(
    METHODS.has(method) ? method : "OTHER",
    routeOf(path),
    status,
    seconds,
    path === API_BASE || path.startsWith(`${API_BASE}/`),
  );
}
