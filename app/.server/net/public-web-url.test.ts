import { describe, expect, it } from "vitest";
import { publicHttpsUrl, publicMediaUrl } from "./public-web-url";

describe("addresses from feeds the site publishes", () => {
  it("keeps public https addresses, asking for https over http", () => {
    expect(publicHttpsUrl("https://example.com/guest.jpg")).toBe("https://example.com/guest.jpg");
    expect(publicHttpsUrl("http://example.com/about")).toBe("https://example.com/about");
    expect(publicHttpsUrl("https://example.com:443/x")).toBe("https://example.com/x");
    expect(publicHttpsUrl("https://8.8.8.8/x")).toBe("https://8.8.8.8/x");
  });

  it("drops private, local and metadata addresses, other ports and other schemes", () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "https://127.0.0.1:22/",
      "https://127.0.0.1/",
      "http://192.168.0.1/admin.png",
      "http://10.0.0.5/x",
      "http://[::1]/x",
      "http://[::ffff:169.254.169.254]/x",
      "http://2852039166/x",
      "http://localhost/x",
      "http://printer.local/x",
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://intranet/x",
      "https://example.com:8443/x",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//example.com/x",
      "",
      null,
      undefined,
    ]) {
      expect(publicHttpsUrl(url), String(url)).toBeUndefined();
    }
  });

  it("keeps paths on this site for images and pages", () => {
    expect(publicMediaUrl("/images/people/guest.webp")).toBe("/images/people/guest.webp");
    expect(publicMediaUrl("//evil.example/x")).toBeUndefined();
    expect(publicMediaUrl("http://192.168.0.1/x")).toBeUndefined();
  });
});
