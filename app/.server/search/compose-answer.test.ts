import { describe, expect, it } from "vitest";
import { composeAnswer } from "./compose-answer";
import { normalizeQuery } from "./normalize-query";

const episode = {
  id: "1",
  slug: "spousal-support-myths-busted",
  title: "Spousal Support Myths, Busted",
  guestName: "Daniel Reyes, Esq.",
  publishedDate: "2025-10-13T10:00:00.000Z",
  score: 1,
};

describe("composeAnswer", () => {
  it("leads with the topic and lists each episode with guest and date", () => {
    expect(composeAnswer(normalizeQuery("alimony"), [episode])).toBe(
      'Here is an episode about alimony you might find helpful:\n1. "Spousal Support Myths, Busted" with Daniel Reyes, Esq. (October 13, 2025)',
    );
  });

  it("names the guest when the listener asked for one", () => {
    expect(composeAnswer(normalizeQuery("episodes with Daniel Reyes"), [episode, { ...episode, id: "2" }])).toMatch(
      /^Here are the episodes I found with Daniel Reyes:\n1\. /,
    );
  });

  it("suggests topics when nothing matches", () => {
    expect(composeAnswer(normalizeQuery("best pizza in town"), [])).toBe(
      'I couldn\'t find an episode about "best pizza in town". Try asking about topics like custody, co-parenting, alimony, mediation, dividing property or dating after divorce.',
    );
    expect(composeAnswer(normalizeQuery("hello"), [])).toMatch(/^Tell me what you're going through/);
  });
});
