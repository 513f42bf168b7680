import { describe, expect, it } from "vitest";
import { distance } from "fastest-levenshtein";
import { matchGuests } from "./guest-match";

const guests = ["Col. James Ortega (Ret.), Esq.", "Marcus Bell, CDFA", "Dr. Imani Okonjo-Reyes"];

describe("guests named in a message", () => {
  it("reads a word after a title as a name, even an English one typed in lowercase", () => {
    expect(matchGuests("colonel ortega", guests)).toEqual({
      guests: ["Col. James Ortega (Ret.), Esq."],
      nameWords: ["ortega"],
    });
    expect(matchGuests("anything with dr okonjo", guests).guests).toEqual(["Dr. Imani Okonjo-Reyes"]);
  });

  it("does not read an everyday word as a guest without a capital, a title or the rest of the name", () => {
    expect(matchGuests("wedding bells after divorce", guests).guests).toEqual([]);
    expect(matchGuests("Marcus bell on pensions", guests).guests).toEqual(["Marcus Bell, CDFA"]);
  });

  const more = [...guests, "Aisha Thibodeaux", "John Achterberg", "Dr. Katarzyna Szczepanski"];

  it("finds a guest when both the first name and the surname are slightly off", () => {
    expect(matchGuests("the one with Ayesha Thibodeau", more).guests).toEqual(["Aisha Thibodeaux"]);
    expect(matchGuests("jon achterburg on money", more).guests).toEqual(["John Achterberg"]);
    expect(matchGuests("katarina szczepanskii", more).guests).toEqual(["Dr. Katarzyna Szczepanski"]);
  });

  it("allows the further edit only beside another word of the same name", () => {
    // "Ayesha" alone is two edits from "Aisha": too far for a five-letter name by itself.
    expect(matchGuests("Ayesha", more).guests).toEqual([]);
    expect(matchGuests("Jon", more).guests).toEqual([]);
  });

  it("reads a name in the plural or possessive", () => {
    expect(matchGuests("the Achterbergs episodes", more).guests).toEqual(["John Achterberg"]);
    expect(matchGuests("Thibodeaux's advice", more).guests).toEqual(["Aisha Thibodeaux"]);
  });

  it("does not turn a misspelled everyday word into a name", () => {
    const everyday = ["custody", "arrangements"];
    const nearEverydayWord = (word: string, edits: number) =>
      everyday.some((candidate) => distance(word, candidate) <= edits);
    const custodio = ["Ramon Custodio"];
    // "custodi" is one edit from "custody" and one from "Custodio": a slip on the everyday word.
    expect(matchGuests("custodi arrangements", custodio).guests).toEqual(["Ramon Custodio"]);
    expect(matchGuests("custodi arrangements", custodio, { nearEverydayWord }).guests).toEqual([]);
    expect(matchGuests("Custodi on arrangements", custodio, { nearEverydayWord }).guests).toEqual(["Ramon Custodio"]);
    expect(matchGuests("ramon custodi", custodio, { nearEverydayWord }).guests).toEqual(["Ramon Custodio"]);
  });
});
