import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer } from "../helpers/server-process";

/**
 * ANALYTICS=off: "no counting script is sent to your browser" (app/content/analytics-privacy.ts).
 * The page a visit lands on is counted by an inline script of the head
 * (app/.server/first-page-view-script.ts, ADR 0034), so with analytics off the page leaves it out,
 * and with analytics on it is there.
 */
describe("the counting script in a page's head", () => {
  let off: Awaited<ReturnType<typeof startProductionServer>>;
  let on: Awaited<ReturnType<typeof startProductionServer>>;
  beforeAll(async () => {
    [off, on] = await Promise.all([
      startProductionServer({ env: { ANALYTICS: "off" } }),
      startProductionServer({ env: { ANALYTICS: "on" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([off?.stop(), on?.stop()]);
  });

  it("is not sent at all with ANALYTICS=off, and is with it on", async () => {
    const offHtml = await (await fetch(`${off.base}/about`)).text();
    const onHtml = await (await fetch(`${on.base}/about`)).text();
    expect(offHtml).not.toContain("sendBeacon");
    expect(offHtml).not.toContain("data-analytics");
    expect(onHtml).toContain("sendBeacon");
    expect(onHtml).toMatch(/<html[^>]*\sdata-analytics=""/);
  });
});
