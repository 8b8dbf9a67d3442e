// Structured logs, written by pino: one JSON line per request on stdout, and the app's own events
// (logEvent) as JSON lines carrying the id of the request they happened in. A line never holds a
// secret: the query string is dropped whole (magic-link, reset and verification tokens, OAuth
// codes and callbackURLs travel there), a token that travels in the path is replaced, no header,
// cookie or body is read, and an event's fields with secret names are redacted. The client's
// address and user agent are left out too (personal data a request log does not need; the load
// balancer's own log has them where a deployment wants them).

import { randomUUID } from "node:crypto";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { pathOf, recordRequestPath } from "~/server/metrics/requests.server";
import { inCluster } from "~/server/platform/cluster.server";
import { currentRequest, inRequest } from "~/server/platform/request-context.server";
import { isSecured } from "./security-headers.server";

export type LogLevel = "info" | "warn" | "error";
type LogStream = "stdout" | "stderr";

export interface LogSettings {
  /** Events are JSON lines (the built server); otherwise they go to the console as text. */
  json: boolean;
  /** One line per request (LOG_REQUESTS). */
  requests: boolean;
  /**
   * Where lines go: request lines and info events to stdout, warnings and errors to stderr (as
   * console.warn and console.error did). By default the process's own (processDestination).
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
/** A failed query's bound values, as Drizzle appends them to its message (session tokens…). */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;

/**
 * Field names whose values are never logged. pino's redaction matches names exactly, so each
 * spelling that the app, Better Auth and the OAuth providers use is listed.
 */
const SECRET_FIELDS = `
  code key otp state token accessToken access_token refreshToken refresh_token idToken id_token
  sessionToken session_token secret clientSecret client_secret password newPassword
  currentPassword cookie Cookie set-cookie authorization Authorization signature apiKey api_key
  x-api-key`
  .trim()
  .split(/\s+/);
/**
 * How deep an event's values are kept (bounded): pino stringifies whatever it is given, so the
 * redaction paths below reach every level a line can hold.
 */
const MAX_DEPTH = 3;
const MAX_ITEMS = { array: 10, object: 20 };
const MAX_STRING = 500;
/** Each secret name at each level: `token`, `*.token`, `*.*.token`…; `*["set-cookie"]`… */
const SECRET_PATHS = SECRET_FIELDS.flatMap((name) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const above = Array<string>(depth).fill("*");
    return /^[A-Za-z_$][\w$]*$/.test(name)
      ? [...above, name].join(".")
      : `${above.join(".")}["${name}"]`;
  }),
);
/** A line's own fields: an event's fields of the same name are left out. */
const RESERVED = new Set(["time", "level", "msg", "requestId"]);
/** Past this many bytes waiting for a reader, lines are dropped (and counted), not queued. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

/** pino's asynchronous destination (sonic-boom) on a file descriptor. */
type FdDestination = ReturnType<typeof pino.destination>;

/** A process's stdout or stderr as the loggers write to it (processDestination). */
export interface ProcessDestination extends FdDestination {
  /** Whether a write found the pipe full and waits to be tried again. */
  waitingToRetry(): boolean;
  /**
   * Writes every line still held, blocking, for at most `limitMs` while the reader does not
   * read: at exit, when nothing asynchronous runs any more.
   */
  writeHeldSync(limitMs?: number): void;
}

let isoSecond = -1;
let isoPrefix = "";

/**
 * Date#toISOString, with the part up to the seconds computed once a second: it is per request,
 * and pino's own isoTime (a new Date each line) costs more than the rest of the line.
 */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const millis = ms - second * 1000;
  return `${isoPrefix}${millis < 10 ? "00" : millis < 100 ? "0" : ""}${millis}Z`;
}

/**
 * The shape of every line: level by name, ISO time, no hostname; the pid only when the server
 * runs several worker processes (WEB_CONCURRENCY), to tell their lines apart.
 */
const LINE: LoggerOptions = {
  base: inCluster ? { pid: process.pid } : null,
  timestamp: () => `,"time":"${isoTime(Date.now())}"`,
  formatters: { level: (label) => ({ level: label }) },
};

/** Events carry the id of the request they happened in, and lose the values of secret fields. */
const EVENT: LoggerOptions = {
  ...LINE,
  mixin: () => {
    const id = currentRequest()?.id;
    return id === undefined ? {} : { requestId: id };
  },
  redact: { paths: SECRET_PATHS, censor: REDACTED },
};

interface Loggers {
  requests: Logger;
  events: Record<LogStream, Logger>;
}

let settings: LogSettings = { json: false, requests: false };
let loggers: Loggers | undefined;
let processDestinations: Record<LogStream, ProcessDestination> | undefined;

