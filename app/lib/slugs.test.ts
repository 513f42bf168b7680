import { describe, expect, it } from "vitest";
import { claimUniqueSlug, slugify } from "./slugs";

describe("slugify", () => {
  it.each([
    ["Co-Parenting & Money: Part 2", "co-parenting-money-part-2"],
    ["  What’s Next After Divorce?  ", "whats-next-after-divorce"],
    ["Médiation à la française", "mediation-a-la-francaise"],
    ["#12 — Custody 101", "12-custody-101"],
    ["???", "episode"],
    ["", "episode"],
  ])("%s → %s", (title, slug) => expect(slugify(title)).toBe(slug));

  it("keeps long slugs under 80 characters and cuts between words", () => {
    const slug = slugify("Protecting your children ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("claimUniqueSlug", () => {
  it("numbers repeats from 2", () => {
    const taken = new Set(["custody"]);
    expect(claimUniqueSlug("custody", taken)).toBe("custody-2");
    expect(claimUniqueSlug("custody", taken)).toBe("custody-3");
    expect(claimUniqueSlug("alimony", taken)).toBe("alimony");
  });
});
