import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

// /mcp's tools, made from the REST API's OpenAPI document (ADR 082): one per operation, so an
// agent can do what a REST client can and no more. A tool's input holds the operation's path,
// query and header parameters by their names in the document and its JSON body as `body`. A
// call becomes the REST request it describes, which the REST API answers with all its rules.

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  "x-required-scopes"?: unknown;
}

/** The parts of an OpenAPI 3.1 document the tools are made from. */
export interface ApiDocument {
  info?: { version?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Where the REST API's paths live: the document's paths are written without it. */
const API_PREFIX = "/api/v1";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** The parameter locations a tool fills in; a cookie parameter cannot be one (the key is a header). */
const LOCATIONS = ["path", "query", "header"] as const;
type Location = (typeof LOCATIONS)[number];

/** The caller's headers every tool call passes on, as the REST API would have received them. */
const FORWARDED_HEADERS = ["authorization", "x-api-key", "accept-language", "x-forwarded-for"];

/** `_meta` key of the scopes an operation requires (its `x-required-scopes`). */
export const REQUIRED_SCOPES_META = "timberline/requiredScopes";

/** How a tool's call is sent to the REST API. */
interface ToolRoute {
  method: string;
  /** As the document writes it: /subscriptions/{id}. */
  path: string;
  parameters: { name: string; in: Location }[];
  hasBody: boolean;
  /** The arguments' shape: known names, required ones present, scalars where a URL needs them. */
  argumentsSchema: z.ZodType<Record<string, unknown>>;
}

interface ApiTool {
  tool: Tool;
  route: ToolRoute;
}

export interface ToolCatalogue {
  /** By tool name, in the document's order. */
  tools: Map<string, ApiTool>;
  /** Operations that could not become a tool, and why; the unit test fails on any. */
  refused: { operation: string; reason: string }[];
}

/** `getEntitlements` → `get_entitlements`, `getApiKeyUsage` → `get_api_key_usage`. */
export function toolName(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

class NotATool extends Error {}

/**
 * A schema with every `$ref` to the document's components written out: a tool's input schema
 * stands alone. A component that refers to itself cannot be written out.
 */
function inlined(value: unknown, document: ApiDocument, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, document, seen));
  if (value === null || typeof value !== "object") return value;
  const { $ref, ...rest } = value as JsonSchema;
  if (typeof $ref === "string") {
    const name = /^#\/components\/schemas\/([^/]+)$/.exec($ref)?.[1];
    const target = name === undefined ? undefined : document.components?.schemas?.[name];
    if (!name || !target) throw new NotATool(`its schema refers to ${$ref}, which is not there`);
    if (seen.includes(name)) throw new NotATool(`its schema ${name} refers to itself`);
    return { ...(inlined(target, document, [...seen, name]) as JsonSchema), ...rest };
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, inner]) => [key, inlined(inner, document, seen)]),
  );
}

/** Whether a body schema is an object, or a choice of objects: what `body` can hold. */
function isObjectSchema(schema: JsonSchema): boolean {
  if (schema.type === "object") return true;
  const choices = schema.anyOf ?? schema.oneOf;
  return Array.isArray(choices) && choices.every((choice) => isObjectSchema(choice as JsonSchema));
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((name) => typeof name === "string");
}

const urlValue = z.union([z.string(), z.number(), z.boolean()]);
/**
 * A path parameter: not empty, and not `.` or `..`, which the URL would resolve as a step along
 * the path (encoded or not), sending the call to another address than its operation's.
 */
const pathValue = z.union([
  z
    .string()
    .min(1)
    .regex(/^(?!\.{1,2}$)/),
  z.number(),
  z.boolean(),
]);

/**
 * What every success of the operation answers, when each is a JSON object: the tool's
 * `outputSchema`, which a client checks `structuredContent` against. An operation with a success
 * that has no JSON object body (a 204) declares none, as a tool's result must then conform.
 */
function outputSchemaOf(operation: Operation, document: ApiDocument): Tool["outputSchema"] {
  const successes = Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith("2"))
    .map(([, response]) => response.content?.["application/json"]?.schema);
  if (successes.length === 0) return undefined;
  const schemas: JsonSchema[] = [];
  for (const schema of successes) {
    const written = schema && (inlined(schema, document) as JsonSchema);
    if (!written || !isObjectSchema(written)) return undefined;
    schemas.push(written);
  }
  // MCP asks for an object at the root: a choice of objects is one, said so.
  const [only] = schemas;
  if (schemas.length === 1 && only) return { ...only, type: "object" };
  return { type: "object", anyOf: schemas };
}

