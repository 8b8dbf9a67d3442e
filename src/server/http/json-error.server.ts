// Every error the product answers itself has one shape, whatever the endpoint: a JSON body
// `{ code, message }` (and `issues` for VALIDATION_ERROR), never cached. The REST API, the body
// limit, the outage answer, server functions and the last-resort 500 all build it here.

import { DEFAULT_LOCALE } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words, wordsIn } from "~/i18n/words";
import { ERROR_STATUS, type ErrorCode } from "~/lib/app-error";
import { errorLocale } from "./error-language.server";

/** The spec's wording for a failed validation (§5), per part of the request. */
export const VALIDATION_MESSAGES = {
  query: words(m.api_error_invalid_query, {}),
  body: words(m.api_error_invalid_body, {}),
  path: words(m.api_error_invalid_path, {}),
  header: words(m.api_error_invalid_header, {}),
  /** An MCP tool call's arguments (/mcp), checked before they become a REST request. */
  arguments: words(m.api_error_invalid_arguments, {}),
} as const satisfies Record<string, Words>;

export type RequestPart = keyof typeof VALIDATION_MESSAGES;

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
};

/** The code of an error from outside the product's code (Better Auth, TanStack), by its status. */
export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status < 500 ? "BAD_REQUEST" : "INTERNAL_ERROR");
}

export interface Issue {
  path: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  issues?: Issue[];
}

/** An error body as it is made: its message words, or a text with no translation. */
export type ErrorAnswer = Omit<ErrorBody, "message"> & { message: string | Words };

/** The words of the last-resort answer: nothing about what failed. */
export const INTERNAL_ERROR = {
  code: "INTERNAL_ERROR",
  message: words(m.api_error_internal, {}),
} satisfies ErrorAnswer;

/**
 * An error in the product's shape, its message in the caller's language (errorLocale) and
 * Content-Language saying so when it was translated; `headers` add to (or override) the JSON ones.
 */
export function jsonError(status: number, body: ErrorAnswer, headers?: HeadersInit): Response {
  const locale = errorLocale();
  const response = Response.json(
    { ...body, message: wordsIn(body.message, locale) },
    { status, headers },
  );
  response.headers.set("cache-control", "no-store");
  if (locale !== DEFAULT_LOCALE && typeof body.message !== "string") {
    response.headers.set("content-language", locale);
  }
  return response;
}

/** The product's own error `code`, with the status ERROR_STATUS gives it. */
export function appErrorResponse(code: ErrorCode, message: string | Words, headers?: HeadersInit) {
  return jsonError(ERROR_STATUS[code], { code, message }, headers);
}

/** A 400 VALIDATION_ERROR for the part of the request that failed, with one issue per problem. */
export function validationError(part: RequestPart, issues: Issue[], headers?: HeadersInit) {
  return jsonError(
    400,
    { code: "VALIDATION_ERROR", message: VALIDATION_MESSAGES[part], issues },
    headers,
  );
}
