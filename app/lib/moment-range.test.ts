import { describe, expect, it } from "vitest";
import { parseMomentEnd } from "./moment-range";

describe("a shared range's end (?t=754&end=812)", () => {
  it("is read like the moment, when it comes after the start", () => {
    expect(parseMomentEnd("812", 754)).toBe(812);
    expect(parseMomentEnd("13:32", 754)).toBe(812);
    expect(parseMomentEnd("30", undefined)).toBe(30);
  });

  it("is ignored when absent, not a time, or not after the start", () => {
    for (const value of [null, undefined, "", "abc", "-5", "1e3", "12:99"])
      expect(parseMomentEnd(value, 10)).toBeUndefined();
    expect(parseMomentEnd("754", 754)).toBeUndefined();
    expect(parseMomentEnd("700", 754)).toBeUndefined();
    expect(parseMomentEnd("0", undefined)).toBeUndefined();
  });
});
