import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";

// The parts of an OpenAPI 3.1 document this page reads; anything else is ignored.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, ApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

export const OPENAPI_URL = "/api/v1/openapi.json";

export const openApiQuery = queryOptions({
  queryKey: queryKeys.apiDocs,
  queryFn: async (): Promise<OpenApiDocument> => {
    const response = await fetch(OPENAPI_URL, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`The API description answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  },
  staleTime: 5 * 60_000,
});

/** The path the API is served under on this origin, e.g. "/api/v1". */
export function basePath(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url;
  if (!url) return "/api/v1";
  try {
    return new URL(url, "http://localhost").pathname.replace(/\/$/, "");
  } catch {
    return "/api/v1";
  }
}

/** The component name a "$ref": "#/components/schemas/Name" points at. */
function refName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

/** A schema's type in words: "string (email)", "Subscription[]", "User | null", "active | …". */
export function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(describeType).join(" | ");
  if (schema.allOf) return schema.allOf.map(describeType).join(" & ");
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return "any";
  return types
    .map((type) => {
      if (type === "array") return `${describeType(schema.items)}[]`;
      if (type === "string" && schema.format) return `string (${schema.format})`;
      return type;
    })
    .join(" | ");
}

/** Limits and default in words: "1–100, default 50". */
export function describeConstraints(schema: JsonSchema | undefined): string | null {
  if (!schema) return null;
  const parts: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(`${schema.minimum ?? "…"}–${schema.maximum ?? "…"}`);
  }
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** The component schemas a response refers to, for links to the field lists. */
export function responseSchemaName(response: ApiResponse): string | null {
  const schema = response.content?.["application/json"]?.schema;
  return schema?.$ref ? refName(schema.$ref) : null;
}

/** The choices of an enum-typed parameter, if it is one. */
export function enumValues(schema: JsonSchema | undefined): string[] | null {
  if (!schema?.enum) return null;
  return schema.enum.filter((value): value is string => typeof value === "string");
}
