import { describe, expect, it } from "vitest";
import {
  CLICK_HELD_ATTRIBUTE,
  CLICKS_READY_ATTRIBUTE,
  HOLD_CLICKS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from "~/lib/early-clicks";
import { earlyClickScript } from "./early-click-script";

describe("the inline script that holds early clicks", () => {
  it("uses the attributes the page's scripts set and read", () => {
    for (const attribute of [HYDRATED_ATTRIBUTE, HOLD_CLICKS_ATTRIBUTE, CLICKS_READY_ATTRIBUTE, CLICK_HELD_ATTRIBUTE]) {
      expect(earlyClickScript).toContain(attribute);
    }
  });

  it("is one line of JavaScript that parses and runs itself", () => {
    expect(earlyClickScript).not.toContain("\n");
    expect(earlyClickScript).toMatch(/^\(function holdEarlyClicks\(\) \{.*\}\)\(\)$/);
    expect(earlyClickScript).not.toMatch(/\/\/|\/\*/);
    expect(() => new Function(earlyClickScript)).not.toThrow();
  });
});
