import ipaddr from "ipaddr.js";

/**
 * The key a client's requests are counted under. One IPv6 customer usually holds a whole /64 and can
 * pick any address in it, so counting full IPv6 addresses would give them unlimited budgets
 * (ASVS 2.2.1): IPv6 clients are counted by their /64 network, as Better Auth's own limiter does.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1, how Node reports IPv4 on a dual-stack
 * socket) counts as that IPv4 address. Anything else (an account key, say) is left as it is.
 */
export function rateLimitClientKey(client: string): string {
  const address = client.trim();
  if (!ipaddr.IPv6.isValid(address)) return client;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
