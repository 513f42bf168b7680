import { describe, expect, it } from "vitest";
import { dropFraming } from "./listener-framing";
import { normalizeQuery } from "./normalize-query";

const terms = (message: string) =>
  normalizeQuery(message, { correct: () => undefined })
    .concepts.map((concept) => concept.term)
    .sort();

/** Subjects of every sort, inside and outside the field, none taken from the evaluation sets. */
const SUBJECTS = [
  "a beekeeper who lost her hives",
  "sailing solo across the atlantic",
  "custody of the family dog",
  "a grandmother learning to code",
  "mediation in a small town",
  "quilting with strangers",
];

/** How people frame a request, each with `%s` where the subject goes. */
const FRAMINGS = [
  "%s",
  "the one about %s",
  "that episode where %s",
  "an episode where %s",
  "do you have anything on %s",
  "Do you guys have an episode about %s?",
  "I remember an episode about %s",
  "I think I heard an episode on %s",
  "there was an episode about %s, which one was it",
  "what was the episode about %s",
  "hi! looking for the one about %s. thanks so much!",
  "Hello there, quick question: is there an episode on %s? Any episode would help.",
  "good morning Claire, long time listener. I can't remember the name but it was the one where %s",
  "hey, can you help me find %s please, thanks in advance",
  "I'm trying to find that one where someone talked about %s lol",
  "%s? any suggestions appreciated",
  "have you ever covered %s? much appreciated",
  "I was wondering if there's an episode on %s",
];

describe("dropFraming", () => {
  it("leaves a message without framing as it is, lowercased", () => {
    expect(dropFraming("Custody of the Family Dog")).toBe("custody of the family dog");
  });

  it.each(FRAMINGS.slice(1))("reads %j as its subject alone", (framing) => {
    for (const subject of SUBJECTS) {
      expect(terms(framing.replace("%s", subject)), `${framing} / ${subject}`).toEqual(terms(subject));
    }
  });

  it("keeps the words of a subject that look like framing inside it", () => {
    // "told", "shared" and "covered" say what happened, not who said it.
    expect(terms("where she told the kids")).toContain("told");
    expect(terms("when they shared custody")).toContain("custody");
    expect(terms("thankful for my sister")).toContain("thankful");
    expect(terms("hello kitty backpack")).toContain("kitty");
  });

  it("has nothing left of a message that is all framing", () => {
    for (const message of ["hi there!", "thanks so much", "any episode would help", "do you have anything on"]) {
      expect(terms(message), message).toEqual([]);
    }
  });
});
