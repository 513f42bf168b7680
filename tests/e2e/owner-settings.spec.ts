import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * /admin/settings: the owner sets the sync schedules (the feed and blog addresses are set by the
 * environment in these tests, so they are read-only and say so). Bad input changes nothing and
 * says why; a good one is saved with a toast. The blog sync is put back to its default afterwards,
 * as the browser tests share one server.
 */
async function checkSettingsForm(page: Page, { javaScript }: { javaScript: boolean }) {
  await page.goto("/admin/settings");
  if (javaScript) await waitForHydration(page);
  const form = page.getByRole("form", { name: "Feed, blog source and schedules" });
  const schedules = page.getByRole("region", { name: "Schedules", exact: true });

  // The environment's addresses: shown, read-only, and named as set by it.
  const feed = form.getByLabel("Podcast feed address");
  await expect(feed).toHaveValue(/http:\/\/127\.0\.0\.1:\d+\/feed\.xml/);
  await expect(feed).toHaveAttribute("readonly", "");
  await expect(feed).toHaveAccessibleDescription(/Set by PODCAST_FEED_URL \(environment\)/);
  await expect(form.getByLabel("Blog source address")).toHaveAttribute("readonly", "");

  // A schedule that is not one: refused beside the field, nothing saved.
  const blogSync = form.getByLabel("Blog sync");
  await expect(blogSync).toHaveValue("");
  await blogSync.fill("every day");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved: one field needs correcting.");
  await expect(blogSync).toHaveAttribute("aria-invalid", "true");
  await expect(blogSync).toHaveAccessibleDescription(/such as 15m, 1h or 1d/);
  await expect(blogSync).toHaveValue("every day");
  await expect(schedules).toContainText("Blog syncoff");

  // A good one: saved, with the toast, and in effect.
  await blogSync.fill("12h");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page).toHaveURL("/admin/settings");
  await expect(page.getByText("Settings saved", { exact: true }).first()).toBeVisible();
  await expect(schedules).toContainText("every 12h");
  await expect(schedules).toContainText("saved in the form above");
  await expect(form.getByLabel("Blog sync")).toHaveValue("12h");

  // Nothing scrolls sideways at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Emptied: the default (off) applies again.
  await form.getByLabel("Blog sync").fill("");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(schedules).toContainText("Blog syncoff");
}

test.describe("the owner's settings form", () => {
  // One admin changes the shared server's settings at a time.
  test.describe.configure({ mode: "serial" });

  for (const width of [390, 1366]) {
    test(`sets a schedule, refuses a bad one, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, baseURL!);
      await checkSettingsForm(page, { javaScript: true });
    });
  }

  test("works without JavaScript, at 390 px", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    try {
      const page = await context.newPage();
      await signInAsAdmin(page, baseURL!);
      await checkSettingsForm(page, { javaScript: false });
    } finally {
      await context.close();
    }
  });
});
