// The dev tools (the dev mailbox, with everyone's sign-in links) answer only requests addressed
// to this machine by a loopback name, or to the app's own address. A page on another site that
// rebinds its own name to 127.0.0.1 (DNS rebinding) can make the browser send requests here,
// but they carry that site's name in `Host`, which it cannot change.

/** localhost, a name under .localhost (RFC 6761), 127.0.0.0/8 or ::1, as URL spells them. */
function isLoopbackName(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}

/** Whether `request`'s Host header names a loopback address or APP_URL's host (any port). */
export function isLocalRequest(request: Request, appUrl: string): boolean {
  const host = request.headers.get("host");
  if (!host || !URL.canParse(`http://${host}`)) return false;
  const { hostname, username, password, pathname } = new URL(`http://${host}`);
  if (username || password || pathname !== "/") return false;
  return isLoopbackName(hostname) || hostname === new URL(appUrl).hostname;
}
