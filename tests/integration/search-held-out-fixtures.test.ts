import { describe, expect, it } from "vitest";
import { searchCatalogue } from "../fixtures/search/catalogue";
import { heldOutCatalogue } from "../fixtures/search-held-out/catalogue";
import { heldOutQueries, type HeldOutQuery } from "../fixtures/search-held-out/queries";

const kinds: readonly HeldOutQuery["kind"][] = [
  "topic",
  "specific",
  "guest",
  "typo",
  "paraphrase",
  "chatty",
  "no-answer",
];

describe("held-out search fixtures", () => {
  it("has a catalogue of at least 200 well-formed episodes, none shared with the development set", () => {
    expect(heldOutCatalogue.length).toBeGreaterThanOrEqual(200);
    const slugs = heldOutCatalogue.map((episode) => episode.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(heldOutCatalogue.map((episode) => episode.title)).size).toBe(slugs.length);
    const developmentTitles = new Set(searchCatalogue.map((episode) => episode.title.toLowerCase()));
    for (const episode of heldOutCatalogue) {
      expect(episode.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Date(`${episode.publishedDate}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(episode.description.length).toBeGreaterThan(60);
      expect(developmentTitles.has(episode.title.toLowerCase()), episode.title).toBe(false);
    }
  });

  it("has at least 120 answerable questions of every kind and at least 10 that nothing answers", () => {
    expect(heldOutQueries.filter((query) => query.kind !== "no-answer").length).toBeGreaterThanOrEqual(120);
    expect(heldOutQueries.filter((query) => query.kind === "no-answer").length).toBeGreaterThanOrEqual(10);
    for (const kind of kinds)
      expect(
        heldOutQueries.some((query) => query.kind === kind),
        kind,
      ).toBe(true);
    expect(new Set(heldOutQueries.map((query) => query.query)).size).toBe(heldOutQueries.length);
  });

  it("expects only episodes that exist, and nothing for no-answer questions", () => {
    const slugs = new Set(heldOutCatalogue.map((episode) => episode.slug));
    for (const { query, expected, kind } of heldOutQueries) {
      if (kind === "no-answer") {
        expect(expected, query).toEqual([]);
        continue;
      }
      expect(expected.length, query).toBeGreaterThanOrEqual(1);
      expect(new Set(expected).size, query).toBe(expected.length);
      for (const slug of expected) expect(slugs.has(slug), `${query} → ${slug}`).toBe(true);
    }
  });
});
