import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { queryKeys } from "~/lib/query-keys";

// The parts of an OpenAPI 3.1 document this page reads. The page walks whatever the served
// document holds (every path and method, parameters in the path, query and headers, request
// bodies, response headers, component schemas), so an operation added to the API appears here
// without a change to the page; a schema keyword it does not know reads as "any", never as
// nothing.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  /** "path", "query", "header" or "cookie". */
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

interface ResponseHeader {
  description?: string;
  schema?: JsonSchema;
}

export interface ApiResponse {
  description?: string;
  headers?: Record<string, ResponseHeader>;
  content?: Record<string, MediaType>;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, ApiResponse>;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type HttpMethod = (typeof HTTP_METHODS)[number];

type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] };

interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

export const OPENAPI_URL = "/api/v1/openapi.json";

/**
 * The document is written in English in every language of the page, like its field names: the
 * clients generated from it and this page then say the same (ADR 062).
 */
export const DOCUMENT_LANGUAGE = "en";

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

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
  /** The path's parameters and the operation's, the operation's winning on the same name and place. */
  parameters: Parameter[];
}

interface OperationGroup {
  name: string;
  description?: string;
  operations: OperationEntry[];
}

/** The name of the group of operations that carry no tag. */
const UNTAGGED = "Endpoints";

/**
 * Every operation of the document, grouped by its first tag: the tags the document lists, in
 * its order, then any other tag in the order it first appears, then the untagged operations.
 */
export function operationGroups(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of document.tags ?? []) {
    groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  }
  const untagged: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const own = operation.parameters ?? [];
      const inherited = (item.parameters ?? []).filter(
        (shared) => !own.some((p) => p.name === shared.name && p.in === shared.in),
      );
      const entry = { method, path, operation, parameters: [...inherited, ...own] };
      const tag = operation.tags?.[0];
      if (!tag) {
        untagged.push(entry);
        continue;
      }
      const group = groups.get(tag) ?? { name: tag, operations: [] };
      group.operations.push(entry);
      groups.set(tag, group);
    }
  }
  const tagged = [...groups.values()].filter((group) => group.operations.length > 0);
  return untagged.length > 0 ? [...tagged, { name: UNTAGGED, operations: untagged }] : tagged;
}

/** The component name a "$ref": "#/components/schemas/Name" points at. */
function refName(ref: string): string {
  return ref.split("/").pop() ?? ref;
}

/** A piece of a type in words; `ref` names the component schema it stands for. */
interface TypePart {
  text: string;
  ref?: string;
}

const text = (value: string): TypePart => ({ text: value });

function joined(lists: TypePart[][], separator: string): TypePart[] {
  return lists.flatMap((parts, index) => (index === 0 ? parts : [text(separator), ...parts]));
}

/** Objects inside objects are spelled out this deep; deeper ones read "object". */
const SPELLED_OUT_DEPTH = 2;

/**
 * A schema's type in words, in parts so that component names can be links: "string (email)",
 * "Subscription[]", "User | null", "{ slug: string }", "[string]", "\"active\" | \"revoked\"".
 */
export function typeParts(schema: JsonSchema | undefined, depth = 0): TypePart[] {
  if (!schema) return [text("any")];
  if (schema.$ref) return [{ text: refName(schema.$ref), ref: refName(schema.$ref) }];
  const union = schema.anyOf ?? schema.oneOf;
  if (union)
    return joined(
      union.map((member) => typeParts(member, depth)),
      " | ",
    );
  if (schema.allOf)
    return joined(
      schema.allOf.map((member) => typeParts(member, depth)),
      " & ",
    );
  if (schema.enum) return [text(schema.enum.map((value) => JSON.stringify(value)).join(" | "))];
  if (schema.const !== undefined) return [text(JSON.stringify(schema.const))];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return [text("any")];
  return joined(
    types.map((type): TypePart[] => {
      if (type === "array" && schema.prefixItems) {
        return [
          text("["),
          ...joined(
            schema.prefixItems.map((item) => typeParts(item, depth)),
            ", ",
          ),
          text("]"),
        ];
      }
      if (type === "array") {
        const items = typeParts(schema.items, depth);
        return items.length > 1 ? [text("("), ...items, text(")[]")] : [...items, text("[]")];
      }
      if (type === "object" && schema.properties && depth < SPELLED_OUT_DEPTH) {
        const required = new Set(schema.required ?? []);
        const fields = Object.entries(schema.properties).map(([name, field]) => [
          text(`${name}${required.has(name) ? "" : "?"}: `),
          ...typeParts(field, depth + 1),
        ]);
        return [text("{ "), ...joined(fields, "; "), text(" }")];
      }
      if (type === "string" && schema.format) return [text(`string (${schema.format})`)];
      return [text(type)];
    }),
    " | ",
  );
}

