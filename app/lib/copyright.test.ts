import { describe, expect, it } from "vitest";
import { calendarYear, copyrightYears } from "./copyright";

describe("the footer's copyright years", () => {
  it("run from the spec's 2025 to the current year", () => {
    expect(copyrightYears(2025)).toBe("2025");
    expect(copyrightYears(2026)).toBe("2025–2026");
    expect(copyrightYears(2031)).toBe("2025–2031");
  });

  it("turn over at midnight UTC on New Year's Eve", () => {
    expect(calendarYear(new Date("2026-12-31T23:59:59.999Z"))).toBe(2026);
    expect(calendarYear(new Date("2027-01-01T00:00:00.000Z"))).toBe(2027);
  });
});
