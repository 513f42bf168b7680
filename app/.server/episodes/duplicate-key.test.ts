import { describe, expect, it } from "vitest";
import { duplicateKey, titleEpisodeNumber } from "./duplicate-key";

describe("duplicateKey", () => {
  it.each([
    ["Custody Basics", "custody basics"],
    ["  CUSTODY   basics!! ", "custody basics"],
    ["Episode 12: Custody Basics", "custody basics"],
    ["Ep. 12 - Custody Basics", "custody basics"],
    ["EP12 | Custody Basics", "custody basics"],
    ["#12 Custody Basics", "custody basics"],
    ["12. Custody Basics", "custody basics"],
    ["S2 E5: Custody Basics", "custody basics"],
    ["Season 2, Episode 5 - Custody Basics", "custody basics"],
    ["Custody Basics (Part 2)", "custody basics part 2"],
    ["What’s Next? Money & Divorce", "whats next money and divorce"],
    ["Médiation 101", "mediation 101"],
  ])("%s → %s", (title, key) => expect(duplicateKey(title)).toBe(key));

  it("keeps numbers that are part of the title itself", () => {
    expect(duplicateKey("5 Mistakes to Avoid")).toBe("5 mistakes to avoid");
    expect(duplicateKey("5 Mistakes to Avoid")).not.toBe(duplicateKey("7 Mistakes to Avoid"));
    expect(duplicateKey("Custody 101")).toBe("custody 101");
    expect(duplicateKey("Part 1")).not.toBe(duplicateKey("Part 2"));
  });
});

describe("titleEpisodeNumber", () => {
  it.each([
    ["Episode 40: Listener Questions", 40],
    ["Ep. 7 - Custody", 7],
    ["#12 Custody Basics", 12],
    ["S2 E5: Custody Basics", 5],
    ["Season 2, Episode 5 - Custody Basics", 5],
    ["12. Custody Basics", 12],
    ["5 Mistakes to Avoid", undefined],
    ["Custody Basics", undefined],
  ])("%s → %s", (title, number) => expect(titleEpisodeNumber(title)).toBe(number));
});
