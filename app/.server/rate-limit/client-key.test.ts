import { describe, expect, it } from "vitest";
import { rateLimitClientKey } from "./client-key";

describe("rateLimitClientKey", () => {
  it("counts IPv6 clients by their /64 network, however the address is written", () => {
    const network = "2001:db8:aa:bb::/64";
    expect(rateLimitClientKey("2001:db8:aa:bb::1")).toBe(network);
    expect(rateLimitClientKey("2001:0DB8:00aa:00bb:1234:5678:9abc:def0")).toBe(network);
    expect(rateLimitClientKey("2001:db8:aa:bb:ffff::")).toBe(network);
    expect(rateLimitClientKey("2001:db8:aa:bc::1")).not.toBe(network);
    expect(rateLimitClientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 addresses, also written as IPv4-mapped IPv6, and leaves other keys alone", () => {
    expect(rateLimitClientKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitClientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitClientKey("user:1234")).toBe("user:1234");
    expect(rateLimitClientKey("unknown")).toBe("unknown");
  });
});
