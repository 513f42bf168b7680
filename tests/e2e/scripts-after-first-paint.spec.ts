import { expect, test, waitForHydration } from "./support/test";

// docs/decisions/0017-scripts-after-first-paint.md: the page paints before its JavaScript is fetched,
// and still hydrates (client-side navigation works) once it is.
for (const path of ["/", "/episodes/spousal-support-myths-busted"]) {
  test(`${path}: the scripts are requested after the first contentful paint, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="modulepreload"');

    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstContentfulPaint).toBeDefined();
    expect(timings.scripts.length).toBeGreaterThan(2);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);

    // Hydrated: a header link navigates on the client, so the document (and this marker) stays.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}
