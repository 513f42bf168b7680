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
    expect(pageCacheKey("/guests?q=smith&x=1")).toEqual({ url: "/guests?q=smith", isSearch: true });
  });

  it("keeps an episode page's shared moment as whole seconds, apart from the site's pages", () => {
    expect(pageCacheKey("/episodes/some-episode?t=120&utm_source=x")).toEqual({
      url: "/episodes/some-episode?t=120",
      isSearch: true,
    });
    expect(pageCacheKey("/episodes/some-episode?t=12:34").url).toBe("/episodes/some-episode?t=754");
    expect(pageCacheKey("/episodes/some-episode?t=1:02:03").url).toBe("/episodes/some-episode?t=3723");
    expect(pageCacheKey("/episodes/some-episode?t=120.75").url).toBe("/episodes/some-episode?t=120");
    // No moment, the start, or junk: the page itself.
    for (const junk of ["", "0", "abc", "12:99", "999999", "-5", "1e3"]) {
      expect(pageCacheKey(`/episodes/some-episode?t=${junk}`)).toEqual({
        url: "/episodes/some-episode",
        isSearch: false,
      });
    }
    // Only episode pages read it.
    expect(pageCacheKey("/episodes?t=120").url).toBe("/episodes");
    expect(pageCacheKey("/episodes/rss.xml?t=120").url).toBe("/episodes/rss.xml");
  });

  it("keeps a shared range's end (a clip) when it comes after the moment, as whole seconds", () => {
    expect(pageCacheKey("/episodes/some-episode?end=812&utm_source=x&t=754")).toEqual({
      url: "/episodes/some-episode?t=754&end=812",
      isSearch: true,
    });
    expect(pageCacheKey("/episodes/some-episode?t=12:34&end=812.5").url).toBe("/episodes/some-episode?t=754&end=812");
    // From the start: an end alone is a range too.
    expect(pageCacheKey("/episodes/some-episode?end=30")).toEqual({
      url: "/episodes/some-episode?end=30",
      isSearch: true,
    });
    // Not after the moment, or not a time: the page ignores it, and so does the key.
    for (const junk of ["754", "700", "abc", "-5", "", "1e3"]) {
      expect(pageCacheKey(`/episodes/some-episode?t=754&end=${junk}`).url).toBe("/episodes/some-episode?t=754");
    }
    expect(pageCacheKey("/episodes/some-episode?end=0").url).toBe("/episodes/some-episode");
    expect(pageCacheKey("/episodes?t=1&end=30").url).toBe("/episodes");
  });

  it("ignores the whole query on pages that read none, and never resolves the path against a host", () => {
    expect(pageCacheKey("/about?q=anything").url).toBe("/about");
    expect(pageCacheKey("//elsewhere.example/about?x=1").url).toBe("//elsewhere.example/about");
  });
});
