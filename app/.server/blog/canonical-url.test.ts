import { describe, expect, it } from "vitest";
import { absoluteHttpUrl, normalizeCanonicalUrl, urlIdentityKey } from "./canonical-url";

describe("normalizeCanonicalUrl", () => {
  it("drops tracking parameters and the fragment, keeps the rest as written", () => {
    expect(
      normalizeCanonicalUrl(
        "https://Example.COM:443/blog/custody-basics/?utm_source=newsletter&utm_medium=email&p=12&fbclid=abc#comments",
      ),
    ).toBe("https://example.com/blog/custody-basics/?p=12");
    expect(normalizeCanonicalUrl("https://example.com/post?gclid=1&mc_cid=2&_ga=3&pk_campaign=x")).toBe(
      "https://example.com/post",
    );
  });

  it("keeps the path's trailing slash and a query it does not touch byte for byte", () => {
    expect(normalizeCanonicalUrl("https://example.com/post")).toBe("https://example.com/post");
    expect(normalizeCanonicalUrl("https://example.com/post/")).toBe("https://example.com/post/");
    expect(normalizeCanonicalUrl("https://example.com/?s=a%20b")).toBe("https://example.com/?s=a%20b");
  });

  it("trims, resolves against a base, and refuses what is not an http(s) address", () => {
    expect(normalizeCanonicalUrl("  https://example.com/a  ")).toBe("https://example.com/a");
    expect(normalizeCanonicalUrl("/2024/05/post/", "https://blog.example.org/feed/")).toBe(
      "https://blog.example.org/2024/05/post/",
    );
    for (const bad of ["", "   ", "not a url", "javascript:alert(1)", "ftp://example.com/x", "mailto:a@b.c"]) {
      expect(normalizeCanonicalUrl(bad), bad).toBeUndefined();
    }
    expect(normalizeCanonicalUrl("https://user:pass@example.com/")).toBeUndefined();
    expect(normalizeCanonicalUrl(`https://example.com/${"a".repeat(2100)}`)).toBeUndefined();
    expect(normalizeCanonicalUrl(undefined)).toBeUndefined();
  });
});

describe("urlIdentityKey", () => {
  it("treats scheme, www., a trailing slash and parameter order as the same post", () => {
    const key = urlIdentityKey("https://www.example.com/post/?b=2&a=1");
    expect(urlIdentityKey("http://example.com/post?a=1&b=2")).toBe(key);
    expect(urlIdentityKey("https://example.com/other/")).not.toBe(key);
    expect(urlIdentityKey("https://example.com/")).toBe(urlIdentityKey("http://www.example.com"));
  });
});

describe("absoluteHttpUrl", () => {
  it("resolves media addresses and refuses other schemes", () => {
    expect(absoluteHttpUrl("/img/a.jpg", "https://example.com/post/")).toBe("https://example.com/img/a.jpg");
    expect(absoluteHttpUrl("data:image/png;base64,AAAA", "https://example.com/")).toBeUndefined();
    expect(absoluteHttpUrl("//cdn.example.com/a.jpg", "https://example.com/")).toBe("https://cdn.example.com/a.jpg");
  });
});
