// Pages are sent compressed when the browser accepts it. Static assets are compressed once at
// build time (Nitro's compressPublicAssets); server-rendered HTML differs per request, so it is
// compressed here, on the way out. API answers are left alone: they are small, and the REST
// API's hot path should not pay for a compressor.

import { isSecured } from "./security-headers.server";

const COMPRESSIBLE = /^text\/html\b/;

/** Whether the client takes gzip: a listed coding (or `*`) whose q-value is not 0. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The response, gzip-compressed when it is HTML the client may take compressed. */
export function compressResponse(request: Request, response: Response): Response {
  // Made with all its headers (the REST API's JSON): nothing to compress, no headers to read.
  if (isSecured(response)) return response;
  const type = response.headers.get("content-type") ?? "";
  // The type first: reading `body` of a response made as srvx's FastResponse (the REST API's)
  // would turn it into a stream.
  if (
    !COMPRESSIBLE.test(type) ||
    !response.body ||
    request.method === "HEAD" ||
    response.headers.has("content-encoding") ||
    !acceptsGzip(request.headers.get("accept-encoding"))
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
