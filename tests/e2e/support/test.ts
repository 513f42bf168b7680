import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught exception in the page (DESIGN.md
 * convention 8): a broken script is a broken page even when the assertions pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium reports a page served with status 404 as a failed resource. When the document itself is
      // the 404 page on purpose, that line is the expected outcome, not a broken resource.
      const notFoundDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (notFoundDocuments.has(message.location().url) && message.text().includes("status of 404")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The spec's public routes with their page headings' gist, for tests that walk every page. */
export const publicRoutes = [
  { path: "/", name: "Home" },
  { path: "/about", name: "About" },
  { path: "/latest-episode", name: "Latest Episode" },
  { path: "/blog", name: "Blog" },
  { path: "/resources", name: "Resources" },
  { path: "/guest-opportunities", name: "Guest Opportunities" },
  { path: "/contact", name: "Contact" },
] as const;

/** Waits until React has hydrated, so clicks reach event handlers rather than the bare HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}