// The schema's own values (limits, patterns, defaults) are shown as the document writes them.

function range(min: number | undefined, max: number | undefined, l: Options): string | null {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return m.apidocs_at_least({ value: min }, l);
  if (max !== undefined) return m.apidocs_at_most({ value: max }, l);
  return null;
}

function length(min: number | undefined, max: number | undefined, l: Options): string | null {
  if (min !== undefined && max !== undefined) return m.apidocs_range_characters({ min, max }, l);
  if (min !== undefined) return m.apidocs_at_least_characters({ value: min }, l);
  if (max !== undefined) return m.apidocs_at_most_characters({ value: max }, l);
  return null;
}

type Options = { locale?: Locale };

/**
 * Limits, pattern and default in words: "1–100, default 50", "1–200 characters"; in the page's
 * language unless `locale` names another.
 */
export function describeConstraints(
  schema: JsonSchema | undefined,
  locale?: Locale,
): string | null {
  if (!schema) return null;
  const l = { locale };
  const parts = [
    range(schema.minimum, schema.maximum, l),
    length(schema.minLength, schema.maxLength, l),
    // A format ("email", "date-time") already says what a validator's long pattern for it would.
    schema.pattern === undefined || schema.format
      ? null
      : m.apidocs_matching({ pattern: schema.pattern }, l),
    schema.default === undefined
      ? null
      : m.apidocs_default({ value: JSON.stringify(schema.default) }, l),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(m.apidocs_separator({}, l)) : null;
}

/** The JSON media type's entry of a body or a response, else its first. */
export function jsonContent(
  content: Record<string, MediaType> | undefined,
): { mediaType: string; schema?: JsonSchema; example?: unknown } | null {
  const entries = Object.entries(content ?? {});
  const [mediaType, media] =
    entries.find(([type]) => /^application\/(.+\+)?json\b/.test(type)) ?? entries[0] ?? [];
  return mediaType && media ? { mediaType, ...media } : null;
}

/** The choices of an enum-typed parameter, if it is one. */
export function enumValues(schema: JsonSchema | undefined): string[] | null {
  if (!schema?.enum) return null;
  return schema.enum.filter((value): value is string => typeof value === "string");
}

/** References are followed this deep when making an example; deeper ones give null. */
const EXAMPLE_DEPTH = 6;

/**
 * A value that fits the schema, to start a request body from: the schema's own example, default
 * or first choice where it has one, the first of a union, an object's required fields (all of
 * them when none is required), and empty strings, zeros and false elsewhere.
 */
export function exampleValue(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): unknown {
  if (!schema || depth > EXAMPLE_DEPTH) return null;
  if (schema.$ref) {
    return exampleValue(document.components?.schemas?.[refName(schema.$ref)], document, depth + 1);
  }
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return exampleValue(union[0], document, depth + 1);
  if (schema.allOf) {
    return Object.assign(
      {},
      ...schema.allOf.map((member) => exampleValue(member, document, depth + 1)),
    );
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== "null") ?? types[0];
  switch (type) {
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const chosen =
        required.size > 0 ? properties.filter(([name]) => required.has(name)) : properties;
      return Object.fromEntries(
        chosen.map(([name, field]) => [name, exampleValue(field, document, depth + 1)]),
      );
    }
    case "array":
      return schema.prefixItems
        ? schema.prefixItems.map((item) => exampleValue(item, document, depth + 1))
        : [exampleValue(schema.items, document, depth + 1)];
    case "string":
      return "";
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** The operation's path on this origin with each `{name}` replaced by its value, encoded. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] ?? "") : whole,
  );
}

/** How a key can be sent, as the document's security schemes say. */
export interface KeyPlacement {
  /** What the page shows, e.g. "Authorization: Bearer". */
  label: string;
  header: string;
  /** Written before the key in the header, e.g. "Bearer ". */
  prefix: string;
}

const BEARER: KeyPlacement = {
  label: "Authorization: Bearer",
  header: "authorization",
  prefix: "Bearer ",
};

/**
 * The header-borne schemes of the document (HTTP bearer, an API key in a header), in its
 * order; a bearer Authorization header when it names none.
 */
export function keyPlacements(document: OpenApiDocument): KeyPlacement[] {
  const placements = Object.values(document.components?.securitySchemes ?? {}).flatMap(
    (scheme): KeyPlacement[] => {
      if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") return [BEARER];
      if (scheme.type === "apiKey" && scheme.in === "header" && scheme.name) {
        return [{ label: scheme.name, header: scheme.name.toLowerCase(), prefix: "" }];
      }
      return [];
    },
  );
  const unique = placements.filter(
    (placement, index) => placements.findIndex((p) => p.header === placement.header) === index,
  );
  return unique.length > 0 ? unique : [BEARER];
}
