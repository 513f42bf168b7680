// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_ATTRIBUTE } from "~/lib/page-load-attributes";
import { firstPageViewScript } from "./first-page-view-script";

/** The events the script hands to sendBeacon, parsed. */
let sent: Record<string, unknown>[] = [];

describe("the head's script that counts the page a visit lands on", () => {
  beforeEach(() => {
    sent = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, body: string) => {
        expect(url).toBe("/api/analytics");
        sent.push(JSON.parse(body) as Record<string, unknown>);
        return true;
      },
    });
    document.documentElement.setAttribute(ANALYTICS_ATTRIBUTE, "");
  });
  afterEach(() => document.documentElement.removeAttribute(ANALYTICS_ATTRIBUTE));

  it("is one line of JavaScript without comments", () => {
    expect(firstPageViewScript).not.toContain("\n");
    expect(firstPageViewScript).not.toMatch(/\/\/|\/\*/);
  });

  it("sends the page view with the campaign's tags and nothing else of the query", () => {
    history.replaceState(null, "", "/latest-episode?utm_source=newsletter&utm_medium=email&private=yes");
    new Function(firstPageViewScript)();
    expect(sent).toEqual([{ k: "pageview", p: "/latest-episode", us: "newsletter", um: "email" }]);
  });

  it("sends nothing where the page is not counted (analytics off, an admin)", () => {
    document.documentElement.removeAttribute(ANALYTICS_ATTRIBUTE);
    new Function(firstPageViewScript)();
    expect(sent).toEqual([]);
  });

  it("counts a click on Book a consultation with the page it came from", () => {
    history.replaceState(null, "", "/episodes/an-episode");
    document.body.innerHTML = '<div data-consultation-cta><a href="/contact">Book a consultation</a></div>';
    new Function(firstPageViewScript)();
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(sent.at(-1)).toEqual({ k: "booking", p: "/episodes/an-episode" });
  });
});
