import { expect, test, waitForHydration } from "./support/test";

/**
 * A search answered by a transcript (the latest sample episode's: app/content/sample-transcript.ts)
 * shows the sentence and "Listen from 0:09", which plays from that moment, in the archive and the
 * assistant alike.
 */
const EPISODE_TITLE = "When Your Ex Won't Follow the Parenting Plan";
const EPISODE_PATH = "/episodes/when-your-ex-wont-follow-the-parenting-plan";
const QUESTION = "a heated message";

test("the archive's result links to the moment the transcript says it, and the episode opens there", async ({
  page,
}) => {
  await page.goto(`/episodes?q=${encodeURIComponent(QUESTION)}`);
  const results = page.getByRole("main").getByRole("list").first();
  await expect(results).toContainText("A calm, dated record helps a mediator far more than a heated message.");
  const listen = results.getByRole("link", { name: `Listen from 0:09: ${EPISODE_TITLE}` });
  await expect(listen).toHaveAttribute("href", `${EPISODE_PATH}?t=9`);

  await waitForHydration(page);
  await listen.click();
  await expect(page).toHaveURL(`${EPISODE_PATH}?t=9`);
  const audio = page.locator("audio[data-episode-slug]");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeCloseTo(9, 0);
});

test("the archive's moment link works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/episodes?q=${encodeURIComponent(QUESTION)}`);
  await page.getByRole("link", { name: `Listen from 0:09: ${EPISODE_TITLE}` }).click();
  await expect(page).toHaveURL(`${EPISODE_PATH}?t=9`);
  await context.close();
});

test("the assistant's card plays the episode from the moment its transcript answers", async ({ page }) => {
  await page.goto("/latest-episode");
  await waitForHydration(page);
  await page.getByRole("button", { name: /Find Your Episode/ }).click();
  const dialog = page.getByRole("dialog", { name: "Find Your Episode" });
  await dialog.getByRole("textbox", { name: "Your question" }).fill(QUESTION);
  await page.keyboard.press("Enter");

  const results = dialog.getByRole("list", { name: "Suggested episodes" });
  await expect(results).toContainText("A calm, dated record helps a mediator far more than a heated message.");
  await results.getByRole("link", { name: `Listen from 0:09: ${EPISODE_TITLE}` }).click();

  const player = page.getByRole("region", { name: "Episode player" });
  await expect(player.getByRole("link", { name: EPISODE_TITLE })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Math.max(...[...document.querySelectorAll("audio")].map((audio) => audio.currentTime))),
    )
    .toBeGreaterThanOrEqual(9);
  await expect(page).toHaveURL(/\/latest-episode$/);
});
