import crypto from "node:crypto";
import type { Browser } from "@playwright/test";
import { adminSections, adminSectionUrl } from "../../app/routes/admin/sections.ts";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/** Every section of the admin area, from the list its navigation and routes come from. */
const adminPages = adminSections.map(adminSectionUrl);

async function adminWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  return { page, close: () => context.close() };
}

test.describe("the admin console", () => {
  test("the overview leads to every section, and the current one is marked", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Overview", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Episodes \d+/ })).toBeVisible();
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    const sources = page.getByRole("region", { name: "Content sources" });
    await expect(sources).toContainText(/http:\/\/127\.0\.0\.1:\d+\/feed\.xml/);
    await expect(sources).toContainText("PODCAST_FEED_URL (environment)");
    await expect(page.getByRole("region", { name: "Site and security" })).toContainText(
      "Authenticator app required for admins",
    );
  });

  test("without JavaScript a confirmation page asks the same questions; Cancel changes nothing", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await adminWithoutJavaScript(browser, baseURL!);
    const title = `No-script post ${crypto.randomUUID().slice(0, 6)}`;
    await page.goto("/admin/blog");
    const form = page.getByRole("form", { name: "Add New Blog Post" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("Written and deleted without JavaScript.");
    await form.getByLabel("Content URL").fill("https://claire-morrow-consulting.example/no-script/");
    await form.getByLabel("Image URL").fill("/images/blog/calendar.svg");
    await form.getByRole("button", { name: "Create Post" }).click();
    const list = page.getByRole("region", { name: "All Blog Posts" });
    await expect(list.getByRole("article", { name: title })).toBeVisible();

    await list.getByRole("button", { name: `Delete ${title}` }).click();
    const confirmation = page.getByRole("region", { name: "Delete blog post" });
    await expect(confirmation).toContainText("Are you sure you want to delete this blog post?");
    await confirmation.getByRole("link", { name: "Cancel" }).click();
    await expect(list.getByRole("article", { name: title })).toBeVisible();

    await list.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("region", { name: "Delete blog post" }).getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/admin/blog");
    await expect(page.getByText("Blog post deleted!")).toBeVisible();
    await expect(list.getByRole("article", { name: title })).toHaveCount(0);

    // Delete All Episodes asks twice here too; no to the second question deletes nothing.
    await page.goto("/admin/episodes");
    await page.getByRole("button", { name: "Delete All Episodes" }).click();
    const first = page.getByRole("region", { name: "Delete All Episodes" });
    await expect(first).toContainText("The latest episode and listener favorites are kept");
    await expect(first).toContainText("Question 1 of 2");
    await first.getByRole("button", { name: "Delete" }).click();
    const second = page.getByRole("region", { name: "Delete All Episodes" });
    await expect(second).toContainText("This cannot be undone. Delete all other episodes now?");
    await expect(second).toContainText("Question 2 of 2");
    await second.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/admin/episodes");
    expect((await page.request.get("/episodes/spousal-support-myths-busted")).status()).toBe(200);
    await close();
  });

  test("a successful create empties the form; the episode list filters on the server", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/blog");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add New Blog Post" });
    const title = `Fresh form ${crypto.randomUUID().slice(0, 6)}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("Created once; the form is empty afterwards.");
    await form.getByLabel("Content URL").fill("https://claire-morrow-consulting.example/fresh-form/");
    await form.getByLabel("Image URL").fill("/images/blog/calendar.svg");
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Blog post created!" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "All Blog Posts" }).getByRole("article", { name: title }),
    ).toBeVisible();
    for (const field of ["Title", "Excerpt", "Content URL", "Image URL"]) {
      await expect(form.getByLabel(field)).toHaveValue("");
    }

    await page.goto("/admin/episodes");
    await waitForHydration(page);
    const search = page.getByRole("search", { name: "Search episodes" });
    await search.getByLabel("Show").selectOption("favorites");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]ef=favorites/);
    const items = page.getByRole("region", { name: "All Episodes" }).getByRole("article");
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item.getByText("FAVORITE", { exact: true })).toBeVisible();
  });

  test("no admin page scrolls sideways on a 360 px wide phone", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page, baseURL!);
    for (const path of adminPages) {
      await page.goto(path);
      // How far the page reaches past the screen, and the outermost elements that stick out (for the message).
      const { overflow, offenders } = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const sticking = [...document.querySelectorAll("body *")].filter(
          (element) => element.getBoundingClientRect().right > width + 0.5,
        );
        const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
        return {
          overflow: document.documentElement.scrollWidth - width,
          offenders: outermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        };
      });
      expect(overflow, `${path} is ${overflow}px wider than the screen: ${offenders.join(" | ")}`).toBeLessThanOrEqual(
        0,
      );
    }
  });
});
