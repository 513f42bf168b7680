import { describe, expect, it } from "vitest";
import { escapeTwiceWithinMs, siteStoragePrefix } from "~/lib/quick-exit";
import { quickExitScript } from "./quick-exit-script";

describe("the inline script behind 'Leave site'", () => {
  it("clears the keys the site stores under its prefix, for the link the bar renders, on Escape twice", () => {
    expect(quickExitScript).toContain(`"${siteStoragePrefix}"`);
    expect(quickExitScript).toContain("a[data-quick-exit]");
    // The compiler may write 1000 as 1e3.
    expect(Number(/lastEscape < ([\d.e]+)\)/.exec(quickExitScript)?.[1])).toBe(escapeTwiceWithinMs);
    expect(quickExitScript).toContain("location.replace(");
  });

  it("is one line of JavaScript that parses and runs itself", () => {
    expect(quickExitScript).not.toContain("\n");
    expect(quickExitScript).toMatch(/^\(function leaveQuickly\(\) \{.*\}\)\(\)$/);
    expect(quickExitScript).not.toMatch(/\/\/|\/\*/);
    expect(() => new Function(quickExitScript)).not.toThrow();
  });
});
