import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { z } from "zod";
import { pagePolicy } from "./checkout-page.server";
import { PolarApiError, validationError } from "./errors.server";

// Reading requests and writing answers as Polar's servers do; every part of the twin's HTTP
// surface (API, control API, hosted pages) shares them.

/** Zod's complaint in FastAPI's 422 shape, which the SDK maps to HTTPValidationError. */
export function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: "body" | "query",
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      loc: [where, ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
      msg: issue.message,
      input: value,
    })),
  );
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new PolarApiError(422, {
      detail: [{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {} }],
    });
  }
}

export function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  formTargets: string[] = [],
): void {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": pagePolicy(formTargets),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  response.end(html);
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** How long the twin keeps an idle connection open, as load balancers in front of APIs do. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on the port and host asked for (a free port by default). A PolarApiError a handler
 * throws is its response; anything else is a 500 and a line on the console.
 */
export async function listen(
  handle: Handler,
  port: number | undefined,
  host: string | undefined,
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    handle(request, response)
      .catch((error: unknown) => {
        if (error instanceof PolarApiError) return sendJson(response, error.status, error.body);
        throw error;
      })
      .catch((error: unknown) => {
        console.error("Polar twin: request failed", error);
        if (!response.headersSent) sendJson(response, 500, { error: "InternalServerError" });
        else response.end();
      });
  });
  // Longer than any pause between a client's calls: with Node's 5 s, a busy machine's fetch
  // could reuse a socket the twin was closing that moment ("fetch failed").
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port ?? 0, host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return { server, url: `http://${hostname}:${address.port}` };
}
