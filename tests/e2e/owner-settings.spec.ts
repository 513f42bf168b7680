import AxeBuilder from "@axe-core/playwright";
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

  for (const width of [390, 1366]) {
    test(`sets the feed's tags, refuses an http:// address, and lists the podroll on Resources, at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, baseURL!);
      await page.goto("/admin/settings");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: "Our podcast feed's tags" });
      const funding = form.getByLabel("Support link", { exact: true });
      const podroll = form.getByLabel("Shows we recommend");

      // http:// is refused beside the field; nothing is saved, what was typed stays.
      await funding.fill("http://support.example/untangled");
      await podroll.fill("Co-Parenting Hour | https://feeds.coparenting.example/rss.xml | https://coparenting.example");
      await form.getByRole("button", { name: "Save feed tags" }).click();
      await expect(page.getByRole("alert")).toContainText("Nothing was saved: one field needs correcting.");
      await expect(funding).toHaveAttribute("aria-invalid", "true");
      await expect(funding).toHaveAccessibleDescription(/must start with https:\/\//);
      await expect(funding).toHaveValue("http://support.example/untangled");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.goto("/resources");
      await expect(page.getByRole("heading", { name: "Shows we recommend" })).toHaveCount(0);

      // https: saved, and the podroll is on the Resources page.
      await page.goto("/admin/settings");
      await waitForHydration(page);
      await form.getByLabel("Support link", { exact: true }).fill("https://support.example/untangled");
      await form
        .getByLabel("Shows we recommend")
        .fill("Co-Parenting Hour | https://feeds.coparenting.example/rss.xml | https://coparenting.example");
      await form.getByRole("button", { name: "Save feed tags" }).click();
      await expect(page.getByText("Feed tags saved", { exact: true }).first()).toBeVisible();
      await page.goto("/resources");
      const shows = page.getByRole("region", { name: "Shows we recommend" });
      await expect(shows.getByRole("heading", { name: "Co-Parenting Hour" })).toBeVisible();
      await expect(shows.getByRole("link", { name: /^Website\b.*Co-Parenting Hour/ })).toHaveAttribute(
        "href",
        "https://coparenting.example",
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      // The section as accessibility.spec.ts checks every page (which sees Resources without it).
      const axe = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target.join(" "))]),
      ).toEqual([]);

      // Put back as the other tests expect the shared server: no tags, no podroll.
      await page.goto("/admin/settings");
      await waitForHydration(page);
      await form.getByLabel("Support link", { exact: true }).fill("");
      await form.getByLabel("Shows we recommend").fill("");
      await form.getByRole("button", { name: "Save feed tags" }).click();
      await expect(page.getByText("Feed tags saved", { exact: true }).first()).toBeVisible();
      await page.goto("/resources");
      await expect(page.getByRole("heading", { name: "Shows we recommend" })).toHaveCount(0);
    });
  }
});
