import { getRequest } from "@tanstack/react-start/server";
import { isAPIError } from "better-auth/api";
import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import type { Words } from "~/i18n/words";
import { words } from "~/i18n/words";
import { AppError, type ErrorCode } from "~/lib/app-error";
import { prepareRequestLocale, requestLocale } from "~/server/i18n/request-locale.server";
import { inErrorLanguage } from "./error-language.server";
import {
  codeForStatus,
  type ErrorAnswer,
  type ErrorBody,
  INTERNAL_ERROR,
  jsonError,
  VALIDATION_MESSAGES,
} from "./json-error.server";
import { logEvent } from "./request-log.server";
import { storableInPostgres } from "./storable.server";
import { isDatabaseUnavailable, serviceUnavailable } from "./unavailable.server";

// Server functions answer an error the way every other call of the product does: a 4xx with a
// JSON body `{ code, message }` (and `issues` for VALIDATION_ERROR), never TanStack's serialized
// Error or a plain-text line. The middlewares in function-errors.functions.ts use these.

/**
 * The response to a server-function id that names nothing, and to an admin function called by
 * anyone but an admin (src/server/admin/guard.server.ts): the two cannot be told apart.
 */
export const NO_SUCH_FUNCTION = {
  code: "NOT_FOUND",
  message: words(m.error_no_such_function, {}),
} as const satisfies ErrorAnswer;

/** Ends a server function with a named error: its code's status and a message the browser shows. */
export function refuse(code: ErrorCode, message: string | Words): never {
  throw new AppError(code, message);
}

/**
 * The JSON response for a refused server-function call. `x-tss-raw: thrown` makes TanStack's client
 * reject the call with the response (the function middleware's client side turns it back into
 * an Error with this message); any other client simply reads the JSON.
 */
function errorResponse(status: number, body: ErrorAnswer, headers?: HeadersInit): Response {
  const response = jsonError(status, body, headers);
  response.headers.set("x-tss-raw", "thrown");
  return response;
}

function validationRefusal(method: string, issues: ErrorBody["issues"]): Refusal {
  const message = VALIDATION_MESSAGES[method === "GET" ? "query" : "body"];
  return { status: 400, body: { code: "VALIDATION_ERROR", message, issues } };
}

function validationResponse(method: string, issues: ErrorBody["issues"]): Response {
  const { status, body } = validationRefusal(method, issues);
  return errorResponse(status, body);
}

type StandardPath = ReadonlyArray<PropertyKey | { key: PropertyKey }>;

/**
 * A `.validator(schema)` failure: TanStack throws `new Error(JSON.stringify(issues))` with the
 * Standard Schema issues, so any schema library works and none needs wrapping. Undefined for
 * any other error.
 */
function validatorIssues(error: unknown): ErrorBody["issues"] | undefined {
  if (!(error instanceof Error) || !error.message.startsWith("[")) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.message);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return undefined;
  const issues = parsed as { message?: unknown; path?: StandardPath }[];
  if (!issues.every((issue) => typeof issue?.message === "string")) return undefined;
  return issues.map((issue) => ({
    path: (issue.path ?? [])
      .map((part) => String(typeof part === "object" && part !== null ? part.key : part))
      .join("."),
    message: issue.message as string,
  }));
}

/** A server function's data PostgreSQL could not take: refused before any validator or handler. */
export function unstorableDataResponse(data: unknown, method: string): Response | undefined {
  if (storableInPostgres(data)) return undefined;
  return validationResponse(method, [
    {
      path: "",
      message: "Text may not hold NUL or unpaired surrogate characters, nor nest deeply",
    },
  ]);
}

function statusOf(error: Error): number | undefined {
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : undefined;
}

/** An error's status and body, its message still words to put in the caller's language. */
interface Refusal {
  status: number;
  body: ErrorAnswer;
}

/**
 * The answer to what a server function threw: a failed validator, an error (AppError, with the
 * words it was thrown with, or any Error carrying an HTTP `status`, such as the session check's
 * 401), or a Better Auth APIError. Undefined for anything else: an unexpected error.
 */
function thrownRefusal(error: unknown, method: string): Refusal | undefined {
  const issues = validatorIssues(error);
  if (issues) return validationRefusal(method, issues);
  if (isAPIError(error)) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    const status = error.statusCode;
    const message = error.message || codeForStatus(status);
    return {
      status,
      body: { code: typeof code === "string" && code ? code : codeForStatus(status), message },
    };
  }
  if (error instanceof AppError) {
    return { status: error.status, body: { code: error.code, message: error.words } };
  }
  if (!(error instanceof Error)) return undefined;
  const status = statusOf(error);
  if (status === undefined) return undefined;
  const code = (error as { code?: unknown }).code;
  return {
    status,
    body: {
      code: typeof code === "string" && code ? code : codeForStatus(status),
      message: error.message,
    },
  };
}

/**
 * A failure that is no error. TanStack would send the Error itself to the browser, and a failed
 * query's message names its SQL and bound values; instead an outage answers 503 and anything
 * else a 500 that names nothing internal, with the details in the log. Redirects and not-found
 * answers, which are not Errors, pass on untouched.
 */
function unexpectedFailure(error: unknown): Response | undefined {
  if (!(error instanceof Error)) return undefined;
  if (isDatabaseUnavailable(error)) return serviceUnavailable(getRequest());
  logEvent("error", "Server function failed", { error });
  return errorResponse(500, INTERNAL_ERROR);
}

