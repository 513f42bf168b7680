import { test as base, expect, type Page } from "@playwright/test";
import { publicPagePatterns, publicPages } from "../../../app/content/public-pages.ts";

/**
 * Every browser test fails on a console error or an uncaught exception in the page (DESIGN.md
 * convention 8): a broken script is a broken page even when the assertions pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is its own client as far as per-client rate limits go (the e2e server trusts one proxy).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures declare dependencies by destructuring
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": uniqueClientIp() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium logs every non-2xx response as a failed resource. Two kinds are expected outcomes, not
      // broken resources: a document served as the 404 page on purpose, and a form the server rejects
      // (400 invalid, 401 wrong password, 429 too many) answering React Router's data request.
      const expectedRejections = new Set<string>();
      page.on("response", (response) => {
        const status = response.status();
        const isNotFoundPage = status === 404 && response.request().isNavigationRequest();
        const isRejectedForm = status >= 400 && status < 500 && new URL(response.url()).pathname.endsWith(".data");
        if (isNotFoundPage || isRejectedForm) expectedRejections.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedRejections.has(message.location().url) && /status of 4\d\d/.test(message.text())) return;
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

/** The spec's public routes (the header's pages, app/content/public-pages.ts), for tests that walk every page. */
export const publicRoutes = publicPages
  .filter((page) => page.header)
  .map((page) => ({ path: page.path, name: page.name }));

/** The other public pages: the archive, and one page of each kind made from content. */
export const contentRoutes = [
  ...publicPages.filter((page) => !page.header).map((page) => ({ path: page.path, name: page.name })),
  ...publicPagePatterns.map((page) => ({ path: page.example, name: page.name })),
];

/**
 * Waits until React has hydrated, so clicks reach event handlers rather than the bare HTML. A public
 * page's scripts load when the reader first moves to use it (docs/decisions/0034-scripts-on-first-intent.md),
 * so the mouse moves over the page first, as a reader's would.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}

/**
 * Holds the browser's requests matching `url` until `release()` is called, so that a pending state
 * (a navigation's "Loading episode...") stays on screen long enough to be seen.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** A documentation-range address (TEST-NET-3) unique enough per test. */
export function uniqueClientIp(): string {
  const n = Math.floor(Math.random() * 65_000);
  return `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/**
 * The structured data (JSON-LD) of the page the browser is on, as search engines read it: from the
 * server's HTML for its address (app/.server/structured-data.ts; it is not part of what the browser
 * renders after a client-side navigation).
 */
export async function structuredDataOf(page: Page): Promise<Record<string, unknown>> {
  const html = await (await page.request.get(page.url())).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}
