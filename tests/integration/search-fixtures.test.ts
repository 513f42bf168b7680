import { describe, expect, it } from "vitest";
import { searchCatalogue } from "../fixtures/search/catalogue";
import { type EvalQuery, searchEvalQueries } from "../fixtures/search/eval-queries";

const kinds: readonly EvalQuery["kind"][] = [
  "topic",
  "guest",
  "misspelling",
  "paraphrase",
  "chatty",
  "specific",
  "no-answer",
];

describe("search fixtures", () => {
  it("has a large catalogue of well-formed episodes", () => {
    expect(searchCatalogue.length).toBeGreaterThanOrEqual(320);
    const slugs = searchCatalogue.map((episode) => episode.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(searchCatalogue.map((episode) => episode.title)).size).toBe(slugs.length);
    expect(new Set(searchCatalogue.map((episode) => episode.episodeNumber)).size).toBe(slugs.length);
    for (const episode of searchCatalogue) {
      expect(episode.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(episode.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${episode.publishedDate}T00:00:00Z`);
      expect(date.getUTCDay()).toBe(1);
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2017);
      expect(date.getUTCFullYear()).toBeLessThanOrEqual(2025);
      expect(episode.description).not.toMatch(/<[a-z]/i);
    }
  });

  it("has enough queries of every kind", () => {
    expect(searchEvalQueries.length).toBeGreaterThanOrEqual(90);
    for (const kind of kinds) {
      expect(searchEvalQueries.filter((query) => query.kind === kind).length, kind).toBeGreaterThan(0);
    }
    expect(new Set(searchEvalQueries.map((query) => query.query)).size).toBe(searchEvalQueries.length);
  });

  it("expects only episodes that exist, and nothing for no-answer queries", () => {
    const slugs = new Set(searchCatalogue.map((episode) => episode.slug));
    for (const { query, expected, kind } of searchEvalQueries) {
      if (kind === "no-answer") {
        expect(expected, query).toEqual([]);
        continue;
      }
      expect(expected.length, query).toBeGreaterThanOrEqual(1);
      expect(expected.length, query).toBeLessThanOrEqual(4);
      expect(new Set(expected).size, query).toBe(expected.length);
      for (const slug of expected) expect(slugs.has(slug), `${query} → ${slug}`).toBe(true);
    }
  });
});
