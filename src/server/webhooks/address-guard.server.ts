import { BlockList, isIP } from "node:net";

// The SSRF guard's address rule (ADR 083): a webhook is only sent to an address on the public
// internet. Everything a customer could use to reach the server's own network is refused:
// loopback, private, shared (CGNAT), link-local (cloud metadata), unique-local, multicast,
// unspecified, documentation and reserved ranges, in IPv4 and IPv6, and IPv4 addresses carried
// inside IPv6 (mapped, compatible, NAT64, 6to4) by the IPv4 address they carry.

const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96],
  ["::1", 128],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address in any of its written forms, or undefined. */
function ipv6Bytes(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split(".").map(Number);
    const high = ((parts[0] ?? 0) << 8) | (parts[1] ?? 0);
    const low = ((parts[2] ?? 0) << 8) | (parts[3] ?? 0);
    text = `${text.slice(0, -dotted[1].length)}${high.toString(16)}:${low.toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), or undefined. */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const zero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const mapped = zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const nat64 = bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b;
  if ((mapped || (nat64 && zero(4, 12))) && bytes.length === 16) return bytes.slice(12).join(".");
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join(".");
  return undefined;
}

/** Whether a webhook may be sent to this IP address: a public unicast one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, "ipv4");
  if (family !== 6) return false;
  const unscoped = address.split("%")[0] ?? address;
  const carried = embeddedIpv4(unscoped);
  if (carried !== undefined) return isPublicAddress(carried);
  return !refused.check(unscoped, "ipv6");
}
