import { describe, expect, it } from "vitest";
import { canonicalPagePath, canonicalRedirect } from "./canonical-path.ts";

const episode = "/episodes/spousal-support-myths-busted";
const post = "/blog/5a3b1e00-0000-4000-8000-000000000001";

describe("canonicalPagePath", () => {
  it("keeps a canonical page path as it is", () => {
    for (const path of ["/", "/episodes", "/guest-opportunities", episode, post, "/guests/renee-alvarez"]) {
      expect(canonicalPagePath(path)).toBe(path);
    }
  });

  it("decodes percent-encoded unreserved characters, in either hex case", () => {
    expect(canonicalPagePath("/episodes/%73pousal-support-myths-busted")).toBe(episode);
    expect(canonicalPagePath("/%65%70isodes")).toBe("/episodes");
    expect(canonicalPagePath("/guests/%72enee%2dalvarez")).toBe("/guests/renee-alvarez");
    expect(canonicalPagePath("/guests/%72enee%2Dalvarez")).toBe("/guests/renee-alvarez");
  });

  it("lower-cases paths, slugs and UUIDs, including letters that were encoded", () => {
    expect(canonicalPagePath("/EPISODES")).toBe("/episodes");
    expect(canonicalPagePath("/Episodes/Spousal-Support-Myths-Busted")).toBe(episode);
    expect(canonicalPagePath(post.toUpperCase())).toBe(post);
    expect(canonicalPagePath("/%45PISODES")).toBe("/episodes");
  });

  it("drops trailing slashes, empty segments and resolves dot segments, encoded or not", () => {
    expect(canonicalPagePath("/episodes/")).toBe("/episodes");
    expect(canonicalPagePath("/episodes//")).toBe("/episodes");
    expect(canonicalPagePath("//episodes")).toBe("/episodes");
    expect(canonicalPagePath("/episodes/./")).toBe("/episodes");
    expect(canonicalPagePath("/episodes/x/../spousal-support-myths-busted")).toBe(episode);
    expect(canonicalPagePath("/episodes/x/%2E%2E/spousal-support-myths-busted")).toBe(episode);
    expect(canonicalPagePath("/../../about")).toBe("/about");
    expect(canonicalPagePath("/about/..")).toBe("/");
  });

  it("names no page for what no public page can be spelled as", () => {
    for (const path of [
      "/episodes/a%2Fb", // an encoded slash is one segment with a slash in it: no slug has one
      "/episodes/a%2fb",
      "/episodes/%2573pousal-support-myths-busted", // decoded once, `%73…` is not a slug
      "/episodes/caf%C3%A9", // non-ASCII
      "/episodes/café",
      "/episodes/a\\b",
      "/episodes/a.b",
      "/episodes/%",
      "/episodes/%zz",
      "/episodes/a/b", // not a page
      "/admin",
      "/ADMIN/episodes",
      "/episodes/rss.xml",
      "/EPISODES/RSS.XML",
      "/robots.txt",
      "http://evil.example/episodes", // absolute-form request target
      "",
    ]) {
      expect(canonicalPagePath(path), path).toBeUndefined();
    }
  });
});

describe("canonicalRedirect", () => {
  it("is undefined for an address that is already canonical or names no page", () => {
    expect(canonicalRedirect("/episodes?page=2")).toBeUndefined();
    expect(canonicalRedirect(episode)).toBeUndefined();
    expect(canonicalRedirect("/no-such-page/")).toBeUndefined();
  });

  it("sends another spelling to the canonical path with its query string unchanged", () => {
    expect(canonicalRedirect("/EPISODES/?page=2&q=custody")).toBe("/episodes?page=2&q=custody");
    expect(canonicalRedirect("/episodes/%73pousal-support-myths-busted?t=754")).toBe(`${episode}?t=754`);
    expect(canonicalRedirect(`${post.toUpperCase()}?utm_source=mail`)).toBe(`${post}?utm_source=mail`);
    expect(canonicalRedirect("/about/")).toBe("/about");
  });

  it("never sends anyone to another origin", () => {
    for (const url of [
      "//evil.example",
      "//evil.example/",
      "///evil.example/",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/\\evil.example",
      "/\\/evil.example/",
      "/..//evil.example",
      "/episodes/..//evil.example",
      "/%2E%2E//evil.example",
      "//evil-example",
      "/https:/evil.example",
      "/episodes/%2F%2Fevil.example",
    ]) {
      const location = canonicalRedirect(url);
      if (location !== undefined) {
        // Only ever a path on this origin: one slash, then not another slash or backslash.
        expect(location, url).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "https://site.example").origin, url).toBe("https://site.example");
      }
    }
    // And `//episodes` goes to the page, not to a host called "episodes".
    expect(canonicalRedirect("//episodes")).toBe("/episodes");
  });
});