/**
 * What a server function threw, as the response to send (thrownRefusal, else
 * unexpectedFailure), its message in the calling page's language (ADR 062): the signed-in
 * person's choice, else the browser's. Undefined for what is no error (a redirect).
 */
export async function errorResponseInLanguage(
  error: unknown,
  method: string,
): Promise<Response | undefined> {
  const refusal = thrownRefusal(error, method);
  // A 5xx may be an outage: its language comes from the headers, with no session read.
  if (!refusal) return inErrorLanguage(requestLocale(), () => unexpectedFailure(error));
  let locale: Locale = requestLocale();
  if (refusal.status < 500) {
    try {
      locale = await prepareRequestLocale();
    } catch {
      // The headers' language, then.
    }
  }
  return inErrorLanguage(locale, () => errorResponse(refusal.status, refusal.body));
}

/** Where TanStack Start serves server functions over HTTP (fixed by the build). */
const SERVER_FN_BASE = process.env.TSS_SERVER_FN_BASE || "/_serverFn/";

/**
 * TanStack answers an HTTP call without its client's `x-tsr-serverfn` header (curl, a script)
 * with the function's return value itself when that is not an object: for null or a string that
 * is no HTTP answer at all, and the call fails with a 500. Such a caller gets the value as JSON.
 * Only such calls: a function called while a page renders returns its value as it is.
 */
export function plainClientResult<Next extends object>(next: Next): Next {
  // The object TanStack passes along holds the function's value in `result`, untyped.
  const value = (next as { result?: unknown }).result;
  if (typeof value === "object" && value !== null) return next;
  const request = getRequest();
  if (!new URL(request.url).pathname.startsWith(SERVER_FN_BASE)) return next;
  if (request.headers.get("x-tsr-serverfn") === "true") return next;
  return {
    ...next,
    result: Response.json(value ?? null, { headers: { "cache-control": "no-store" } }),
  };
}

/**
 * A server-function id TanStack cannot look up safely, answered here, at the server's entry, as
 * the unknown id it is: none at all (`/_serverFn/`), on which TanStack throws before any
 * middleware runs; or the name of a property every object has (`constructor`, `toString`), which
 * its manifest lookup takes for a function (a 500, found by `npm run test:fuzz`).
 */
export function unservableServerFnId(request: Request): Response | undefined {
  // Every request passes here: most are no server function call, told without parsing the URL.
  if (!request.url.includes(SERVER_FN_BASE)) return undefined;
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(SERVER_FN_BASE)) return undefined;
  const id = pathname.slice(SERVER_FN_BASE.length).split("/")[0] ?? "";
  if (id !== "" && !Object.hasOwn(Object.prototype, id)) return undefined;
  return errorResponse(404, NO_SUCH_FUNCTION);
}

/** Requests whose server function started running (its middleware chain was entered). */
const reachedFunction = new WeakSet<Request>();

/** Called first thing in every server function call: see respondToServerFnRequest. */
export function markFunctionReached(): void {
  reachedFunction.add(getRequest());
}

const SERVER_FN_LOOKUP_FAILURE = /^(Server function (info|module)|Invalid server action param)/;

/**
 * The request-level half, around TanStack's handling of `/_serverFn/<id>`:
 * - an id that names no function throws before any handler: 404;
 * - a 500 for a call whose function never started means its payload could not be read
 *   (malformed JSON, not a serialized value, a broken form body): 400 VALIDATION_ERROR;
 * - a plain-text error (TanStack's 405 for the wrong method) becomes JSON;
 * - a JSON 4xx without `code` and `message` (TanStack's not-found answer) gets them, keeping
 *   its own fields so the router still recognises it.
 */
export async function respondToServerFnRequest<Result extends { response: Response }>(
  request: Request,
  next: () => Result | Promise<Result>,
): Promise<Result | Response> {
  let result: Result;
  try {
    result = await next();
  } catch (error) {
    if (request.signal.aborted || !(error instanceof Error)) throw error;
    if (!SERVER_FN_LOOKUP_FAILURE.test(error.message)) throw error;
    return errorResponse(404, NO_SUCH_FUNCTION);
  }
  const { response } = result;
  if (response.status < 400 || response.headers.get("x-tss-serialized")) {
    if (response.status === 500 && !reachedFunction.has(request)) {
      await response.body?.cancel();
      return validationResponse(request.method, undefined);
    }
    return result;
  }
  return (await asJsonError(response)) ?? result;
}

async function asJsonError(response: Response): Promise<Response | undefined> {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.clone().text();
  const status = response.status;
  if (type.includes("application/json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      const fields = body as Record<string, unknown>;
      if (typeof fields.code === "string" && typeof fields.message === "string") return undefined;
      // The router's not-found object: the same response, with the product's two fields added.
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return Response.json(
        {
          ...fields,
          code: typeof fields.code === "string" ? fields.code : codeForStatus(status),
          message: typeof fields.message === "string" ? fields.message : defaultMessage(status),
        },
        { status, headers },
      );
    }
  }
  const headers = new Headers();
  const allow = response.headers.get("allow");
  if (allow) headers.set("allow", allow);
  const message =
    status === 405 && allow
      ? `This server function takes ${allow} requests.`
      : defaultMessage(status);
  return errorResponse(status, { code: codeForStatus(status), message }, headers);
}

function defaultMessage(status: number): string {
  if (status === 404) return "Not found.";
  if (status === 403) return "This request was refused.";
  return "The request could not be handled.";
}
