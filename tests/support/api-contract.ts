import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import type { OpenAPI3, OperationObject, ResponseObject, SchemaObject } from "openapi-typescript";
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "~/lib/app-error";

// Holds every response of /api/v1 to its OpenAPI document: the status must be one the operation
// documents, each documented header present and of its schema, and the JSON body valid against
// the schema the document gives for that status, with Ajv (JSON Schema 2020-12, as OpenAPI 3.1).
// A request for a method its path does not take must be the 405 the document's description
// promises. An error's status must be its code's (ERROR_STATUS). It also records which statuses
// each operation was seen to answer.

const DOCUMENT_ID = "https://timberline.invalid/api/v1/openapi.json";
const PREFIX = "/api/v1";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * The formats the document uses, each checked (the test fails on any other: `unknownFormats`).
 * Zod's checks: the server's schemas are zod's, and the wire carries what they describe.
 */
const FORMATS: Record<string, (value: string) => boolean> = {
  "date-time": (value) => z.iso.datetime({ offset: true }).safeParse(value).success,
  date: (value) => z.iso.date().safeParse(value).success,
  email: (value) => z.email().safeParse(value).success,
  uri: (value) => z.url().safeParse(value).success,
};

/** The RateLimit headers are counted for an accepted key only: a 401 carries none. */
const RATE_HEADER = /^ratelimit-/i;

export interface Operation {
  id: string;
  method: string;
  /** As the document writes it, e.g. /subscriptions/{id}. */
  path: string;
  /** The statuses the document lists for it. */
  statuses: number[];
  responses: Record<number, ResponseObject>;
  /** The scopes a key needs for it (`x-required-scopes`); none for a public operation. */
  scopes: string[];
}

/** A JSON pointer segment inside a URI fragment. */
function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll("~", "~0").replaceAll("/", "~1"));
}

function templateRegExp(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}

