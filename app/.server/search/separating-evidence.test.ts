import { describe, expect, it } from "vitest";
import { separation, shareOfEpisodes, tellsEpisodesApart } from "./separating-evidence";

describe("separation", () => {
  const bounds = { distinct: 0.2, common: 0.6, least: 0.1 };

  it("keeps a rare concept's whole weight and leaves a concept in most episodes almost nothing", () => {
    expect(separation(0.01, bounds)).toBe(1);
    expect(separation(0.2, bounds)).toBe(1);
    expect(separation(0.4, bounds)).toBeCloseTo(0.55);
    expect(separation(0.6, bounds)).toBe(0.1);
    expect(separation(0.95, bounds)).toBe(0.1);
  });

  it("falls as the concept becomes more common", () => {
    const shares = [0.1, 0.25, 0.35, 0.45, 0.55, 0.7];
    const kept = shares.map((share) => separation(share, bounds));
    expect([...kept].sort((a, b) => b - a)).toEqual(kept);
  });

  it("places a question in the field only by a concept that does not cover most episodes", () => {
    expect(tellsEpisodesApart(0.3, bounds)).toBe(true);
    expect(tellsEpisodesApart(0.8, bounds)).toBe(false);
  });

  it("counts the share of episodes a concept matches", () => {
    expect(shareOfEpisodes(Uint8Array.from([1, 0, 1, 0]))).toBe(0.5);
    expect(shareOfEpisodes(new Uint8Array(0))).toBe(0);
  });
});
