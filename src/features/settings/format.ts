import { m } from "~/i18n/paraglide/messages.js";
import { deviceWords } from "~/lib/activity";

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

/**
 * Where an event came from, as a person reads it. "This computer" stands alone here, not after
 * "from" as on the sessions list: German's "dieser Computer", not "diesem".
 */
export function eventPlace(device: string | null, network: string | null): string {
  const place =
    network === "this computer"
      ? m.activity_network_this_computer()
      : network
        ? m.activity_network({ network })
        : undefined;
  return (
    [device && deviceWords(device), place].filter(Boolean).join(" · ") || m.activity_no_device()
  );
}
