import { describe, expect, it } from "vitest";
import type { CatalogueLexicon } from "./catalogue-lexicon";
import { bridgeWords } from "./situation-bridge";

/** A catalogue of 100 episodes: a few telling words, each in one to three of them, and two common ones. */
function lexiconOf(words: Record<string, number>): CatalogueLexicon {
  return { episodeCount: 100, words: new Map(Object.entries(words)), stems: new Map(), guests: [] };
}

describe("situations bridged to the catalogue's topics through WordNet's definitions", () => {
  const lexicon = lexiconOf({
    arbitrator: 1,
    tuition: 2,
    insomnia: 1,
    pension: 2,
    divorce: 90,
    separation: 70,
  });

  it("leads a listener's word to the catalogue's telling words defined with it, or that define it", () => {
    // "insomnia: an inability to sleep"; "tuition: a fee paid for instruction"; "arbitrator: someone who decides".
    expect(bridgeWords("sleep", lexicon)).toContain("insomnia");
    expect(bridgeWords("fee", lexicon)).toContain("tuition");
    expect(bridgeWords("decides", lexicon)).toContain("arbitrator");
  });

  it("never leads an everyday word anywhere, nor to a word most episodes use", () => {
    expect(bridgeWords("tell", lexicon)).toEqual([]);
    expect(bridgeWords("know", lexicon)).toEqual([]);
    expect(bridgeWords("divorced", lexicon)).not.toContain("separation");
    expect(bridgeWords("separate", lexicon)).not.toContain("divorce");
  });

  it("leaves out the word's own forms (the search matches those already) and words it does not know", () => {
    expect(bridgeWords("insomniac", lexicon)).not.toContain("insomnia");
    expect(bridgeWords("qwzxv", lexicon)).toEqual([]);
  });
});
