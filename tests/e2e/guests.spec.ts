import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { removeEpisode } from "./support/remove-episode";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * The guests' pages as a listener finds them: a photo that fails shows the guest's initials, the
 * host is not among the guests, titles do not decide the order, and a guest without a bio still has
 * a page worth reading (their episodes' notes).
 */
const suffix = crypto.randomUUID().slice(0, 6);
const guest = `Judge Aaron Quill${suffix}`;
const title = `Court Days ${suffix}`;
const notes = `Judge Quill${suffix} explains what a first hearing looks like and how to prepare for it.`;

const embedCode =
  '<iframe title="Episode" height="150" width="100%" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

/** "Judge Ann Lee" sorts as "Ann Lee": the same titles as the page leaves out. */
const withoutTitles = (name: string) =>
  name.replace(/^\s*(?:(?:dr|mr|mrs|ms|mx|prof|professor|rev|hon|judge)\.?\s+)+/i, "").trim();

async function createEpisodeWithGuestPhoto(page: Page) {
  await page.goto("/admin/episodes");
  await waitForHydration(page);
  const manager = page.getByRole("region", { name: "Episode Manager" });
  const form = manager.getByRole("form", { name: "Add New Episode" });
  await form.getByLabel("Title").fill(title);
  // The host named on the guest line, as feeds and admins do.
  await form.getByLabel("Guest Name").fill(`Claire Morrow and ${guest}`);
  await form.getByLabel("Description").fill(notes);
  await form.getByLabel("Podbean Embed Code").fill(embedCode);
  await form.getByRole("button", { name: "Create Episode" }).click();
  await manager
    .getByRole("region", { name: "All Episodes" })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  const extras = manager.getByRole("region", { name: "Transcript, chapters and people" });
  await waitForHydration(page);
  await extras.getByText(guest).click();
  const person = extras.getByRole("form", { name: `Edit ${guest}` });
  // An address that never answers with an image (the browser tests run offline, and the page's CSP
  // may refuse it too): a failed photo.
  await person.getByLabel("Photo URL").fill(`https://example.com/no-such-photo-${suffix}.jpg`);
  await person.getByRole("button", { name: "Save person" }).click();
  await expect(page.getByText("Person saved")).toBeVisible();
}

/** The failed photo's own load error is what these tests are about, not a broken page. */
function forgiveThePhoto(consoleErrors: string[]) {
  const others = consoleErrors.filter((text) => !/^Failed to load resource: net::ERR_/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test.describe("guests", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    await signInAsAdmin(page, baseURL!);
    await createEpisodeWithGuestPhoto(page);
    await page.close();
  });
  test.afterAll(async ({ browser, baseURL }) => {
    await removeEpisode(browser, baseURL!, title);
  });

  for (const width of [360, 1366]) {
    test(`at ${width} px: initials for a failed photo, no host, sorted without titles`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/guests");
      await waitForHydration(page);
      const items = page.getByRole("main").getByRole("listitem");
      const names = await items.locator("span.font-semibold").allTextContents();
      expect(names).toContain(guest);
      expect(names.filter((name) => /claire morrow/i.test(name))).toEqual([]);
      const sorted = [...names].sort((a, b) =>
        withoutTitles(a).localeCompare(withoutTitles(b), "en", { sensitivity: "base", numeric: true }),
      );
      expect(names).toEqual(sorted);

      const card = items.filter({ hasText: guest });
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("img")).toBeHidden();
      const initials = card.locator("[data-initials]");
      await expect(initials).toHaveText("AQ");
      await expect(initials).toBeVisible();

      await card.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: guest })).toBeVisible();
      await expect(page.locator("header [data-initials] img")).toBeHidden();
      await expect(page.locator("header [data-initials]")).toHaveText("AQ");
      // No bio: the episodes' notes, whole.
      await expect(page.getByRole("article").getByText(notes)).toBeVisible();
      forgiveThePhoto(consoleErrors);
    });
  }

  test("a photo that failed before the page's scripts ran still gives way to the initials", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/guests");
    const guestPage = page.getByRole("main").getByRole("listitem").filter({ hasText: guest });
    await guestPage.getByRole("link").click();
    await expect(page.locator("header [data-initials] img")).toBeHidden();
    await expect(page.locator("header [data-initials]")).toBeVisible();
    forgiveThePhoto(consoleErrors);
  });
});