/** A header's text as the value its schema describes (integers are sent as digits). */
function headerValue(text: string, schema: SchemaObject | undefined): unknown {
  const type = schema && "type" in schema ? schema.type : undefined;
  return (type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(text)
    ? Number(text)
    : text;
}

export class Contract {
  readonly operations: Operation[];
  /** Operation id → the statuses it answered. */
  readonly seen = new Map<string, Set<number>>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPI3) {
    for (const [name, check] of Object.entries(FORMATS)) this.ajv.addFormat(name, check);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = (item as Record<string, OperationObject | undefined>)[method];
        if (!operation?.operationId) return [];
        const responses = operation.responses as Record<number, ResponseObject>;
        // The app writes every response out in place; a $ref here would need resolving first.
        if (Object.values(responses).some((response) => "$ref" in response)) {
          throw new Error(`${operation.operationId} refers to a shared response`);
        }
        const statuses = Object.keys(responses).map(Number);
        const scopes = (operation as { "x-required-scopes"?: string[] })["x-required-scopes"] ?? [];
        return [{ id: operation.operationId, method, path, statuses, responses, scopes }];
      }),
    );
  }

  /** Every format the document names, less the ones this checker knows: should be empty. */
  unknownFormats(): string[] {
    const named = new Set<string>();
    JSON.stringify(this.document, (key, value) => {
      if (key === "format" && typeof value === "string") named.add(value);
      return value;
    });
    return [...named].filter((format) => !(format in FORMATS));
  }

  /** The validator for the schema at a JSON pointer into the document. */
  private validator(...pointer: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer.map(pointerSegment).join("/")}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /** What is wrong with a webhook's body against the `webhooks` section's schema for `type`. */
  webhookProblems(type: string, body: unknown): string[] {
    const schema = ["post", "requestBody", "content", "application/json", "schema"];
    const validate = this.validator("webhooks", type, ...schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  /** The validator for a part of the response the operation documents for `status`. */
  private responseValidator(operation: Operation, status: number, ...part: string[]) {
    const { path, method } = operation;
    return this.validator("paths", path, method, "responses", String(status), ...part);
  }

  private bodyValidator(operation: Operation, status: number) {
    return this.responseValidator(operation, status, "content", "application/json", "schema");
  }

  private record(name: string, status: number) {
    const statuses = this.seen.get(name) ?? new Set<number>();
    statuses.add(status);
    this.seen.set(name, statuses);
  }

  /**
   * The problems with one response to the request, by the document; none when it conforms. Reads a
   * clone of the response, so the caller still has its body.
   */
  async problemsWith(request: Request, result: Response): Promise<string[]> {
    const response = result.clone();
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, "") || "/";
    const template = Object.keys(this.document.paths ?? {}).find((candidate) =>
      templateRegExp(candidate).test(path),
    );
    if (!template) return [`${path} is not a path of the document`];
    const operation = this.operations.find(
      (candidate) => candidate.path === template && candidate.method === method,
    );
    if (!operation) return this.problemsWithRefusedMethod(template, response);

    this.record(operation.id, response.status);
    const documented = operation.responses[response.status];
    if (!documented) {
      return [
        `${operation.id} answered ${response.status}, which it does not document (${operation.statuses.join(", ")}): ${await response.text()}`,
      ];
    }
    const problems: string[] = [];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const text = response.headers.get(name);
      if (text === null) {
        if (!(response.status === 401 && RATE_HEADER.test(name))) {
          problems.push(`${operation.id} ${response.status}: no ${name} header`);
        }
        continue;
      }
      const validate = this.responseValidator(
        operation,
        response.status,
        "headers",
        name,
        "schema",
      );
      if (!validate(headerValue(text, "schema" in header ? header.schema : undefined))) {
        problems.push(`${operation.id} ${response.status}: ${name}: ${text} is not its schema`);
      }
    }
    const media = Object.keys(documented.content ?? {});
    if (media.length === 0) return problems;
    if (!media.includes("application/json")) {
      return [...problems, `${operation.id} ${response.status}: documents ${media}, not JSON`];
    }
    const type = response.headers.get("content-type") ?? "";
    if (!/^application\/json\b/.test(type)) {
      return [...problems, `${operation.id} ${response.status}: content-type is ${type}`];
    }
    const validate = this.bodyValidator(operation, response.status);
    const body: unknown = await response.json();
    if (!validate(body)) {
      problems.push(
        `${operation.id} ${response.status}: the body is not its schema: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`,
      );
    }
    const code = (body as { code?: unknown } | null)?.code;
    if (response.status >= 400 && Object.hasOwn(ERROR_STATUS, String(code))) {
      const expected = ERROR_STATUS[code as ErrorCode];
      if (expected !== response.status) {
        problems.push(`${operation.id} ${response.status}: ${code} is a ${expected} code`);
      }
    }
    return problems;
  }

  /** A method the path does not take: 405, Allow with the documented methods, an Error body. */
  private async problemsWithRefusedMethod(template: string, response: Response) {
    const allowed = this.operations
      .filter((operation) => operation.path === template)
      .map((operation) => operation.method.toUpperCase());
    const problems: string[] = [];
    if (response.status !== 405) problems.push(`${template}: ${response.status} instead of 405`);
    if (response.headers.get("allow") !== allowed.join(", ")) {
      problems.push(`${template}: Allow is ${response.headers.get("allow")}, not ${allowed}`);
    }
    const validate = this.validator("components", "schemas", "Error");
    if (!validate(await response.json())) {
      problems.push(`${template} 405: ${this.ajv.errorsText(validate.errors)}`);
    }
    return problems;
  }

  /** Whether a value is valid against the schema the document gives an operation's answer. */
  responseSchemaAccepts(operation: Operation, status: number, value: unknown): boolean {
    return this.bodyValidator(operation, status)(value);
  }

  /**
   * A fetch that responses through `handle` and fails, with every problem, on a response the
   * document does not allow: give it to openapi-fetch's `createClient`.
   */
  fetchThrough(handle: (request: Request) => Response | Promise<Response>) {
    return async (request: Request): Promise<Response> => {
      const response = await handle(request);
      const problems = await this.problemsWith(request, response);
      if (problems.length > 0) {
        throw new Error(`${request.method} ${request.url}:\n  ${problems.join("\n  ")}`);
      }
      return response;
    };
  }
}
