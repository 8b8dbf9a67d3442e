import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./address-guard.server";

// One webhook request, held to the SSRF guard (ADR 083): http(s) only; the host is resolved
// once, by the socket's own lookup, and refused if any of its addresses is not public, so the
// address checked is the address connected to; no redirect is followed; the whole exchange has
// a deadline and at most `maxResponseBytes` of the answer are read.

export interface SendLimits {
  /** The whole exchange, connection to last byte read. */
  timeoutMs: number;
  /** Bytes of the response's body read at most; the rest is not waited for. */
  maxResponseBytes: number;
  /** Private and loopback addresses too (WEBHOOKS_ALLOW_PRIVATE: development and tests). */
  allowPrivate: boolean;
}

/** Why an attempt failed without an HTTP answer, as the delivery log stores it. */
export type SendFailure = "refused_address" | "timeout" | "connection";

export type SendOutcome =
  | { kind: "answered"; status: number; body: string; durationMs: number }
  | { kind: "failed"; failure: SendFailure; durationMs: number };

class RefusedAddressError extends Error {
  constructor() {
    super("The address is not public");
    this.name = "RefusedAddressError";
  }
}

/** dns.lookup that fails on any address that is not public: the socket connects to the rest. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
      return callback(new RefusedAddressError(), "", 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

/** The URL, if a webhook may be sent there at all: http(s), and a public literal address. */
export function sendableUrl(url: string, allowPrivate: boolean): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  if (parsed.username || parsed.password) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return undefined;
  return parsed;
}

/** POSTs `body` to `url` with `headers`; never throws, never follows a redirect. */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  limits: SendLimits,
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = sendableUrl(url, limits.allowPrivate);
  if (!target) {
    return Promise.resolve({ kind: "failed", failure: "refused_address", durationMs: 0 });
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(outcome);
    };
    const request = send(target, {
      method: "POST",
      headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
      // Its own connection each time: a pooled socket could outlive the address check.
      agent: false,
      ...(limits.allowPrivate ? {} : { lookup: publicLookup }),
    });
    const deadline = setTimeout(
      () => finish({ kind: "failed", failure: "timeout", durationMs: elapsed() }),
      limits.timeoutMs,
    );
    request.on("error", (error) =>
      finish({
        kind: "failed",
        failure: error instanceof RefusedAddressError ? "refused_address" : "connection",
        durationMs: elapsed(),
      }),
    );
    request.on("response", (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const answered = () =>
        finish({
          kind: "answered",
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          durationMs: elapsed(),
        });
      response.on("data", (chunk: Buffer) => {
        const room = limits.maxResponseBytes - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(chunk.length, room);
        if (size >= limits.maxResponseBytes) answered();
      });
      response.on("end", answered);
      // A body cut off by the peer still counts as its status line said.
      response.on("error", answered);
    });
    request.end(body);
  });
}
