import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client's requests are counted under. One IPv6 customer usually holds a whole /64 and can
 * pick any address in it, so counting full IPv6 addresses would give them unlimited budgets
 * (ASVS 2.2.1): IPv6 clients are counted by their /64 network, as Better Auth's own limiter does.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1, how Node reports IPv4 on a dual-stack
 * socket) counts as that IPv4 address. Anything else (an account key, say) is left as it is.
 */
export function rateLimitClientKey(client: string): string {
  const address = client.trim().toLowerCase();
  if (!isIPv6(address)) return client;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,…,1). */
function expandIPv6(address: string): string[] {
  // A trailing dotted IPv4 part stands for the last two groups.
  const withoutIPv4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const [w, x, y, z] = [a, b, c, d].map(Number) as [number, number, number, number];
    return `${((w << 8) | x).toString(16)}:${((y << 8) | z).toString(16)}`;
  });
  const [head = "", tail] = withoutIPv4.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
