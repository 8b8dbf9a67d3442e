// Structured logs: one JSON line per request on stdout, and the app's own events (logEvent) as
// JSON lines carrying the id of the request they happened in. A line never holds a secret: the
// query string is dropped whole (magic-link, reset and verification tokens, OAuth codes and
// callbackURLs travel there), a token that travels in the path is replaced, and no header,
// cookie or body is read. The client's address and user agent are left out too (personal data
// a request log does not need; the load balancer's own log has them where a deployment wants
// them).

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Writable } from "node:stream";
import { format } from "node:util";

export type LogLevel = "info" | "warn" | "error";
export type LogStream = "stdout" | "stderr";

export interface LogSettings {
  /** Events are JSON lines (the built server); otherwise they go to the console as text. */
  json: boolean;
  /** One line per request (LOG_REQUESTS). */
  requests: boolean;
  /**
   * Where lines go: request lines and info events to stdout, warnings and errors to stderr (as
   * console.warn and console.error did). By default the process's own, gathered per turn.
   */
  write?: (line: string, stream: LogStream) => void;
}

/** An id a proxy or client sent is kept only in this shape: nothing to inject into a log line. */
const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Paths longer than this are cut: a hostile one would otherwise bloat every log line. */
const MAX_PATH = 512;
const REDACTED = "[redacted]";
/**
 * Routes with a secret in the path itself: Better Auth's password reset link
 * (/api/auth/reset-password/:token). Anything in a query string is never logged at all.
 */
const TOKEN_IN_PATH = /(\/reset-password\/)[^/]+/gi;
/**
 * The sign-in link's page and Better Auth's endpoint behind its button carry the token in the
 * query. A mail system that escapes the "?" (…/login/confirm%3Ftoken=…) moves it into the path:
 * whatever follows these paths is replaced.
 */
