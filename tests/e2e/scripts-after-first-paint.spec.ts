import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

/** The page's own scripts the browser has requested so far, with when each started. */
const scriptStarts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  );

// docs/decisions/0017-scripts-after-first-paint.md and 0034-scripts-on-first-intent.md: a public page
// paints before its JavaScript is fetched, fetches none while the reader only reads, and hydrates
// (client-side navigation works) once the reader moves to use it.
for (const path of ["/", "/episodes/spousal-support-myths-busted"]) {
  test(`${path}: no script is requested until the reader moves, after the first paint, and then the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="modulepreload"');

    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await scriptStarts(page)).toEqual([]);
    const movedAt = await page.evaluate(() => performance.now());

    await waitForHydration(page);
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    const scripts = await scriptStarts(page);
    expect(firstContentfulPaint).toBeDefined();
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(Math.max(firstContentfulPaint!, movedAt));

    // Hydrated: a header link navigates on the client, so the document (and this marker) stays.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

test("the owner's pages load their scripts at once, without waiting for a move", async ({ page }) => {
  await page.goto("/auth");
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), { timeout: 15_000 })
    .toBe(true);
});
