import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("which addresses count as the public internet", () => {
  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2001:4860:4860::8888"])(
    "%s is public",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ["127.0.0.1", "loopback"],
    ["127.10.0.5", "loopback range"],
    ["10.0.0.8", "private"],
    ["172.16.4.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["169.254.169.254", "cloud metadata (link-local)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "IPv6 unique local"],
    ["fd12:3456::1", "IPv6 unique local"],
    ["fe80::1", "IPv6 link-local"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["64:ff9b::a00:1", "NAT64 to a private address"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    // What `new URL("http://[::127.0.0.1]/").hostname` gives: the form the address check sees.
    [new URL("http://[::127.0.0.1]/").hostname.replace(/^\[|\]$/g, ""), "IPv4-compatible loopback, as a URL writes it"],
    ["::808:808", "IPv4-compatible (deprecated, never public)"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    ["2002:c0a8:0101::1", "6to4 of 192.168.1.1"],
    ["not-an-ip", "not an address"],
  ])("%s is refused (%s)", (address) => expect(isPublicAddress(address)).toBe(false));
});
