import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache-key.ts";

describe("page cache key", () => {
  it("keeps only the parameters a page reads, in a fixed order, first value trimmed", () => {
    expect(pageCacheKey("/episodes?x=123&utm_source=mail")).toEqual({ url: "/episodes", isSearch: false });
    expect(pageCacheKey("/episodes?page=2&junk=1&q=%20custody%20")).toEqual({
      url: "/episodes?q=custody&page=2",
      isSearch: true,
    });
    expect(pageCacheKey("/blog?category=Co-parenting&page=3&q=&z=9")).toEqual({
      url: "/blog?category=Co-parenting&page=3",
      isSearch: false,
    });
    expect(pageCacheKey("/episodes?q=a&q=b").url).toBe("/episodes?q=a");
    expect(pageCacheKey("/guest-opportunities?tab=guests&x=1").url).toBe("/guest-opportunities?tab=guests");
  });

  it("ignores the whole query on pages that read none, and never resolves the path against a host", () => {
    expect(pageCacheKey("/about?q=anything").url).toBe("/about");
    expect(pageCacheKey("/episodes/some-episode?t=120").url).toBe("/episodes/some-episode");
    expect(pageCacheKey("//elsewhere.example/about?x=1").url).toBe("//elsewhere.example/about");
  });
});
