import { describe, expect, it } from "vitest";
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
});
