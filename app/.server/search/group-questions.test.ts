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
});
