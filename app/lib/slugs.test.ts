import { describe, expect, it } from "vitest";
import { sampleEpisodes } from "~/content/sample-episodes";
import { claimUniqueSlug, slugify } from "./slugs";

describe("slugify", () => {
  it.each([
    ["Co-Parenting & Money: Part 2", "co-parenting-money-part-2"],
    ["  What’s Next After Divorce?  ", "whats-next-after-divorce"],
    ["Grief with Sarah O’Brien", "grief-with-sarah-obrien"],
    ["Co-Parenting with Dan O'Neil", "co-parenting-with-dan-oneil"],
    ["Médiation à la française", "mediation-a-la-francaise"],
    ["#12 — Custody 101", "12-custody-101"],
    ["Søren Kierkegaard on Divorce", "soren-kierkegaard-on-divorce"],
    ["Развод и дети: как говорить", "razvod-i-deti-kak-govorit"],
    ["Ærø in iPhone Photos", "aero-in-iphone-photos"],
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

describe("slugs already handed out", () => {
  it("the sample episodes keep the slugs links and tests already use", () => {
    expect(sampleEpisodes.map((episode) => slugify(episode.title))).toEqual([
      "when-your-ex-wont-follow-the-parenting-plan",
      "dividing-retirement-accounts-without-losing-your-shirt-with-marcus-bell-cdfa",
      "co-parenting-with-a-high-conflict-ex-jenna-park-lmft",
      "mediation-vs-litigation-choosing-your-path",
      "telling-the-kids-age-by-age-scripts-for-the-hardest-conversation",
      "spousal-support-myths-busted",
      "who-keeps-the-house-property-division-explained",
      "dating-after-divorce-when-are-you-ready",
      "holidays-birthdays-and-two-homes",
      "protecting-your-credit-during-divorce",
      "grey-divorce-starting-over-after-50",
      "your-first-meeting-with-a-divorce-lawyer-what-to-bring",
    ]);
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
