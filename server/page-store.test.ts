import { describe, expect, it } from "vitest";
import { PageStore } from "./page-store.ts";

/** Entries whose size is their number of kilobytes, so budgets read in kilobytes. */
const KB = 1024;
function store({ maxKb = 100, pinned = [] as string[] } = {}) {
  return new PageStore<{ kb: number }>({
    limits: { maxBytes: maxKb * KB, probationShare: 0.25 },
    // Less the per-entry overhead the store adds, so an entry of n costs n KB (and its key's length).
    sizeOf: ({ kb }) => kb * KB - 1024,
    isPinned: (key) => pinned.includes(key),
  });
}

describe("PageStore", () => {
  it("is bounded in bytes, whatever the number of entries", () => {
    const pages = store({ maxKb: 100 });
    for (let n = 0; n < 1000; n++) pages.set(`/one-hit/${n}`, { kb: 1 + (n % 7) });
    expect(pages.totalBytes).toBeLessThanOrEqual(100 * KB);
    for (let n = 0; n < 50; n++) {
      pages.set(`/hit/${n}`, { kb: 4 });
      pages.touch(`/hit/${n}`);
    }
    expect(pages.totalBytes).toBeLessThanOrEqual(100 * KB);
  });

  it("keeps pages asked for again through a flood of pages asked for once", () => {
    const pages = store({ maxKb: 100 });
    for (const key of ["/episodes/a", "/episodes/b", "/blog/c"]) {
      pages.set(key, { kb: 10 });
      pages.touch(key);
    }
    for (let n = 0; n < 10_000; n++) pages.set(`/episodes/junk-${n}`, { kb: 5 });
    for (const key of ["/episodes/a", "/episodes/b", "/blog/c"]) expect(pages.segmentOf(key), key).toBe("protected");
    // The flood only pushed out itself: it holds at most its share.
    expect(pages.totalBytes).toBeLessThanOrEqual(30 * KB + 25 * KB);
    expect(pages.get("/episodes/junk-0")).toBeUndefined();
    expect(pages.get("/episodes/junk-9999")).toBeDefined();
  });

  it("never evicts a pinned page, not even when promotions overflow the protected segment", () => {
    const pages = store({ maxKb: 100, pinned: ["/", "/about"] });
    pages.set("/", { kb: 20 });
    pages.set("/about", { kb: 20 });
    expect(pages.segmentOf("/")).toBe("pinned");
    for (let n = 0; n < 500; n++) {
      pages.set(`/episodes/${n}`, { kb: 6 });
      pages.touch(`/episodes/${n}`);
    }
    expect(pages.get("/")).toEqual({ kb: 20 });
    expect(pages.get("/about")).toEqual({ kb: 20 });
    expect(pages.totalBytes).toBeLessThanOrEqual(100 * KB);
  });

  it("demotes the least recently used protected page to probation when promotions overflow", () => {
    const pages = store({ maxKb: 100 });
    // Protected holds 75 KB: the fourth 20 KB promotion sends the oldest back to probation.
    for (const key of ["/a", "/b", "/c", "/d"]) {
      pages.set(key, { kb: 20 });
      pages.touch(key);
    }
    expect(pages.segmentOf("/a")).toBe("probation");
    expect(["/b", "/c", "/d"].map((key) => pages.segmentOf(key))).toEqual(["protected", "protected", "protected"]);
    // Asked for again, it is protected again and the next oldest steps down.
    pages.touch("/a");
    expect(pages.segmentOf("/a")).toBe("protected");
    expect(pages.segmentOf("/b")).toBe("probation");
  });

  it("keeps a protected page protected when a new version of it is stored", () => {
    const pages = store();
    pages.set("/episodes/a", { kb: 10 });
    expect(pages.segmentOf("/episodes/a")).toBe("probation");
    pages.touch("/episodes/a");
    pages.set("/episodes/a", { kb: 12 });
    expect(pages.segmentOf("/episodes/a")).toBe("protected");
    expect(pages.totalBytes).toBe(12 * KB + "/episodes/a".length);
  });

  it("re-measures an entry recompressed in place, and ignores one no longer stored", () => {
    const pages = store();
    const entry = { kb: 10 };
    pages.set("/x", entry);
    entry.kb = 4;
    pages.resized("/x", entry);
    expect(pages.totalBytes).toBe(4 * KB + "/x".length);
    pages.resized("/x", { kb: 50 });
    expect(pages.totalBytes).toBe(4 * KB + "/x".length);
  });
});