function toolOf(method: string, path: string, operation: Operation, document: ApiDocument) {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const shape: Record<string, z.ZodType> = {};
  const parameters: ToolRoute["parameters"] = [];
  for (const parameter of operation.parameters ?? []) {
    const location = LOCATIONS.find((known) => known === parameter.in);
    if (!location) throw new NotATool(`its parameter ${parameter.name} is in ${parameter.in}`);
    if (parameter.name in properties) {
      throw new NotATool(`two of its parameters are named ${parameter.name}`);
    }
    properties[parameter.name] = {
      ...(inlined(parameter.schema ?? {}, document) as JsonSchema),
      ...(parameter.description && { description: parameter.description }),
      ...(parameter.deprecated && { deprecated: true }),
    };
    const value = location === "header" ? z.string() : location === "path" ? pathValue : urlValue;
    const needed = location === "path" || parameter.required === true;
    shape[parameter.name] = needed ? value : value.optional();
    if (needed) required.push(parameter.name);
    parameters.push({ name: parameter.name, in: location });
  }
  const content = operation.requestBody?.content;
  if (content) {
    const json = content["application/json"];
    if (!json) throw new NotATool(`its body is ${Object.keys(content).join(", ")}, not JSON`);
    if ("body" in properties) throw new NotATool("a parameter is named body, as its body is");
    const schema = inlined(json.schema ?? {}, document) as JsonSchema;
    if (!isObjectSchema(schema)) throw new NotATool("its JSON body is not an object");
    properties.body = schema;
    const body = z.record(z.string(), z.unknown());
    shape.body = operation.requestBody?.required ? body : body.optional();
    if (operation.requestBody?.required) required.push("body");
  }
  const scopes = operation["x-required-scopes"];
  if (scopes !== undefined && !isNameList(scopes)) {
    throw new NotATool("its x-required-scopes is not a list of names");
  }
  const outputSchema = outputSchemaOf(operation, document);
  const tool: Tool = {
    name: toolName(operation.operationId ?? ""),
    description: [operation.summary, operation.description].filter(Boolean).join("\n\n"),
    inputSchema: { type: "object", properties, required, additionalProperties: false },
    annotations: { readOnlyHint: method === "get" },
    ...(outputSchema && { outputSchema }),
    ...(scopes !== undefined && { _meta: { [REQUIRED_SCOPES_META]: scopes } }),
  };
  const route: ToolRoute = {
    method: method.toUpperCase(),
    path,
    parameters,
    hasBody: content !== undefined,
    argumentsSchema: z.strictObject(shape) as z.ZodType<Record<string, unknown>>,
  };
  return { tool, route };
}

/** The tools of the REST API's document, and the operations that could not be one. */
export function toolCatalogue(document: ApiDocument): ToolCatalogue {
  const tools = new Map<string, ApiTool>();
  const refused: ToolCatalogue["refused"] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // Parameters a path item gives all its operations come first, as OpenAPI merges them.
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const label = `${method.toUpperCase()} ${path}`;
      try {
        if (!operation.operationId) throw new NotATool("it has no operationId");
        const made = toolOf(
          method,
          path,
          { ...operation, parameters: [...shared, ...(operation.parameters ?? [])] },
          document,
        );
        if (tools.has(made.tool.name)) {
          throw new NotATool(`another operation is the tool ${made.tool.name} already`);
        }
        tools.set(made.tool.name, made);
      } catch (error) {
        if (!(error instanceof NotATool)) throw error;
        refused.push({ operation: label, reason: error.message });
      }
    }
  }
  return { tools, refused };
}

/** The arguments' problems, as zod words them, or the arguments fit to send. */
export function checkedArguments(route: ToolRoute, input: Record<string, unknown> | undefined) {
  return route.argumentsSchema.safeParse(input ?? {});
}

/**
 * The REST request a tool call makes: the operation's method and path, its parameters filled in
 * (URL-encoded), its JSON body, and the caller's key, language and address as they came to /mcp.
 */
export function restRequest(
  route: ToolRoute,
  input: Record<string, unknown>,
  incoming: Request,
): Request {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input[name])),
  );
  const url = new URL(`${API_PREFIX}${path}`, incoming.url);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  for (const { name, in: location } of route.parameters) {
    const value = input[name];
    if (value === undefined || location === "path") continue;
    if (location === "query") url.searchParams.set(name, String(value));
    else headers.set(name, String(value));
  }
  let body: string | undefined;
  if (route.hasBody && input.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(input.body);
  }
  const request = new Request(url, { method: route.method, headers, body });
  // The connection's address (srvx's `ip`), which the REST API's activity and limits read.
  const ip = (incoming as Request & { ip?: string }).ip;
  if (ip !== undefined) Object.defineProperty(request, "ip", { value: ip });
  return request;
}

/**
 * The REST API's answer as a tool result: its JSON body as text, and for a 2xx as structured
 * content too, which the tool's `outputSchema` describes. A 4xx or 5xx is `isError` with the
 * REST API's `{ code, message }` as text only: a client checks any structured content of a
 * result against the output schema, errors' included.
 */
export async function toolResult(response: Response): Promise<CallToolResult> {
  const text = await response.text();
  const structured = response.ok ? jsonObject(text) : undefined;
  return {
    content: [{ type: "text", text }],
    ...(structured && { structuredContent: structured }),
    ...(!response.ok && { isError: true }),
  };
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: the text alone is the result.
  }
  return undefined;
}
