import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * Clips (issue 33): a range of an episode that plays on its own and stops at its end, from the
 * "Listen to a clip" list an admin fills, or from a shared `?t=&end=` link (also without
 * JavaScript, where the native player's `#t=start,end` media fragment stops it). The sample episodes
 * play 12 seconds of audio.
 */
const TITLE = "Protecting Your Credit During Divorce";
const SLUG = "protecting-your-credit-during-divorce";

/** The site player's element (or the native one without JavaScript): where it is and whether it plays. */
function audioState(page: Page) {
  return page
    .locator("audio[data-episode-slug]")
    .evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, currentTime: audio.currentTime }));
}

/** Plays, then pauses by itself within a few tenths of a second of `end`. */
async function expectPlaysUntil(page: Page, end: number) {
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await expect.poll(async () => (await audioState(page)).paused, { timeout: 15_000 }).toBe(true);
  const { currentTime } = await audioState(page);
  expect(currentTime).toBeGreaterThanOrEqual(end - 0.1);
  expect(currentTime).toBeLessThan(end + 0.5);
}

async function openClipsEditor(page: Page) {
  await page.goto(`/admin/episodes?eq=${encodeURIComponent(TITLE)}`);
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "All Episodes" })
    .getByRole("link", { name: `Edit ${TITLE}` })
    .click();
  const clips = page.getByRole("region", { name: "Clips" });
  await expect(clips).toBeVisible();
  return clips;
}

test.describe("clips", () => {
  test.describe.configure({ timeout: 90_000 });

  test("?t=2&end=5 plays from 0:02 and stops at 0:05", async ({ page }) => {
    await page.goto(`/episodes/${SLUG}?t=2&end=5`);
    await waitForHydration(page);
    await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(2, 0);
    await page.getByRole("button", { name: /^Resume: / }).click();
    await expectPlaysUntil(page, 5);
    // Playing again goes on past the range's end.
    await page.getByRole("button", { name: /^Resume: / }).click();
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(5.6);
  });

  test("'Copy link at' takes an optional end", async ({ page }) => {
    await page.goto(`/episodes/${SLUG}?t=3`);
    await waitForHydration(page);
    const copy = page.getByRole("button", { name: /^Copy link at / });
    await expect(copy).toHaveText("Copy link at 0:03");
    const until = page.getByRole("textbox", { name: /^Until/ });
    await until.fill("0:02");
    await expect(page.getByText("Enter a time after 0:03, like 13:32.")).toBeVisible();
    await expect(copy).toHaveText("Copy link at 0:03");
    await until.fill("0:09");
    await expect(copy).toHaveText("Copy link at 0:03 to 0:09");
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: `/episodes/${SLUG}?t=3&end=9` })).toBeVisible();
  });

  test("without JavaScript, ?t=2&end=5 plays just that range in the native player", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(`/episodes/${SLUG}?t=2&end=5`);
      const native = page.locator("audio[controls]");
      await expect(native).toHaveAttribute("src", "/audio/sample-episode.wav#t=2,5");
      // The browser's own player starts at 0:02 and pauses at 0:05 (`play()` stands in for its play button).
      await native.evaluate((audio: HTMLAudioElement) => audio.play());
      await expectPlaysUntil(page, 5);
      // An `end` not after the start is ignored.
      await page.goto(`/episodes/${SLUG}?t=5&end=2`);
      await expect(page.locator("audio[controls]")).toHaveAttribute("src", "/audio/sample-episode.wav#t=5");
    } finally {
      await context.close();
    }
  });

  test("an admin marks a clip; the episode page lists it under 'Listen to a clip' and plays just that range", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() }, baseURL });
    const page = await context.newPage();
    try {
      await signInAsAdmin(page, baseURL!);
      const clips = await openClipsEditor(page);
      await expect(clips.getByText("This episode has no clips yet.")).toBeVisible();
      const form = clips.getByRole("form", { name: "Add a clip" });

      // Past the episode's end (0:12): refused beside the field, nothing added, what was typed kept.
      await form.getByLabel("Start").fill("0:03");
      await form.getByLabel("Length in seconds").fill("20");
      await form.getByLabel("Title").fill("Which cards to close");
      await form.getByRole("button", { name: "Add clip" }).click();
      await expect(clips.getByText("after the episode's end (0:12)")).toBeVisible();
      await expect(clips.getByText("This episode has no clips yet.")).toBeVisible();
      await expect(form.getByLabel("Title")).toHaveValue("Which cards to close");
      const axe = (include: string) =>
        new AxeBuilder({ page })
          .include(include)
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
      expect((await axe("#episode-soundbites")).violations.map((violation) => violation.id)).toEqual([]);

      await form.getByLabel("Length in seconds").fill("3");
      await form.getByRole("button", { name: "Add clip" }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Clip added" })).toBeVisible();
      await expect(clips.getByRole("list", { name: "The episode's clips" })).toContainText("0:03–0:06");

      await page.goto(`/episodes/${SLUG}`);
      await waitForHydration(page);
      const listed = page.getByRole("region", { name: "Listen to a clip" });
      const link = listed.getByRole("link", { name: /Which cards to close/ });
      await expect(link).toHaveAttribute("href", `/episodes/${SLUG}?t=3&end=6`);
      expect((await axe("#clips")).violations.map((violation) => violation.id)).toEqual([]);
      await link.click();
      await expectPlaysUntil(page, 6);
      expect(page.url()).toBe(`${baseURL}/episodes/${SLUG}`);
    } finally {
      // The sample episode goes back as it was.
      const clips = await openClipsEditor(page);
      for (const remove of await clips.getByRole("button", { name: /^Remove the clip / }).all()) {
        await remove.click();
        await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Clip removed" }).first()).toBeVisible();
      }
      await expect(clips.getByText("This episode has no clips yet.")).toBeVisible();
      await context.close();
    }
  });
});
