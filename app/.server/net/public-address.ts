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
    // IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291) are never on the public internet,
    // and some stacks still route ::127.0.0.1 to 127.0.0.1; so is the local-use NAT64 prefix (RFC 8215).
    if (v6.match(ipaddr.IPv6.parse("::"), 96) || v6.match(ipaddr.IPv6.parse("64:ff9b:1::"), 48)) return false;
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
