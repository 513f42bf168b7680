import { describe, expect, it } from "vitest";
import { normalizeQuery, topicOf } from "./normalize-query";
import { correctSpelling } from "./synonyms";

describe("normalizeQuery", () => {
  it.each([
    ["Hi! Do you have any episodes about custody?", ["custody"]],
    ["what should I listen to about alimony please", ["alimony"]],
    ["I'm looking for something about co-parenting with a narcissist", ["co-parenting", "narcissist"]],
    ["Can you recommend an episode on the parenting plan?", ["parenting plan"]],
    ["  ALIMONY  ", ["alimony"]],
  ])("%j → %j", (message, terms) => {
    expect(
      normalizeQuery(message)
        .concepts.map((concept) => concept.term)
        .sort(),
    ).toEqual([...terms].sort());
  });

  it("reads a phrase said with the listener's own determiner or intensifier inside it", () => {
    const terms = (message: string) => normalizeQuery(message).concepts.map((concept) => concept.term);
    expect(terms("feeling really down lately")).toContain("feeling down");
    expect(terms("telling my kids about it")).toContain("telling the kids");
    // Only such words: "feeling down" is not read across a word that changes it.
    expect(terms("feeling let down")).not.toContain("feeling down");
  });

  it("widens a concept with its synonyms", () => {
    const [alimony] = normalizeQuery("alimony").concepts;
    expect(alimony!.alternatives).toEqual(expect.arrayContaining(["spousal support", "maintenance"]));
  });

  it("corrects misspellings against the field's vocabulary", () => {
    expect(normalizeQuery("custdy").words).toEqual(["custody"]);
    expect(normalizeQuery("aliminy").words).toEqual(["alimony"]);
    expect(normalizeQuery("narcisist ex").words).toEqual(["narcissist", "ex"]);
    expect(correctSpelling("pizza")).toBeUndefined();
  });

  it("reads guest intent, but not 'with my ex'", () => {
    expect(normalizeQuery("episodes with Dr. Okafor").guestName).toBe("Dr. Okafor");
    expect(normalizeQuery("that one featuring Marcus Bell?").guestName).toBe("Marcus Bell");
    expect(normalizeQuery("dealing with my ex").guestName).toBeUndefined();
  });

  it("names the topic for the answer", () => {
    expect(topicOf(normalizeQuery("alimony and taxes"))).toBe("alimony and taxes");
    expect(topicOf(normalizeQuery("hello"))).toBe("");
  });
});
