import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test, waitForHydration } from "./support/test";

/** The feed server stands beside the site on the next port (playwright.config.ts). */
function slowPage(baseURL: string, n: number) {
  return `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}/slow/${n}`;
}

async function openImportCard(page: Page) {
  await page.goto("/admin/blog");
  await waitForHydration(page);
  return page.getByRole("region", { name: "Blog Post Manager" });
}

test("an import's progress bar survives leaving the page, and Cancel stops it", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const manager = await openImportCard(page);
  const urls = Array.from({ length: 12 }, (_, index) => slowPage(baseURL!, index + 1));
  await manager.getByLabel("Blog post URLs (one per line)").fill(urls.join("\n"));
  await manager.getByRole("button", { name: "Import URLs" }).click();
  await answerConfirmation(page, "yes");

  const bar = page.getByRole("progressbar", { name: "Importing blog posts from the pasted URLs" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuemax", "12");
  await expect(manager.getByRole("button", { name: "Import from Website" })).toBeDisabled();

  // Away (the admin page unmounts) and back with a fresh page load: the running import is found again.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar).toBeHidden();
  await openImportCard(page);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", /^(?:[1-9]|1[01])$/, { timeout: 20_000 });

  await page.getByRole("button", { name: "Cancel import" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Import Cancelled" })).toContainText(
    "Nothing was changed.",
  );
  await expect(bar).toBeHidden();
  await expect(manager.getByRole("button", { name: "Import from Website" })).toBeEnabled();
});
