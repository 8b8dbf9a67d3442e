// While the database cannot be reached, the product answers 503 with a JSON body and a
// Retry-After header instead of a 500: load balancers and clients retry, people read that it is
// temporary, and no layer has to know what an outage looks like to every other layer.

import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { codeInCauses } from "~/lib/error-code";
import { jsonError } from "./json-error.server";

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE = words(m.api_error_unavailable, {});

/** The 503's body in English. */
export const SERVICE_UNAVAILABLE = {
  code: "SERVICE_UNAVAILABLE",
  message: UNAVAILABLE("en"),
} as const;

/**
 * Codes of errors that mean "the database is not there right now", not "this query is wrong":
 * the socket's (refused, reset, timed out, no route, no such host), postgres.js's own (a pool
 * connection closed, ended or never came up in time) and PostgreSQL's SQLSTATEs for a server
 * shutting down, starting up, crashed or out of connections. Class 08 (connection exception)
 * is matched as a class.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** The embedded database after `close()`: the same outage, seen in-process. */
const PGLITE_CLOSED = "PGlite is closed";

/**
 * Errors of the other outside services wrap socket errors too; theirs is a different failure
 * with its own message (mail not sent, payment provider unreachable), never a database outage.
 */
const OTHER_SERVICES = /^(MailDeliveryError|Polar\w*Error)$/;

/**
 * Whether `error` (or what caused it, through `cause` and AggregateError's `errors`) says the
 * database cannot be reached, as opposed to a failed query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { name, code, message, cause, errors } = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof name === "string" && OTHER_SERVICES.test(name)) continue;
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))
    )
      return true;
    if (message === PGLITE_CLOSED) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

function unavailableHeaders(request: Request | undefined): Headers {
  const headers = new Headers({ "retry-after": String(RETRY_AFTER_SECONDS) });
  // A server function's caller (TanStack's client) rejects the call with a response marked
  // this way; the product's function middleware turns it into an Error with the message.
  if (request && isServerFnRequest(request)) headers.set("x-tss-raw", "thrown");
  return headers;
}

/** The 503 response: `{ code: "SERVICE_UNAVAILABLE", message }` with Retry-After. */
export function serviceUnavailable(request?: Request): Response {
  const body = { code: SERVICE_UNAVAILABLE.code, message: UNAVAILABLE };
  return jsonError(503, body, unavailableHeaders(request));
}

function isServerFnRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/_serverFn/");
}

function isHtml(response: Response): boolean {
  return response.headers.get("content-type")?.startsWith("text/html") ?? false;
}

/**
 * A 5xx during an outage, as a 503. A rendered error page stays the page (with the status and
 * Retry-After changed), so a person still sees the app's "Something went wrong" screen; any other
 * answer becomes the JSON body, since what the layer below wrote may be a raw query error.
 */
async function asUnavailable(request: Request, response: Response): Promise<Response> {
  if (isHtml(response) && !isServerFnRequest(request)) {
    const headers = new Headers(response.headers);
    headers.set("retry-after", String(RETRY_AFTER_SECONDS));
    headers.set("cache-control", "no-store");
    return new Response(response.body, { status: 503, headers });
  }
  await response.body?.cancel();
  return serviceUnavailable(request);
}

/** One line when an outage is first answered, and again at most every this often. */
const WARNING_INTERVAL_MS = 10_000;
let lastWarning = 0;

/**
 * When an outage was last answered. For a moment after the database is back, a request can still
 * fail on a pooled connection the outage broke while a fresh probe already succeeds; a 5xx that
 * close to an outage is its tail and is answered as one.
 */
let lastOutageAt = Number.NEGATIVE_INFINITY;
const OUTAGE_TAIL_MS = 2_000;

function warnOutage(reason: string): void {
  const now = Date.now();
  lastOutageAt = now;
  if (now - lastWarning < WARNING_INTERVAL_MS) return;
  lastWarning = now;
  console.warn(`Database unreachable (${reason}): answering 503 until it is back.`);
}

function reasonOf(error: unknown): string {
  return codeInCauses(error) ?? "connection error";
}

/**
 * Around the whole app (src/server.ts): an error that escaped every layer because the database
 * is unreachable, or any 5xx answered while a quick probe finds the database unreachable (a
 * layer that caught the error and answered 500 in its own words), becomes a 503. `reachable` is
 * that probe (readiness.server.ts); it runs only for 5xx answers. Other answers pass untouched.
 */
export async function respondToOutages(
  request: Request,
  respond: () => Promise<Response>,
  reachable: () => Promise<boolean>,
): Promise<Response> {
  let response: Response;
  try {
    response = await respond();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    warnOutage(reasonOf(error));
    return serviceUnavailable(request);
  }
  if (response.status < 500 || response.status === 503) return response;
  const inOutageTail = Date.now() - lastOutageAt < OUTAGE_TAIL_MS;
  if (!inOutageTail && (await reachable())) return response;
  warnOutage(`HTTP ${response.status} while the database does not answer`);
  return asUnavailable(request, response);
}
