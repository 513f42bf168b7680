import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { footerLinks, headerLinks } from "./navigation";
import { isPublicPagePath, publicPagePatterns, publicPages } from "./public-pages";

describe("public pages", () => {
  it("are all routes of the site", () => {
    const paths = new Set(routes.map((route) => `/${route.path ?? ""}`));
    for (const page of publicPages) expect(paths, page.path).toContain(page.path);
    for (const { pattern } of publicPagePatterns) expect(paths, pattern).toContain(pattern);
  });

  it("give the header the spec's seven links in order, and the footer its own", () => {
    expect(headerLinks.map((link) => link.label)).toEqual([
      "Home",
      "About",
      "Latest Episode",
      "Blog",
      "Resources",
      "Guest Opportunities",
      "Contact",
    ]);
    expect(footerLinks.map((link) => link.to)).toEqual([
      "/",
      "/about",
      "/latest-episode",
      "/blog",
      "/resources",
      "/contact",
      // Not in the spec's header; every guest's page is reached from here and from episode pages.
      "/guests",
    ]);
  });

  it("are told apart from everything else by the page cache's rule", () => {
    for (const path of [
      "/",
      "/about",
      "/episodes",
      "/episodes/some-slug",
      "/blog/5a3b1e00-0000-4000-8000-000000000001",
    ]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
    for (const path of [
      "/admin",
      "/auth",
      "/account/security",
      "/setup",
      "/api/functions/search-episodes",
      "/episodes/",
      "/nope",
      "/blog/a/b",
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
