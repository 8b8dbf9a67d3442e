/** Internal header carrying the client's address to Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = "x-app-client-ip";

/**
 * Returns the request with CLIENT_IP_HEADER set to the peer address, or to the first
 * X-Forwarded-For hop when the app is configured to trust its proxy. A value the client sent
 * itself is always replaced, so nobody can pick their own rate-limit bucket.
 */
export function withClientIp(request: Request, trustProxy: boolean): Request {
  const peer = (request as Request & { ip?: string }).ip;
  const forwarded = trustProxy
    ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
    : undefined;
  const ip = forwarded || peer;
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
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
