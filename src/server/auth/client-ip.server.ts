/** Internal header carrying the client's address to Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = "x-app-client-ip";

/**
 * Returns the request with CLIENT_IP_HEADER set to the peer address, or, when the app is
 * configured to trust its proxy, to the address that proxy saw. A value the client sent itself
 * is always replaced, so nobody can pick their own rate-limit bucket.
 */
export function withClientIp(request: Request, trustProxy: boolean): Request {
  const headers = withClientIpHeader(request, trustProxy);
  // A new Request, not a clone: the server's own request class cannot be passed to undici's.
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    signal: request.signal,
  };
  if (request.body) {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(request.url, init);
}

/** The client's address: the peer's, or the one a trusted proxy saw. */
export function clientIpOf(request: Request, trustProxy: boolean): string | undefined {
  const peer = (request as Request & { ip?: string }).ip;
  const forwarded = trustProxy
    ? forwardedClient(request.headers.get("x-forwarded-for"))
    : undefined;
  return forwarded || peer;
}

/**
 * The request's headers with CLIENT_IP_HEADER set by the server, never by the client: for the
 * calls a server function makes to Better Auth on the browser's behalf.
 */
export function withClientIpHeader(request: Request, trustProxy: boolean): Headers {
  const ip = clientIpOf(request, trustProxy);
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/**
 * The last X-Forwarded-For entry: the one the trusted proxy appended. Proxies append to a header
 * the client may already have sent, so the entries before it are whatever the client wrote.
 */
export function forwardedClient(header: string | null): string | undefined {
  const last = header?.split(",").at(-1)?.trim();
  return last || undefined;
}