/** Called once at start-up by the server entry; tests pass their own `write`. */
export function configureLogging(next: LogSettings): void {
  settings = next;
  loggers = undefined;
}

function currentLoggers(): Loggers {
  if (loggers) return loggers;
  const { write } = settings;
  const to = (stream: LogStream): DestinationStream =>
    write ? { write: (line) => write(line.slice(0, -1), stream) } : batchedStreams()[stream];
  loggers = {
    requests: pino(LINE, to("stdout")),
    events: { stdout: pino(EVENT, to("stdout")), stderr: pino(EVENT, to("stderr")) },
  };
  return loggers;
}

/** What the loggers write to: the lines of one event-loop turn go to the destination at once. */
let batched: Record<LogStream, BatchedStream> | undefined;

function batchedStreams() {
  const destinations = processStreams();
  batched ??= {
    stdout: new BatchedStream(destinations.stdout),
    stderr: new BatchedStream(destinations.stderr),
  };
  return batched;
}

/**
 * Lines gathered for the rest of the event-loop turn and handed to the destination as one
 * write: under load a turn answers many requests, and one write per turn costs the REST API's
 * hot path far less than one per line (ADR 029). Pending lines are handed over before the
 * process exits and before shutdown waits for the destinations.
 */
class BatchedStream implements DestinationStream {
  private pending: string[] = [];
  private scheduled = false;

  constructor(private readonly destination: ProcessDestination) {
    // On exit nothing asynchronous runs any more: the last lines are written synchronously.
    process.once("exit", () => {
      this.flush();
      destination.writeHeldSync();
    });
  }

  write(line: string): void {
    this.pending.push(line);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const lines = this.pending.join("");
    this.pending = [];
    this.destination.write(lines);
  }
}

/** One destination per file descriptor, however often logging is configured. */
function processStreams() {
  processDestinations ??= { stdout: processDestination(1), stderr: processDestination(2) };
  return processDestinations;
}

/**
 * How long the exit may block writing the lines still held, for a reader that has fallen behind
 * (a starved log shipper): with shutdown's own 10 s, within the stop grace of compose.yaml (15 s).
 */
const EXIT_WRITE_LIMIT_MS = 3000;

/**
 * The process's stdout or stderr, written asynchronously: lines logged while a write is under way
 * go out together in the next one, so under load a request costs no system call of its own. When
 * whatever reads stops reading, lines are dropped rather than held in memory, and a line says how
 * many once it reads again; a broken pipe never takes the server down (pino's destination stops
 * writing). What is still held is written synchronously when the process exits (writeHeldSync),
 * and `flushLogs` waits for it at shutdown.
 */
export function processDestination(fd: number, maxLength = MAX_PENDING_BYTES): ProcessDestination {
  let giveUpAt = Number.POSITIVE_INFINITY;
  let retrying = false;
  const destination = pino.destination({
    fd,
    sync: false,
    maxLength,
    // sonic-boom's answer to a full pipe (EAGAIN): the same write again a little later. Until
    // then its flushSync leaves that write out, which writeHeldSync below puts back.
    retryEAGAIN: () => {
      retrying = true;
      return Date.now() < giveUpAt;
    },
  });
  destination.on("write", () => {
    retrying = false;
  });
  // pino's destination stops writing on a broken pipe; any other write error is no reason to stop.
  destination.on("error", () => {});
  let dropped = 0;
  destination.on("drop", () => {
    dropped++;
  });
  destination.on("drain", () => {
    if (dropped === 0) return;
    const notice = {
      level: "warn",
      time: isoTime(Date.now()),
      count: dropped,
      msg: "lines dropped",
    };
    dropped = 0;
    destination.write(`${JSON.stringify(notice)}\n`);
  });
  const writeHeldSync = (limitMs = EXIT_WRITE_LIMIT_MS) => {
    giveUpAt = Date.now() + limitMs;
    // flushSync writes first the buffer of a destination with no write under way, and a write
    // waiting for its retry is not under way: its timer never fires once the process exits.
    if (retrying) (destination as unknown as { _writing: boolean })._writing = false;
    try {
      destination.flushSync();
    } catch {
      // A reader that is gone (a closed pipe) or still not reading at the limit: lines are lost.
    }
  };
  return Object.assign(destination, { waitingToRetry: () => retrying, writeHeldSync });
}

/** How long shutdown waits for stdout and stderr to take the last lines (a reader may be gone). */
const FLUSH_LIMIT_MS = 2000;

/** Resolves once every line logged so far has been written to stdout and stderr. */
async function flushLogs(): Promise<void> {
  for (const stream of Object.values(batched ?? {})) stream.flush();
  const limit = new Promise<void>((done) => setTimeout(done, FLUSH_LIMIT_MS).unref());
  await Promise.race([Promise.all(Object.values(processDestinations ?? {}).map(drained)), limit]);
}

