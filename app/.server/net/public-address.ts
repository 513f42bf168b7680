import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is on the public internet. Everything else (loopback, private ranges,
 * link-local including the 169.254.169.254 cloud metadata service, carrier-grade NAT, multicast,
 * reserved, unspecified, IPv6 unique-local, and IPv4 addresses hidden in IPv6 forms) is refused, so a
 * URL an admin pastes cannot make the server reach its own network (SSRF).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // NAT64 and 6to4 carry an IPv4 address too; judge the address they lead to.
    else if (v6.range() === "rfc6052" || v6.range() === "6to4") {
      const parts = v6.toByteArray();
      const embedded = v6.range() === "6to4" ? parts.slice(2, 6) : parts.slice(12, 16);
      parsed = ipaddr.fromByteArray(embedded);
    }
  }
  return parsed.range() === "unicast";
}
