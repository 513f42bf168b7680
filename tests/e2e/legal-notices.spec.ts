import type { Page } from "@playwright/test";
import { publicPagePatterns } from "../../app/content/public-pages.ts";
import { expect, structuredDataOf, test, waitForHydration } from "./support/test";

/**
 * Issue 32: the legal notices (the short disclaimer under episodes and posts, /disclaimer, /privacy,
 * "Browsing safely", the licensed jurisdictions) and the quick exit ("Leave site", Escape twice).
 * The e2e server's QUICK_EXIT_URL is a loopback page of the feed server (playwright.config.ts).
 */
const neutralPage = /^http:\/\/localhost:\d+\/neutral$/;
const episodePath = publicPagePatterns.find((page) => page.name === "Episode page")!.example;
const postPath = publicPagePatterns.find((page) => page.name === "Blog post")!.example;

/** What the site keeps in the browser (app/lib/quick-exit.ts), and one key that is not the site's. */
async function storeLikeTheSite(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem("untangled.player.positions.v1", JSON.stringify({ "an-episode": { seconds: 42, at: 1 } }));
    localStorage.setItem("untangled.player.last.v1", "null");
    sessionStorage.setItem("untangled.search-assistant.v1", JSON.stringify({ open: false, messages: [] }));
    localStorage.setItem("someone-else.key", "kept");
  });
}

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

test.describe("legal notices", () => {
  for (const [name, path] of [
    ["an episode page", episodePath],
    ["a blog post", postPath],
    ["the latest episode", "/latest-episode"],
  ] as const) {
    test(`${name} says it is general information, not legal advice, and links the disclaimer`, async ({ page }) => {
      await page.goto(path);
      const note = page.getByRole("complementary", { name: "Legal notice" });
      await expect(note).toContainText("General information, not legal advice.");
      await expect(note).toContainText("attorney–client relationship");
      await note.getByRole("link", { name: "Read the full disclaimer" }).click();
      await expect(page).toHaveURL("/disclaimer");
      await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
    });
  }

  test("the footer links the disclaimer, privacy and 'Browsing safely' pages, and no 'Attorney Advertising' by default", async ({
    page,
  }) => {
    for (const [label, heading] of [
      ["Disclaimer", "Disclaimer"],
      ["Privacy", "Privacy"],
      ["Browsing safely", "Browsing safely"],
    ] as const) {
      await page.goto("/");
      await waitForHydration(page);
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
      await legal.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).not.toContainText("Attorney Advertising");
  });

  test("the disclaimer and About name where the host is licensed, and so does her structured data", async ({
    page,
  }) => {
    await page.goto("/disclaimer");
    const licensed = page.getByRole("region", { name: /is licensed in/ });
    await expect(licensed.getByRole("listitem")).toHaveText(["California", "Oregon"]);
    await page.goto("/about");
    await expect(page.getByTestId("licensed-jurisdictions")).toHaveText(
      "Licensed to practise law in California and Oregon. Disclaimer",
    );
    const person = await structuredDataOf(page);
    expect(person.hasCredential).toEqual([
      expect.objectContaining({
        credentialCategory: "license",
        validIn: { "@type": "AdministrativeArea", name: "California" },
      }),
      expect.objectContaining({
        credentialCategory: "license",
        validIn: { "@type": "AdministrativeArea", name: "Oregon" },
      }),
    ]);
  });
});

test.describe("quick exit", () => {
  test("'Leave site' is visible and the first control after the skip link; its help is 'Browsing safely'", async ({
    page,
  }) => {
    await page.goto("/about");
    const leave = page.getByRole("link", { name: "Leave site" });
    await expect(leave).toBeVisible();
    await expect(leave).toHaveAttribute("rel", "noreferrer");
    await expect(leave).toHaveAccessibleDescription(/Escape twice/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(leave).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Browsing safely" }).first()).toBeFocused();
    // Still in view, above the header, once the page has scrolled.
    await page.mouse.wheel(0, 3000);
    await expect(leave).toBeInViewport();
  });

  test("a click replaces the page with the neutral site, so Back does not return, and clears what the site kept", async ({
    page,
  }) => {
    await page.goto("/about");
    await storeLikeTheSite(page);
    await page.getByRole("link", { name: "Leave site" }).click();
    await expect(page).toHaveURL(neutralPage);
    await expect(page.getByRole("heading", { name: "Weather today" })).toBeVisible();
    // The page before the site was the blank tab: Back leads there, not to the site.
    await page.goBack();
    expect(page.url()).not.toContain("/about");
    await page.goto("/privacy");
    expect(await storedKeys(page)).toEqual({ local: ["someone-else.key"], session: [] });
  });

  test("works before the page's scripts arrive", async ({ page }) => {
    // The page's own modules held back: only the inline script in the head runs.
    await page.route("**/assets/**/*.js", () => new Promise(() => {}));
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    await storeLikeTheSite(page);
    await page.getByRole("link", { name: "Leave site" }).click();
    await expect(page).toHaveURL(neutralPage);
    await page.goBack();
    expect(page.url()).not.toContain("/blog");
  });

  test("Escape twice leaves at once; Escape once, or twice slowly, does not", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await storeLikeTheSite(page);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(1200);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL("/resources");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(neutralPage);
    await page.goBack();
    expect(page.url()).not.toContain("/resources");
    await page.goto("/privacy");
    expect(await storedKeys(page)).toEqual({ local: ["someone-else.key"], session: [] });
  });

  test("the admin area has no quick exit", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("link", { name: "Leave site" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Leave site' is a plain link to the neutral site", async ({ page }) => {
      await page.goto(episodePath);
      await expect(page.getByRole("complementary", { name: "Legal notice" })).toContainText("not legal advice");
      await page.getByRole("link", { name: "Leave site" }).click();
      await expect(page).toHaveURL(neutralPage);
    });
  });
});

// For a person to look at (test-results/screenshots/, as in rough-edges.spec.ts): the episode page
// with its notes and consultation call to action, the contact form's intake, and the quick exit
// focused from the keyboard, at a phone's and a laptop's width. What can be asserted is asserted.
for (const width of [390, 1366]) {
  test(`the episode page, the contact form and the quick exit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(episodePath);
    await waitForHydration(page);
    await expect(page.getByRole("complementary", { name: "Legal notice" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a consultation" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/legal-episode-${width}.png`, fullPage: true });

    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("checkbox", { name: /does not make me a client/ })).toBeVisible();
    await expect(page.getByLabel(/^Other party's full name/)).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/legal-contact-${width}.png`, fullPage: true });

    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const leave = page.getByRole("link", { name: "Leave site" });
    await expect(leave).toBeFocused();
    const box = (await leave.boundingBox())!;
    expect(box.y).toBeLessThan(80);
    expect(box.height).toBeGreaterThanOrEqual(24); // WCAG 2.2's smallest target
    await page.screenshot({ path: `test-results/screenshots/legal-quick-exit-${width}.png` });
  });
}