/**
 * Resolves once what was written to `destination` is out. Its `flush` only starts a write; an
 * empty write makes it say "drain" when none is under way any more, whether one was or not.
 */
export function drained(destination: FdDestination): Promise<void> {
  return new Promise((done) => {
    destination.once("drain", () => done());
    destination.write("");
  });
}

// The lifecycle plugin (src/server/app/lifecycle.nitro.ts) calls this after the shutdown hooks and
// before it exits, so the lines they logged are out too.
(globalThis as Record<symbol, unknown>)[Symbol.for("app.flush-logs")] = flushLogs;

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
      const abandoned = currentRequest()?.signal?.aborted === true;
      logEvent(
        abandoned ? "info" : level,
        abandoned ? `Request abandoned by its client: ${msg}` : msg,
        error ? { error } : {},
      );
    };
  }
}

/** The request's path, without query or fragment, with path-borne tokens replaced. */
export function loggedPath(url: string): string {
  return scrubbedPath(pathOf(url));
}

/** A request's path (`pathOf`) as the log shows it: decoded, bounded, path-borne tokens replaced. */
function scrubbedPath(sent: string): string {
  let path = sent;
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
function requestIdFor(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming !== null && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

function withRequestIdHeader(response: Response, id: string): Response {
  // A response made with every header (securedJsonHeaders) names the id itself (currentRequestId).
  if (isSecured(response)) return response;
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

/** The id of the request being served here, for a response that writes its own headers. */
export function currentRequestId(): string | undefined {
  return currentRequest()?.id;
}

/**
 * Serves `request` with `run`, under a request id: the incoming X-Request-Id when well formed
 * (a proxy's, so its log and ours line up), else a new UUID. The id is echoed in the response's
 * X-Request-Id and carried by every logEvent line written while the request is served. When
 * the response's head is ready (a streamed body continues after it), the request is counted in
 * the metrics by its route pattern (src/server/metrics/requests.server.ts) and, with request
 * logging on, one line is written: time, method, path, status and duration.
 */
export async function withRequestLog(
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  const id = requestIdFor(request);
  const since = performance.now();
  const logOutcome = (status: number, failure?: { error: unknown }) => {
    const ms = performance.now() - since;
    // One split of the URL serves the metrics' route and the log line's path.
    const path = pathOf(request.url);
    recordRequestPath(request.method, path, status, ms / 1000);
    if (!settings.requests) return;
    const line = {
      requestId: id,
      method: request.method,
      path: scrubbedPath(path),
      status,
      durationMs: round(ms),
      error: failure && errorFields(failure.error),
    };
    currentLoggers().requests[status >= 500 ? "error" : "info"](line, "request");
  };
  let response: Response;
  try {
    response = await inRequest(request, id, run);
  } catch (error) {
    logOutcome(500, { error });
    throw error;
  }
  // A client that hung up before its response: 499 (nginx's "client closed request"), whatever
  // the render made of its cancelled work; no error of the server's.
  logOutcome(request.signal.aborted ? CLIENT_CLOSED_REQUEST : response.status);
  return withRequestIdHeader(response, id);
}

/** What an error says, safe to log: name, message and stack, links without their queries. */
function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const fields: Record<string, string> = { name: error.name, message: scrub(error.message) };
  if (error.stack) fields.stack = scrub(error.stack);
  if (error.cause instanceof Error) {
    fields.cause = `${error.cause.name}: ${scrub(error.cause.message)}`;
  }
  return fields;
}

function scrub(text: string): string {
  return text.replace(URL_QUERY, "$1?…").replace(QUERY_PARAMS, "$1…");
}

/**
 * A value cut to what a log line holds: errors reduced to errorFields, links without their
 * queries, long strings, deep nesting and long lists cut. Secret fields are pino's to redact.
 */
function bounded(value: unknown, depth = 0): unknown {
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
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS.array).map((item) => bounded(item, depth + 1));
  }
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ITEMS.object)
      .map(([name, item]) => [name, bounded(item, depth + 1)]),
  );
}

/**
 * An event of the app's (a failed call, a retry given up), with the current request's id; an
 * `error` field becomes its name, message and stack. JSON lines in the built server; the console
 * in development and tests, where the console guard sees errors.
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
  const line: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!RESERVED.has(name)) line[name] = bounded(value);
  }
  currentLoggers().events[level === "info" ? "stdout" : "stderr"][level](line, scrub(msg));
}

/**
 * Better Auth's `logger` option: its messages become events like the app's own, with the
 * request id. Extra arguments (errors, detail objects) go into `detail`.
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
