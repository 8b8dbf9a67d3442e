// Where passkeys can work, apart from the passkey rules and wording of passkeys.ts: the sign-in
// screen decides with this whether to offer them, and needs none of the rest to render.

/** A host written as an IPv4 or IPv6 address, where browsers refuse WebAuthn. */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
}

/**
 * Whether a page on `hostname` can use passkeys: the relying party is `APP_URL`'s host (ADR 027),
 * so the page must be on that very host, a name (browsers refuse an IP address), in a browser
 * with WebAuthn. Anywhere else the ceremony fails with the browser's or the server's error.
 */
export function passkeysWorkOn(hostname: string, rpId: string, webAuthn: boolean): boolean {
  return webAuthn && hostname === rpId && !isIpAddress(hostname);
}
