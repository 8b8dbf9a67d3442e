/**
 * The shortest form of an address: Better Auth stores IPv6 addresses expanded and cut to their
 * /64 network ("2001:0db8:0000:…"), which reads as noise on the sessions list.
 */
export function compactIp(ip: string | null): string | null {
  if (!ip?.includes(":")) return ip;
  const groups = ip.split(":").map((group) => group.replace(/^0+(?=.)/, ""));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === "0") j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  if (best.start < 0) return groups.join(":");
  const head = groups.slice(0, best.start).join(":");
  const tail = groups.slice(best.start + best.length).join(":");
  return `${head}::${tail}`;
}
