import { describe, expect, it } from "vitest";
import { reciprocalRankFusion } from "./reciprocal-rank-fusion";

describe("reciprocal rank fusion", () => {
  it("puts what both rankings agree on above what only one ranks first", () => {
    const fused = reciprocalRankFusion([
      ["a", "b", "c"],
      ["d", "b", "e"],
    ]);
    expect(fused.map((item) => item.id)).toEqual(["b", "a", "d", "c", "e"]);
    expect(fused[0]!.score).toBeCloseTo(2 / 62, 10);
    expect(fused[1]!.score).toBeCloseTo(1 / 61, 10);
  });

  it("keeps one ranking's order when the other is empty, and the earlier ranking's order on ties", () => {
    expect(reciprocalRankFusion([["a", "b"], []]).map((item) => item.id)).toEqual(["a", "b"]);
    expect(reciprocalRankFusion([["a"], ["b"]]).map((item) => item.id)).toEqual(["a", "b"]);
  });
});
