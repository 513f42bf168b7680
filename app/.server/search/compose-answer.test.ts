import { describe, expect, it } from "vitest";
import { composeAnswer, composeAnswerParts } from "./compose-answer";
import type { Concept } from "./read-question";
import type { EpisodeMatch } from "./search-episodes";

const episode: EpisodeMatch = {
  id: "1",
  slug: "spousal-support-myths-busted",
  title: "Spousal Support Myths, Busted",
  guestName: "Daniel Reyes, Esq.",
  publishedDate: "2025-10-13T10:00:00.000Z",
  imageUrl: null,
  durationSeconds: null,
  podbeanEmbedCode: null,
  audioUrl: null,
  score: 1,
  matched: ["alimony"],
};

const concept = (term: string, weight: number, known = false): Concept => ({
  term,
  alternatives: [term],
  known,
  weight,
  credit: weight,
});

describe("composeAnswer", () => {
  it("names the matched topics in a sentence and lists each episode with guest and date", () => {
    const query = { text: "tell the kids about alimony", concepts: [concept("tell", 2), concept("alimony", 4, true)] };
    expect(composeAnswer({ query, episodes: [episode] })).toBe(
      'Here is an episode that talks about alimony:\n1. "Spousal Support Myths, Busted" with Daniel Reyes, Esq. (October 13, 2025)',
    );
  });

  it("never names a verb or chat word as a topic", () => {
    const query = { text: "how do I tell them", concepts: [concept("tell", 3)] };
    const { intro } = composeAnswerParts({ query, episodes: [{ ...episode, matched: ["tell"] }] });
    expect(intro).toBe("Here is an episode that may help with what you're facing:");
  });

  it("says which part of the question nothing covers", () => {
    const query = {
      text: "alimony and my pizza shop",
      concepts: [concept("alimony", 4, true), concept("pizza", 3.5)],
    };
    expect(composeAnswerParts({ query, episodes: [episode], unmatched: ["pizza"] }).intro).toBe(
      "Here is an episode that talks about alimony. I didn't find anything on pizza, though.",
    );
  });

  it("names the guest when the listener asked for one", () => {
    const query = { text: "daniel reyes", concepts: [], guests: ["Daniel Reyes, Esq."] };
    const episodes = [
      { ...episode, matched: ["guest"] },
      { ...episode, id: "2", matched: ["guest"] },
    ];
    expect(composeAnswer({ query, episodes })).toMatch(/^Here are the episodes with Daniel Reyes, Esq\.:\n1\. /);
  });

  it("says so when nothing answers, and offers the contact page and the archive", () => {
    const query = { text: "best pizza in town", concepts: [concept("pizza", 3.5), concept("town", 1)] };
    const parts = composeAnswerParts({ query, episodes: [] });
    expect(parts.intro).toMatch(/^I couldn't find an episode on "best pizza in town"/);
    expect(parts.intro).toMatch(/contact page/);
    expect(parts.links.map((link) => link.href)).toEqual(["/contact", "/episodes"]);
    expect(parts.text).toContain("/contact");
    expect(composeAnswer({ query: { text: "", concepts: [] }, episodes: [] })).toMatch(
      /^Tell me what you're going through/,
    );
  });
});
