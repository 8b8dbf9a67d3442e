import openapiTS, { type OpenAPI3 } from "openapi-typescript";
import { restApiOf } from "~/server/api/v1/handler.server";
import type { Runtime } from "~/server/app/runtime.server";

// The REST API's client types, made by openapi-typescript from the document the API serves.
// `npm run api:types` writes them; the contract test fails while the committed file differs
// from what the served document makes, so the client it drives the API with cannot go stale.

/** Where the types live, from the repository's root. */
export const API_TYPES_FILE = "tests/generated/api-v1.d.ts";
export const API_TYPES_COMMAND = "npm run api:types";

/** GET /api/v1/openapi.json, as a client reads it. */
export async function servedDocument(runtime: Pick<Runtime, "env" | "once">): Promise<OpenAPI3> {
  const response = await restApiOf(runtime).fetch(
    new Request(`${runtime.env.appUrl}/api/v1/openapi.json`),
  );
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  return (await response.json()) as OpenAPI3;
}

/**
 * The same document without a runtime, for the script: the app makes it from the route
 * definitions and the address alone, and no call reaches the database. The address is not in
 * the types, so any will do. scripts/api-types.mjs loads this module through Vite's runner,
 * which knip cannot follow.
 * @public
 */
export function documentFromRoutes(): Promise<OpenAPI3> {
  // The app is built but never called: a database handle without a connection will do.
  const runtime = { env: { appUrl: "http://localhost:3000" }, database: { db: {} } } as Runtime;
  return servedDocument({ env: runtime.env, once: (make) => make(runtime) });
}

/** The .d.ts text for the document. */
export async function apiTypes(document: OpenAPI3): Promise<string> {
  // openapi-typescript may annotate the object it is given: it gets a copy.
  const types = await openapiTS(structuredClone(document), { silent: true });
  return `// Generated from GET /api/v1/openapi.json: run \`${API_TYPES_COMMAND}\` after changing the API.\n${types}`;
}
