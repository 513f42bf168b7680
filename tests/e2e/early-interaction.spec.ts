import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

/**
 * A control clicked, or a field typed in, at any moment after the first paint is never lost
 * (issue 27): not while the page's scripts are still on their way (they load after the first paint,
 * ADR 0017), and not on a slow phone. Here the CPU runs 4× slower and the page's scripts are held
 * back until the test has acted, so each action lands on the server's bare HTML and must still take
 * effect once the page has hydrated.
 */
const EPISODE = "/episodes/when-your-ex-wont-follow-the-parenting-plan";

/** A 4× slower CPU, and scripts held until the returned function lets them through. */
async function slowPhone(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

const playing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("audio")].some((audio) => !audio.paused));

test.describe("on a slow phone, before the scripts have run", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Play button clicked at once plays the episode once the page is ready", async ({ page }) => {
    const releaseScripts = await slowPhone(page);
    await page.goto(EPISODE, { waitUntil: "domcontentloaded" });
    await page
      .getByRole("button", { name: /^Play episode: / })
      .first()
      .click();
    expect(await isHydrated(page)).toBe(false);
    releaseScripts();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    await expect(page).toHaveURL(EPISODE);
  });

  test("a transcript timestamp clicked at once plays from there, without reloading the page", async ({ page }) => {
    const releaseScripts = await slowPhone(page);
    await page.goto(EPISODE, { waitUntil: "domcontentloaded" });
    const transcript = page.getByRole("region", { name: "Transcript" });
    await transcript.getByRole("link", { name: "Play from 0:06" }).click();
    expect(await isHydrated(page)).toBe(false);
    releaseScripts();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const audio = document.querySelector<HTMLAudioElement>("audio[data-episode-slug]");
            return audio && !audio.paused ? audio.currentTime : -1;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(6);
    await expect(page).toHaveURL(EPISODE);
  });

  test("a Play button in Home's recent episodes clicked at once plays once the page is ready", async ({ page }) => {
    // The list's code is fetched after the page's, when a visitor reaches for it (recent-episodes.tsx),
    // and the button the head's script held is replaced by the list's own once it runs.
    const releaseScripts = await slowPhone(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page
      .getByRole("region", { name: "Recent episodes" })
      .getByRole("button", { name: /^Play episode: / })
      .first()
      .click();
    expect(await isHydrated(page)).toBe(false);
    releaseScripts();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    await expect(page).toHaveURL("/");
  });

  test("the menu opened at once opens, and what is typed into the archive's search stays", async ({ page }) => {
    const releaseScripts = await slowPhone(page);
    await page.goto("/episodes", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox").first();
    await search.pressSequentially("custody");
    await page.locator("summary", { hasText: "Menu" }).click();
    expect(await isHydrated(page)).toBe(false);
    releaseScripts();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" })).toBeVisible();
    await expect(search).toHaveValue("custody");
  });
});

test("on a slow phone, a link followed from Home shows the next page's pending state at once", async ({ page }) => {
  // React held a navigation's first render on Home until the recent episodes' code, not asked for
  // yet, had come and hydrated (ADR 0007's addendum): the pending state was drawn seconds late, or
  // here, with that code held back, not until the next page itself arrived.
  await page.goto("/");
  await waitForHydration(page);
  await page.route(/\/assets\/recent-episode-list-[^/]+\.js$/, () => {});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.route("**/latest-episode.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Latest Episode", exact: true }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Loading episode..." })).toBeVisible({ timeout: 1500 });
  await expect(page).toHaveURL("/latest-episode", { timeout: 15_000 });
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a reader who only scrolls downloads no script, and a tap on Play loads them and plays", async ({ page }) => {
    // docs/decisions/0034-scripts-on-first-intent.md: a finger on the screen may only be scrolling;
    // a tap (a click) is the first move that asks for the page's scripts.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto(EPISODE);
    await page.waitForLoadState("networkidle");
    // A swipe up the page: touch start, moves, end (pointer events of a finger, no click).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 200, y: 600 }] });
    for (let y = 580; y >= 300; y -= 20) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 200, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);

    await page
      .getByRole("button", { name: /^Play episode: / })
      .first()
      .tap();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
  });
});
