import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { Webhook as SvixWebhook } from "svix";
import { expect } from "vitest";

// A customer's webhook endpoint on 127.0.0.1 (ADR 083): it records every request and answers
// with the next answer queued, 200 when none is; `verifiedBy` checks a request's signature as
// customers do, with both Standard Webhooks libraries the issue names.

export interface ReceivedRequest {
  headers: Record<string, string>;
  body: string;
}

export type Answer = (response: ServerResponse) => void;

/** An answer with this status, body and headers. */
export const answer =
  (code: number, body = "", headers: Record<string, string> = {}): Answer =>
  (response) =>
    response.writeHead(code, headers).end(body);

export async function startWebhookReceiver() {
  const received: ReceivedRequest[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      (answers.shift() ?? answer(200, "ok"))(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The event, once both `standardwebhooks` and `svix` accept the request with `secret`. */
export function verifiedBy(secret: string, request: ReceivedRequest) {
  const headers = {
    "webhook-id": request.headers["webhook-id"] ?? "",
    "webhook-timestamp": request.headers["webhook-timestamp"] ?? "",
    "webhook-signature": request.headers["webhook-signature"] ?? "",
  };
  // svix's verify throws on a bad signature and returns nothing on a good one.
  expect(() => new SvixWebhook(secret).verify(request.body, headers)).not.toThrow();
  return new StandardWebhook(secret).verify(request.body, headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}
