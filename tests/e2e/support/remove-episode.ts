import type { Browser } from "@playwright/test";
import { signInAsAdmin } from "./accounts";
import { answerConfirmation } from "./confirm-dialog";
import { expect, uniqueClientIp, waitForHydration } from "./test";

/**
 * Deletes an episode a test made, through the Episode Manager as an admin would. The e2e tests share
 * one server: an episode left behind (newest first, with a short description) moves the archive's
 * cards and the fold that tests/e2e/images.spec.ts checks.
 */
export async function removeEpisode(browser: Browser, baseURL: string, title: string): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin/episodes?eq=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    const list = page.getByRole("region", { name: "All Episodes" });
    await list.getByRole("button", { name: `Delete ${title}` }).click();
    expect(await answerConfirmation(page, "yes")).toMatch(/^Are you sure you want to delete this episode\?$/);
    await expect(list.getByRole("article", { name: title })).toHaveCount(0);
  } finally {
    await context.close();
  }
}
