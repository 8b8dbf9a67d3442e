import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import type { Auth } from "~/server/auth/auth.server";
import { endpointOf } from "~/server/auth/endpoints.server";
import { assertBuilt } from "./server-process";

// The routes the fuzz suites cover, read from the code that serves them rather than listed by
// hand, so a new plugin, endpoint or server function is fuzzed without touching the tests.

/** A Standard Schema the auth endpoints validate with (zod 4 inside Better Auth). */
export interface EndpointSchema {
  "~standard": {
    validate(value: unknown): { issues?: unknown } | Promise<{ issues?: unknown }>;
  };
}

export interface AuthEndpoint {
  /** e.g. `/sign-in/magic-link`, or `/callback/:id` with its parameters. */
  path: string;
  methods: string[];
  /** The fields Better Auth's schema and the product's endpoint name. */
  bodyKeys: string[];
  queryKeys: string[];
  body?: EndpointSchema;
  query?: EndpointSchema;
  /** The product's own shapes (endpoints.server.ts); none when the product does not serve it. */
  served: boolean;
  productBody?: EndpointSchema;
  productQuery?: EndpointSchema;
}

interface ZodLike {
  _zod?: {
    def?: {
      type?: string;
      shape?: Record<string, unknown>;
      innerType?: ZodLike;
      options?: ZodLike[];
      left?: ZodLike;
      right?: ZodLike;
      in?: ZodLike;
    };
  };
}

/** The field names a zod object schema (possibly optional, a union or a pipe) names. */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > 5) return [];
  if (def.shape) return Object.keys(def.shape);
  const parts = [def.innerType, def.left, def.right, def.in, ...(def.options ?? [])];
  return [...new Set(parts.flatMap((part) => (part ? keysOf(part, depth + 1) : [])))];
}

interface EndpointLike {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown };
}

/** Every endpoint Better Auth serves over HTTP for this configuration (server-only ones have no path). */
export function authEndpoints(auth: Auth): AuthEndpoint[] {
  return Object.values(auth.api as unknown as Record<string, EndpointLike>)
    .filter((endpoint) => typeof endpoint?.path === "string")
    .map((endpoint) => {
      const method = endpoint.options?.method ?? "GET";
      const methods = (Array.isArray(method) ? method : [method]).filter((m) => m !== "*");
      const served = endpointOf(endpoint.path as string);
      const keys = (...schemas: unknown[]) => [...new Set(schemas.flatMap((s) => keysOf(s)))];
      return {
        path: endpoint.path as string,
        methods: methods.length ? methods : ["GET", "POST"],
        bodyKeys: keys(endpoint.options?.body, served?.body),
        queryKeys: keys(endpoint.options?.query, served?.query),
        body: endpoint.options?.body as EndpointSchema | undefined,
        query: endpoint.options?.query as EndpointSchema | undefined,
        served: served !== undefined,
        productBody: served?.body as EndpointSchema | undefined,
        productQuery: served?.query as EndpointSchema | undefined,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Whether `value` fails the schema (no schema: nothing can fail it). */
export async function failsSchema(schema: EndpointSchema | undefined, value: unknown) {
  if (!schema) return false;
  const result = await schema["~standard"].validate(value);
  return result.issues !== undefined;
}

/** A server function as the build serves it, with what its source says about its input. */
export interface ServerFunction {
  /** The id in `/_serverFn/<id>`, computed by the build. */
  id: string;
  name: string;
  /** Its source file from the project root. */
  file: string;
  method: "GET" | "POST";
  /** Whether it validates its data (`.validator(...)`), and the field names the validator names. */
  validated: boolean;
  dataKeys: string[];
  /**
   * An admin console function (`adminOnly` first): anyone but an admin gets 404 NOT_FOUND from it
   * before its data is read, so it never answers them VALIDATION_ERROR.
   */
  adminOnly: boolean;
}

const SERVER_DIR = "src/server";
const BUILD_SSR_DIR = ".output/server/_ssr";

/** `export const <name> = createServerFn({ method: "<M>" })…` up to the next export. */
const DECLARATION =
  /export const (\w+) = createServerFn\(\{ method: "(GET|POST)" \}\)([\s\S]*?)(?=\nexport |$)/g;

function sourceFunctions(root: string): Omit<ServerFunction, "id">[] {
  const files = readdirSync(join(root, SERVER_DIR), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".functions.ts"))
    .map((path) => `${SERVER_DIR}/${path.split(sep).join("/")}`);
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), "utf8").matchAll(DECLARATION)].map(
      ([, name, method, chain]) => {
        const validator = /\.validator\(([\s\S]*?)\)\s*\.handler/.exec(chain ?? "")?.[1] ?? "";
        return {
          name: name as string,
          file,
          method: method as "GET" | "POST",
          validated: validator !== "",
          adminOnly: /\.middleware\(\[adminOnly\]\)/.test(chain ?? ""),
          dataKeys: [
            ...new Set(
              [...validator.matchAll(/(\w+):\s*(?:z\.|id\b)/g)].map((m) => m[1] as string),
            ),
          ],
        };
      },
    ),
  );
}

/**
 * The server functions of the built server (`.output`): the ids its manifest serves, each matched
 * to its declaration in src/server/**\/*.functions.ts. Throws when the two disagree, which means
 * the build is older than the source.
 */
export function builtServerFunctions(
  root: string,
  idOf: (file: string, name: string) => string,
): ServerFunction[] {
  assertBuilt();
  const manifest = new Map<string, string>();
  for (const chunk of readdirSync(join(root, BUILD_SSR_DIR)).filter((f) => f.endsWith(".mjs"))) {
    const text = readFileSync(join(root, BUILD_SSR_DIR, chunk), "utf8");
    for (const [, id, name] of text.matchAll(
      /"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g,
    )) {
      manifest.set(id as string, name as string);
    }
  }
  const declared = sourceFunctions(root).map((fn) => ({ ...fn, id: idOf(fn.file, fn.name) }));
  const missing = declared.filter((fn) => manifest.get(fn.id) !== fn.name);
  const unknown = [...manifest.keys()].filter((id) => !declared.some((fn) => fn.id === id));
  if (missing.length || unknown.length || declared.length === 0) {
    throw new Error(
      `The build in .output does not match src (run \`npm run build\`): missing ${missing
        .map((fn) => `${fn.file}#${fn.name}`)
        .join(", ")}; unknown ids ${unknown.join(", ")}`,
    );
  }
  return declared;
}
