import { describe, expect, it } from "vitest";
import { groupBySimilarity, groupInSlices } from "./group-questions";

describe("grouping unanswered questions", () => {
  it("weighs each distinct question by how often it was asked", () => {
    const groups = groupBySimilarity([
      { question: "fix a leaky faucet", count: 1 },
      { question: "best pizza in Chicago", count: 5 },
      { question: "where to get pizza in chicago", count: 2 },
    ]);
    // Labelled by the question asked most, a topic the owner can read, not a list of its words.
    expect(groups[0]).toMatchObject({
      count: 7,
      label: "best pizza in Chicago",
      examples: ["where to get pizza in chicago"],
    });
    expect(groups[1]).toMatchObject({ count: 1, label: "fix a leaky faucet", examples: [] });
  });

  it("in slices: the same groups, with the event loop turning between slices", async () => {
    const questions = Array.from({ length: 300 }, (_, index) => ({
      question: `q${(index * 7919).toString(36)} about topic${index % 40} and more${index}`,
      count: 1 + (index % 3),
    }));
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const sliced = await groupInSlices(questions, { sliceMs: 2 });
    clearInterval(ticker);
    expect(sliced).toEqual(groupBySimilarity(questions));
    expect(turns).toBeGreaterThan(0);
  });

  it("labels a group by the topic its questions share, in words, not by everyday words", () => {
    const groups = groupBySimilarity([
      { question: "how do I tell my 4 year old about the custody schedule", count: 2 },
      { question: "explaining the custody schedule to a 6 year old", count: 1 },
      { question: "what happens to frozen embryos after a split", count: 1 },
    ]);
    expect(groups[0]).toMatchObject({ count: 3, topic: expect.stringContaining("custody") });
    expect(groups[0]!.topic).not.toMatch(/\b(?:tell|year|old)\b/);
    expect(groups[1]!.topic).toMatch(/embryos/);
  });

  it("reads a guest already on the show as a guest, never as a topic to record", () => {
    const guests = ["Dr. Katarzyna Szczepanski", "Marcus Bell, CDFA"];
    const groups = groupBySimilarity(
      [
        { question: "more episodes with Szczepansky please", count: 3 },
        { question: "anything else by dr szczepanski on embryos", count: 1 },
        { question: "stepparent adoption", count: 1 },
      ],
      { guests },
    );
    expect(groups[0]).toMatchObject({ guest: "Dr. Katarzyna Szczepanski", count: 4 });
    for (const group of groups) expect(group.topic).not.toMatch(/szczepansk/i);
    expect(groups[1]).toMatchObject({ topic: expect.stringMatching(/stepparent|adoption/) });
    expect(groups[1]!.guest).toBeUndefined();
  });
});
