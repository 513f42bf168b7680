import { describe, expect, it } from "vitest";
import { derivedForms, inflectionBases } from "./wordnet";

describe("WordNet's other forms of a word", () => {
  it("undoes an inflection to the dictionary forms WordNet knows", () => {
    expect(inflectionBases("ended")).toEqual(["end"]);
    expect(inflectionBases("parents")).toEqual(["parent"]);
    expect(inflectionBases("custody")).toEqual([]);
  });

  it("follows derivational links to the same word in another part of speech", () => {
    expect(derivedForms("deployed")).toContain("deployment");
    expect(derivedForms("embarrassed")).toContain("embarrassment");
    expect(derivedForms("remarried")).toContain("remarriage");
  });

  it("reads an adverb WordNet does not link as the adjective it is made from, and only such an adverb", () => {
    expect(derivedForms("safely")).toContain("safe");
    expect(derivedForms("early")).not.toContain("ear");
  });

  it("knows nothing of a word outside English", () => {
    expect(derivedForms("qwrtzp")).toEqual([]);
    expect(inflectionBases("qwrtzp")).toEqual([]);
  });
});
