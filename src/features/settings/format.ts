import { m } from "~/i18n/paraglide/messages.js";

/**
 * Where a session signed in from, as a person reads it: "IP 203.0.113.7", "this computer" for a
 * loopback or unspecified address (a sign-in on the server's own machine, which Better Auth
 * stores as "::" once it has cut an IPv6 address to its network), "an unknown address".
 */
export function networkLabel(ip: string | null): string {
  if (!ip) return m.settings_network_unknown();
  if (
    ip === "::" ||
    ip === "::1" ||
    ip === "0.0.0.0" ||
    /^127\./.test(ip) ||
    /^::ffff:127\./.test(ip)
  ) {
    return m.settings_network_this_computer();
  }
  return m.settings_network_ip({ ip });
}
