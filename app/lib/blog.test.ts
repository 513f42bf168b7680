import { describe, expect, it } from "vitest";
import { blogArchiveHref, blogPostLink, parseCategories } from "./blog";

describe("parseCategories", () => {
  it.each([
    ["Custody, Co-Parenting ,, Money", ["Custody", "Co-Parenting", "Money"]],
    ["  Single  ", ["Single"]],
    ["custody, Custody, CUSTODY", ["custody"]],
    ["Legal   Advice, Self-Care", ["Legal Advice", "Self-Care"]],
    ["", null],
    [" , ,  ", null],
  ])("%j → %j", (text, categories) => expect(parseCategories(text)).toEqual(categories));
});

describe("blogPostLink", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  it.each([
    ["https://example.com/post", { href: "https://example.com/post", external: true }],
    ["HTTP://Example.com/a", { href: "http://example.com/a", external: true }],
    ["  https://example.com/b  ", { href: "https://example.com/b", external: true }],
    ["", { href: `/blog/${id}`, external: false }],
    ["/blog/some-post", { href: `/blog/${id}`, external: false }],
    ["javascript:alert(1)", { href: `/blog/${id}`, external: false }],
    ["//evil.example/x", { href: `/blog/${id}`, external: false }],
    ["https://", { href: `/blog/${id}`, external: false }],
  ])("%j", (contentUrl, link) => expect(blogPostLink({ id, contentUrl })).toEqual(link));
});

describe("blogArchiveHref", () => {
  it("keeps only what differs from the defaults", () => {
    expect(blogArchiveHref({})).toBe("/blog");
    expect(blogArchiveHref({ query: "custody", category: "all", page: 1 })).toBe("/blog?q=custody");
    expect(blogArchiveHref({ category: "Co-Parenting", page: 3 })).toBe("/blog?category=Co-Parenting&page=3");
  });
});
