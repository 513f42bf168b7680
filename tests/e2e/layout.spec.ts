import { publicPages } from "../../app/content/public-pages.ts";
import { expect, publicRoutes, test, waitForHydration } from "./support/test";

/*
 * The header's and footer's links as app/content/public-pages.ts lists them; that they are the
 * spec's, in its order, is checked once, by app/content/public-pages.test.ts.
 */
const headerLinks = publicRoutes.map((route) => [route.name, route.path] as const);
const footerLinks = publicPages.filter((page) => page.footer === true).map((page) => [page.name, page.path] as const);

test.describe("shared layout", () => {
  for (const route of publicRoutes) {
    test(`${route.name} (${route.path}) renders between the header and the footer`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/Untangled/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }

  test("every header link goes where the spec says", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of headerLinks) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/auth");
  });

  test("the footer has its links, the platforms and socials in new tabs, the tagline and the 2025 copyright", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    for (const [label, path] of footerLinks) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
    for (const name of ["Apple Podcasts", "Spotify", "Instagram", "LinkedIn", "YouTube"]) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText("© 2025");
  });

  test("the mobile menu opens, navigates and closes by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("banner").getByText("Menu");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await page.keyboard.press("Enter");
    await mobileNav.getByRole("link", { name: "Resources" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/resources");
    await expect(mobileNav).toBeHidden();

    // Tabbing out of the open menu closes it, and so does a tap elsewhere on the page.
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    const stops = await mobileNav.locator("a, button").count();
    for (let stop = 0; stop <= stops; stop++) await page.keyboard.press("Tab");
    await expect(mobileNav).toBeHidden();
    await menuButton.click();
    await expect(mobileNav).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(mobileNav).toBeHidden();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });

  test("external links on every page open in a new tab without an opener", async ({ page }) => {
    for (const route of publicRoutes) {
      await page.goto(route.path);
      const external = page.locator('a[href^="http"]:not([href^="http://localhost"])');
      const count = await external.count();
      for (let i = 0; i < count; i++) {
        await expect(external.nth(i)).toHaveAttribute("target", "_blank");
        await expect(external.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
      }
    }
  });
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/really");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the 404 page offers the archive's search and the newest episodes, also without JavaScript", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    expect((await page.goto("/no-such-episode-here"))?.status()).toBe(404);
    const newest = page.getByRole("navigation", { name: "Newest episodes" }).getByRole("link");
    await expect(newest).toHaveCount(3);
    for (const link of await newest.all()) await expect(link).toHaveAttribute("href", /^\/episodes\/[a-z0-9-]+$/);
    const search = page.getByRole("search", { name: "Search the episodes" });
    await search.getByRole("searchbox", { name: "Search the episodes" }).fill("custody");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/episodes?q=custody");
    await expect(page.getByRole("heading", { level: 1, name: "All Episodes" })).toBeVisible();
    await context.close();
  }
});
