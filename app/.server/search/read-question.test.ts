import { describe, expect, it } from "vitest";
import type { CatalogueLexicon } from "./catalogue-lexicon";
import { readQuestion } from "./read-question";

/** A small catalogue's words, as catalogue-lexicon.ts reads them from the show notes. */
const lexicon: CatalogueLexicon = {
  episodeCount: 200,
  words: new Map([
    ["deployment", 3],
    ["military", 4],
    ["worry", 6],
    ["anxiety", 9],
    ["embarrassment", 2],
    ["family", 150],
  ]),
  stems: new Map(),
  guests: [],
};

const concept = (message: string, term: string) =>
  readQuestion(message, lexicon).concepts.find((candidate) => candidate.term === term);

describe("reading a question against the catalogue", () => {
  it("reads another form of a term of the field's vocabulary as that term", () => {
    const deployment = concept("my wife filed while I was deployed", "deployment");
    expect(deployment?.known).toBe(true);
    expect(deployment?.alternatives).toEqual(expect.arrayContaining(["military", "deployment"]));
  });

  it("weighs a field term said in an everyday form as that form", () => {
    const worried = concept("so worried", "worry");
    const worry = concept("worry", "worry");
    expect(worried?.known).toBe(true);
    expect(worried!.weight).toBeLessThan(worry!.weight);
  });

  it("lets the same word in another part of speech stand for a word, at full credit", () => {
    const embarrassed = concept("embarrassed to tell my family", "embarrassed");
    expect(embarrassed?.alternatives).toContain("embarrassment");
    expect(embarrassed?.credit).toBe(embarrassed?.weight);
  });

  it("weighs an inflected everyday verb as everyday as its dictionary form", () => {
    // "ended" is rarer in subtitles than "end", yet says no more about a topic.
    expect(concept("it ended", "ended")!.weight).toBeLessThan(concept("qwrtzp", "qwrtzp")!.weight);
  });

  it("leaves out a number no episode mentions: a detail of the listener's, not a topic", () => {
    const terms = readQuestion("our 10 month old and overnights", lexicon).concepts.map((read) => read.term);
    expect(terms).not.toContain("10");
    expect(terms).toContain("overnights");
  });

  it("does not take a word of a vocabulary phrase for a term of the field by itself", () => {
    // "wife" is a word of "ex-wife", "time" of "parenting time": everyday words on their own.
    expect(concept("my wife", "wife")?.known).toBe(false);
    expect(concept("parenting time", "parenting time")?.known).toBe(true);
  });
});