const TOKEN_AFTER_PATH = /^(\/login\/confirm|\/api\/auth\/magic-link\/verify)(?!\/?$).+$/is;
/** A link in an error message loses its query, which may carry a token. */
const URL_QUERY = /(https?:\/\/[^\s?#]*)[?#]\S*/g;

/** The request being served: its id, and whether its client has gone away. */
const context = new AsyncLocalStorage<{ id: string; signal: AbortSignal }>();

const writers: Partial<Record<LogStream, (line: string) => void>> = {};
const toProcess = (line: string, stream: LogStream) => {
  writers[stream] ??= batchedWriter(process[stream]);
  writers[stream](line);
};

let settings: Required<LogSettings> = { json: false, requests: false, write: toProcess };

/** Called once at start-up by the server entry; tests pass their own `write`. */
export function configureLogging(next: LogSettings): void {
  settings = { ...next, write: next.write ?? toProcess };
}

let consoleCaptured = false;

/**
 * In the built server: what libraries print with console.warn and console.error (TanStack
 * Start's "error without a status", postgres.js) becomes a JSON line with the request id like
 * every other, instead of plain text with a stack. An error met while serving a request whose
 * client has gone away (a page load cancelled mid-render) is logged as information: the server
 * did nothing wrong.
 */
export function captureConsole(): void {
  if (consoleCaptured) return;
  consoleCaptured = true;
  for (const level of ["warn", "error"] as const) {
    console[level] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const msg = rest.length > 0 ? format(...rest) : ((error as Error | undefined)?.message ?? "");
      const abandoned = context.getStore()?.signal.aborted === true;
      logEvent(
        abandoned ? "info" : level,
        abandoned ? `Request abandoned by its client: ${msg}` : msg,
        error ? { error } : {},
      );
    };
  }
}

/** Past this many bytes waiting for stdout, lines are dropped (and counted), not queued. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

/**
 * Lines written in one turn of the event loop go out in one write: under load a turn answers
 * several requests, and one system call per request would be the costliest part of logging.
 * When whatever reads stdout stops reading, lines are dropped rather than held in memory, and a
 * line says how many once it reads again; a broken pipe never takes the server down.
 */
export function batchedWriter(stream: Writable): (line: string) => void {
  let pending = "";
  let dropped = 0;
  stream.on("error", () => {});
  const flush = () => {
    let chunk = pending;
    pending = "";
    if (stream.writableLength > MAX_PENDING_BYTES) {
      dropped += chunk.split("\n").length - 1;
      return;
    }
    if (dropped > 0) {
      const notice = {
        time: isoTime(Date.now()),
        level: "warn",
        msg: "log lines dropped: stdout was not read",
        count: dropped,
      };
      chunk = `${JSON.stringify(notice)}\n${chunk}`;
      dropped = 0;
    }
    stream.write(chunk);
  };
  return (line) => {
    if (pending === "") setImmediate(flush);
    pending += `${line}\n`;
  };
}

let isoSecond = -1;
let isoPrefix = "";

/** Date#toISOString, with the part up to the seconds computed once a second: it is per request. */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const millis = ms - second * 1000;
  return `${isoPrefix}${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}

/** The id of the request being served, when there is one. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.id;
}

/** The request's path, without query or fragment, with path-borne tokens replaced. */
export function loggedPath(url: string): string {
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? 0 : url.indexOf("/", scheme + 3);
  if (start === -1) return "/";
  let end = url.indexOf("?", start);
  if (end === -1) end = url.length;
  const hash = url.indexOf("#", start);
  if (hash !== -1 && hash < end) end = hash;
  let path = url.slice(start, end);
  if (path.includes("%")) {
    // Decoded before the token check, so that /reset%2Dpassword/<token> is caught too.
    try {
      path = decodeURI(path);
    } catch {
      // malformed escapes: kept as sent
    }
  }
  if (path.length > MAX_PATH) path = `${path.slice(0, MAX_PATH)}…`;
  return path.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_AFTER_PATH, `$1${REDACTED}`);
}

/** The incoming X-Request-Id when it has the expected shape, else a new random one. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming !== null && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

function withRequestIdHeader(response: Response, id: string): Response {
  try {
    response.headers.set("x-request-id", id);
    return response;
  } catch {
    // Immutable headers (a redirect made with Response.redirect, a fetched response): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set("x-request-id", id);
    return copy;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Serves `request` with `run`, under a request id: the incoming X-Request-Id when well formed
 * (a proxy's, so its log and ours line up), else a new UUID. The id is echoed in the response's
 * X-Request-Id and carried by every logEvent line written while the request is served. With
 * request logging on, one line is written when the response's head is ready (a streamed body
 * continues after it): time, method, path, status and duration.
 */
export async function withRequestLog(
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  const id = requestIdFor(request);
  const startedAt = Date.now();
  const since = performance.now();
  let response: Response;
  try {
    response = await context.run({ id, signal: request.signal }, run);
  } catch (error) {
    if (settings.requests) {
      settings.write(
        JSON.stringify({
          time: isoTime(startedAt),
          level: "error",
          msg: "request",
          requestId: id,
          method: request.method,
          path: loggedPath(request.url),
          status: 500,
          durationMs: round(performance.now() - since),
          error: errorFields(error),
        }),
        "stdout",
      );
    }
    throw error;
  }
  if (settings.requests) {
    // A client that hung up before its answer: 499 (nginx's "client closed request"), whatever
    // the render made of its cancelled work; no error of the server's.
    const status = request.signal.aborted ? CLIENT_CLOSED_REQUEST : response.status;
    settings.write(
      JSON.stringify({
        time: isoTime(startedAt),
        level: status >= 500 ? "error" : "info",
        msg: "request",
        requestId: id,
        method: request.method,
        path: loggedPath(request.url),
        status,
        durationMs: round(performance.now() - since),
      }),
      "stdout",
    );
  }
  return withRequestIdHeader(response, id);
}

/** What an error says, safe to log: name, message and stack, links without their queries. */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const fields: Record<string, string> = { name: error.name, message: scrub(error.message) };
  if (error.stack) fields.stack = scrub(error.stack);
  if (error.cause instanceof Error) {
    fields.cause = `${error.cause.name}: ${scrub(error.cause.message)}`;
  }
  return fields;
}

/** A failed query's bound values, as Drizzle appends them to its message (session tokens…). */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;

function scrub(text: string): string {
  return text.replace(URL_QUERY, "$1?…").replace(QUERY_PARAMS, "$1…");
}

/** Field names whose values are never logged, at any depth. */
const SECRET_FIELD =
  /^(code|key|otp|state)$|token|secret|passw(or)?d|cookie|authori[sz]ation|signature|api[-_]?key$/i;
/** A line's own fields: an event's fields of the same name are left out. */
const RESERVED = new Set(["time", "level", "msg", "requestId"]);
const MAX_STRING = 500;

/**
 * A value made safe for a log line: errors reduced to errorFields, fields with secret-sounding
 * names replaced, links without their queries, long strings cut, depth and arrays bounded.
 */
export function safeValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return errorFields(value);
  if (typeof value === "string") {
    const text = scrub(value);
    return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text;
  }
  if (value === null || typeof value !== "object") {
    return typeof value === "bigint" || typeof value === "symbol" || typeof value === "function"
      ? String(value)
      : value;
  }
  if (depth >= 3) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 10).map((item) => safeValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value).slice(0, 20)) {
    out[name] = SECRET_FIELD.test(name) ? REDACTED : safeValue(item, depth + 1);
  }
  return out;
}

/**
 * An event of the app's (a failed call, a retry given up), with the current request's id; the
 * fields pass through safeValue, so an `error` becomes its name, message and stack. JSON lines
 * in the built server; the console in development and tests, where the console guard sees errors.
 */
export function logEvent(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (!settings.json) {
    const { error, ...rest } = fields;
    const args: unknown[] = [msg];
    if (Object.keys(rest).length > 0) args.push(rest);
    if (error !== undefined) args.push(error);
    console[level](...args);
    return;
  }
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (RESERVED.has(name)) continue;
    safe[name] = SECRET_FIELD.test(name) ? REDACTED : safeValue(value);
  }
  settings.write(
    JSON.stringify({
      time: isoTime(Date.now()),
      level,
      msg: scrub(msg),
      requestId: currentRequestId(),
      ...safe,
    }),
    level === "info" ? "stdout" : "stderr",
  );
}

/**
 * Better Auth's `logger` option: its messages become events like the app's own, with the
 * request id. Extra arguments (errors, detail objects) go into `detail`, made safe.
 */
const CLIENT_CEREMONY_FAILURES = new Set([
  "Failed to verify authentication",
  "Failed to verify registration",
]);

export const betterAuthLogger = {
  log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]): void {
    // The passkey plugin logs every WebAuthn answer it refuses (another origin, a bad
    // signature) as an error; the caller gets a 400, and the server is fine.
    if (level === "error" && CLIENT_CEREMONY_FAILURES.has(message)) level = "warn";
    const fields: Record<string, unknown> = {};
    const error = args.find((arg) => arg instanceof Error);
    if (error) fields.error = error;
    const detail = args.filter((arg) => arg !== error);
    if (detail.length > 0) fields.detail = detail.length === 1 ? detail[0] : detail;
    logEvent(level === "debug" ? "info" : level, `[Better Auth] ${message}`, fields);
  },
};
