// Every request body is read here first, within the limit of the endpoint it is for, before any
// parser, validator or rate limiter sees it: an oversized body costs the server at most its
// limit in memory, whatever the endpoint, and is answered 413 in the product's JSON shape.

import { headersLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { inErrorLanguage, inRequestedLanguage } from "./error-language.server";
import { appErrorResponse } from "./json-error.server";

/** Polar's events are a few kilobytes; a megabyte leaves room for any of them. */
export const WEBHOOK_BODY_LIMIT = 1_000_000;
/**
 * Every other endpoint takes small JSON: an auth call, a server function's arguments, a REST call.
 * The largest real one (a provider's form-posted callback with its ID token) is a few kilobytes.
 */
export const JSON_BODY_LIMIT = 16 * 1024;

const WEBHOOK_PATH = "/api/webhooks/polar";

function bodyLimitFor(pathname: string): number {
  return pathname === WEBHOOK_PATH ? WEBHOOK_BODY_LIMIT : JSON_BODY_LIMIT;
}

export type BodyRead =
  | { kind: "read"; bytes: Uint8Array<ArrayBuffer> }
  | { kind: "too-large" }
  /** The client stopped sending before the end (it hung up, or the connection broke). */
  | { kind: "incomplete" };

/**
 * An oversized body up to this size is read to its end and thrown away before the 413 goes
 * out: a server that responses and closes while the client is still sending makes the client's
 * system reset the connection, and the client may never see the response. A larger one is cut off
 * at once (its sender may see only the reset), and so is one still arriving after DRAIN_MS.
 */
export const DRAIN_LIMIT = 8 * 1024 * 1024;
const DRAIN_MS = 5_000;

/** Reads and discards the rest of a body, within DRAIN_LIMIT bytes in all and DRAIN_MS. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, readSoFar: number) {
  let size = readSoFar;
  const deadline = Date.now() + DRAIN_MS;
  try {
    while (size <= DRAIN_LIMIT && Date.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => {});
}

/** The body's bytes, read no further than `limit` (the rest is drained or cut off). */
export async function readWithin(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (!request.body) return { kind: "read", bytes: new Uint8Array(new ArrayBuffer(0)) };
  const reader = request.body.getReader();
  if (declared > limit) {
    if (declared <= DRAIN_LIMIT) await drain(reader, 0);
    else await reader.cancel().catch(() => {});
    return { kind: "too-large" };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await drain(reader, size);
        return { kind: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { kind: "incomplete" };
  }
  return { kind: "read", bytes: new Uint8Array(Buffer.concat(chunks)) };
}

function errorResponse(
  request: Request,
  code: "PAYLOAD_TOO_LARGE" | "INCOMPLETE_BODY",
  message: Words,
): Response {
  const headers = new Headers({ connection: "close" });
  const { pathname } = new URL(request.url);
  // TanStack's client rejects a server-function call with a response marked this way.
  if (pathname.startsWith("/_serverFn/")) headers.set("x-tss-raw", "thrown");
  const answer = () => appErrorResponse(code, message, headers);
  // In the caller's language (ADR 062): the REST API's by Accept-Language only, any other by the
  // `locale` cookie, then Accept-Language. No session is read for a refused body.
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/")
    ? inRequestedLanguage(request, answer)
    : inErrorLanguage(headersLocale(request.headers), answer);
}

/**
 * The request with its body in memory, read within its endpoint's limit; or the response when it does
 * not fit (413) or never arrived whole (400: the client is gone, and nothing it sent is used).
 * Requests without a body pass as they are.
 */
export async function boundedRequest(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const read = await readWithin(request, limit);
  if (read.kind === "too-large") {
    return errorResponse(
      request,
      "PAYLOAD_TOO_LARGE",
      words(m.error_body_too_large, { size: Math.round(limit / 1024) }),
    );
  }
  if (read.kind === "incomplete") {
    return errorResponse(request, "INCOMPLETE_BODY", words(m.error_body_incomplete, {}));
  }
  const bounded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: read.bytes,
    signal: request.signal,
  });
  // The server's request carries the connection's address (srvx's `ip`), which the rate limits
  // read (client-ip.server.ts).
  const ip = (request as Request & { ip?: string }).ip;
  if (ip !== undefined) Object.defineProperty(bounded, "ip", { value: ip });
  return bounded;
}
