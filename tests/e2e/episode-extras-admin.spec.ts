import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";
import { removeEpisode } from "./support/remove-episode";

const embedCode =
  '<iframe title="Episode" height="150" width="100%" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.500
<v Claire Morrow>Welcome back to Untangled.

00:00:04.500 --> 00:00:09.000
<v Dr. Lena Ortiz>Thanks for having me, Claire.
`;

const SRT = `1
00:00:00,500 --> 00:00:03,000
Claire Morrow: Today we talk about budgets.

2
00:00:03,000 --> 00:00:06,000
Dr. Sam Price: Start with what you spend.

3
00:00:06,000 --> 00:00:09,000
Claire Morrow: Good advice.
`;

/** Episodes a test made, removed after it so the archive other tests read stays as seeded. */
const createdTitles: string[] = [];

/** Creates an episode through the Episode Manager's form and opens it for editing. */
async function createAndEdit(page: Page, title: string, guest: string) {
  createdTitles.push(title);
  await page.goto("/admin/episodes");
  const manager = page.getByRole("region", { name: "Episode Manager" });
  const form = manager.getByRole("form", { name: "Add New Episode" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Guest Name").fill(guest);
  await form.getByLabel("Description").fill("Money, budgets and the first year after.");
  await form.getByLabel("Podbean Embed Code").fill(embedCode);
  await form.getByRole("button", { name: "Create Episode" }).click();
  await manager
    .getByRole("region", { name: "All Episodes" })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(manager.getByRole("form", { name: "Edit Episode" })).toBeVisible();
  return manager.getByRole("region", { name: "Transcript, chapters and people" });
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

test.describe("an episode's transcript, chapters and people in the Episode Manager", () => {
  // Each test creates an episode and walks the admin page and the public page several times; on a
  // loaded machine that takes longer than the default half minute.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async ({ browser, baseURL }) => {
    for (const title of createdTitles.splice(0)) await removeEpisode(browser, baseURL!, title);
  });

  test("an admin pastes a transcript, previews and saves it, the episode page shows it, then removes it", async ({
    browser,
    baseURL,
  }) => {
    // @axe-core/playwright needs a page from an explicitly created context.
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      // A refused post answers 400 on purpose.
      if (message.type() === "error" && !/status of 400/.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/episodes");
    await waitForHydration(page);
    const extras = await createAndEdit(
      page,
      `Money After Divorce ${crypto.randomUUID().slice(0, 6)}`,
      "Dr. Lena Ortiz",
    );
    await expect(extras.getByText("This episode has no transcript yet.")).toBeVisible();

    // A file that is not a transcript is refused and changes nothing.
    await extras.getByLabel("Or paste the transcript").fill("Just some notes, no times.");
    await extras.getByRole("button", { name: "Save transcript" }).click();
    await expect(extras.getByRole("alert")).toContainText("not a WebVTT or SubRip (SRT) transcript");
    await expect(extras.getByText("This episode has no transcript yet.")).toBeVisible();

    await extras.getByLabel("Or paste the transcript").fill(VTT);
    await extras.getByRole("button", { name: "Preview transcript" }).click();
    const preview = extras.getByRole("region", { name: "Transcript preview" });
    await expect(preview).toContainText("WebVTT · 2 cues · 0:09 · speakers: Claire Morrow, Dr. Lena Ortiz");
    await expect(preview.getByRole("list", { name: "First cues of the preview" }).getByRole("listitem")).toHaveCount(2);
    await expect(extras.getByText("This episode has no transcript yet.")).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include("#episode-extras-title")
      .include("#episode-transcript")
      .include("#episode-chapters")
      .include("#episode-people")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await extras.getByRole("button", { name: "Save transcript" }).click();
    await expect(toast(page, "Transcript saved")).toBeVisible();
    await expect(extras.getByText(/^2 cues · 0:09/)).toBeVisible();

    await extras.getByLabel("Or paste the chapters").fill("0:00 Welcome\n0:04 Where the money goes");
    await extras.getByRole("button", { name: "Save chapters" }).click();
    await expect(toast(page, "Chapters saved")).toBeVisible();

    await extras.getByRole("link", { name: "See it on the episode page" }).click();
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript).toContainText("Welcome back to Untangled.");
    await expect(transcript.getByRole("link", { name: "Play from 0:04" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Chapters" })).toContainText("Where the money goes");
    const episodeUrl = page.url();

    await page.goBack();
    await waitForHydration(page);
    await extras.getByRole("button", { name: "Remove transcript" }).click();
    expect(await answerConfirmation(page, "yes")).toMatch(/Remove this episode's transcript\?/);
    await expect(toast(page, "Transcript removed")).toBeVisible();
    await expect(extras.getByText("This episode has no transcript yet.")).toBeVisible();

    await page.goto(episodeUrl);
    await expect(page.getByRole("region", { name: "Chapters" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Transcript" })).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("without JavaScript: upload an SRT file, preview, save, and edit a guest's bio", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    const page = await context.newPage();
    try {
      await signInAsAdmin(page, baseURL!);
      const guest = `Dr. Sam Price ${crypto.randomUUID().slice(0, 4)}`;
      const extras = await createAndEdit(page, `Budgets First ${crypto.randomUUID().slice(0, 6)}`, guest);

      await extras.getByLabel("Transcript file (WebVTT or SRT)").setInputFiles({
        name: "budgets.srt",
        mimeType: "application/x-subrip",
        buffer: Buffer.from(SRT),
      });
      await extras.getByRole("button", { name: "Preview transcript" }).click();
      await expect(extras.getByRole("region", { name: "Transcript preview" })).toContainText(
        "SubRip (SRT) · 3 cues · 0:09",
      );
      // The file's text is in the box now, so Save posts it without choosing the file again.
      await expect(extras.getByLabel("Or paste the transcript")).toHaveValue(SRT);
      await extras.getByRole("button", { name: "Save transcript" }).click();
      await expect(page.getByText("Transcript saved")).toBeVisible();
      await expect(extras.getByText(/^3 cues · 0:09/)).toBeVisible();

      await extras.getByText(guest).click();
      const person = extras.getByRole("form", { name: `Edit ${guest}` });
      await person.getByLabel("Short bio").fill("Financial planner for families in transition.");
      await person.getByLabel("Website").fill("https://example.com/sam");
      await person.getByRole("button", { name: "Save person" }).click();
      await expect(page.getByText("Person saved")).toBeVisible();

      await extras.getByRole("link", { name: "See it on the episode page" }).click();
      await expect(page.getByRole("region", { name: "Transcript" })).toContainText("Start with what you spend.");
      await expect(page.getByText("Financial planner for families in transition.")).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
