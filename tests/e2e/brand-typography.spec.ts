import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { contentRoutes, expect, publicRoutes, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * The brand fonts (app/fonts.css, docs/decisions/0016-brand-typography.md): headings draw in Lora and
 * text in Source Sans 3, from the site's own origin under hashed names cached for a year, the two
 * upright files preloaded; and no public page moves while it loads, fonts or no fonts.
 */

/** The fonts Chromium actually drew the first element matching `selector` with (not just the CSS stack). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  await cdp.send("CSS.enable");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("headings draw in the display serif and text in the text sans once the fonts have loaded", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 2rem "Lora"'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('400 1rem "Source Sans 3"'))).toBe(true);
  // font-display: optional draws a font that missed the first paint from the next page on; the files
  // are cached now, so the next page has them in time.
  await page.goto("/about");
  const h1Family = await page.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily);
  expect(h1Family).toMatch(/^"?Lora"?,/);
  expect(await renderedFonts(page, "h1")).toEqual(["Lora"]);
  // The variable font's file names its default instance: "Source Sans 3 ExtraLight" draws every weight.
  expect(await renderedFonts(page, "main p")).toEqual([expect.stringMatching(/^Source Sans 3\b/)]);
});

test("the font files come from the site's own origin, preloaded, hashed and cached for a year", async ({
  page,
  baseURL,
}) => {
  const fontResponses: { url: string; status: number; headers: Record<string, string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") {
      fontResponses.push({ url: response.url(), status: response.status(), headers: response.headers() });
    }
  });
  const documentResponse = await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  expect(documentResponse?.headers()["content-security-policy"]).toContain("font-src 'self'");

  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, crossOrigin: link.getAttribute("crossorigin") })),
    );
  expect(preloads.map(({ href }) => new URL(href).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/lora-latin-wght-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  for (const { crossOrigin } of preloads) expect(crossOrigin).not.toBeNull();

  const origin = new URL(baseURL!).origin;
  expect(fontResponses.length).toBeGreaterThanOrEqual(2);
  for (const response of fontResponses) {
    const url = new URL(response.url);
    expect(url.origin).toBe(origin);
    // Only the latin subset, as WOFF2, under the content-hashed name Vite gave it.
    expect(url.pathname).toMatch(/^\/assets\/[a-z0-9-]+-latin-wght-(normal|italic)-[\w-]+\.woff2$/);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers["cache-control"]).toContain("max-age=31536000");
    expect(response.headers["cache-control"]).toContain("immutable");
  }
  // The preloaded files are the ones the stylesheet uses: each is fetched once, not twice.
  for (const { href } of preloads) expect(fontResponses.filter((response) => response.url === href)).toHaveLength(1);
});

/** Starts summing the page's layout shifts (not those right after input) before any of it loads. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShiftsAfterLoading(page: Page, path: string): Promise<number[]> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  // Lazily hydrated sections and the assistant's launcher arrive right after the page's own code.
  await waitForHydration(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

const everyPublicPage = [...publicRoutes, ...contentRoutes].map((route) => route.path);

for (const width of [390, 1366]) {
  test(`no public page shifts its layout while loading at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    for (const path of everyPublicPage) {
      expect(await layoutShiftsAfterLoading(page, path), `layout shifts on ${path}`).toEqual([]);
    }
  });

  test(`fonts that arrive late move nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Slow font responses: the first paint uses the metric-adjusted fallbacks, and nothing swaps afterwards.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await recordLayoutShifts(page);
    for (const path of ["/", "/about", "/blog/5a3b1e00-0000-4000-8000-000000000001"]) {
      expect(await layoutShiftsAfterLoading(page, path), `layout shifts on ${path}`).toEqual([]);
    }
  });
}

/**
 * Serves the site through a proxy that holds the document at `path` for a moment just before the
 * first `pauseBefore` in it, so the browser has half of it for that long (as a slow parse or a slow
 * network gives it).
 */
async function stallingProxy(baseURL: string, path: string, pauseBefore: string) {
  let paused = false;
  const server = http.createServer((request, response) => {
    void (async () => {
      // A POST (the analytics beacon) goes through with its body, as a network would carry it.
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
        method: request.method,
        headers: {
          "X-Forwarded-For": uniqueClientIp(),
          Accept: request.headers.accept ?? "*/*",
          ...(request.headers["content-type"] ? { "Content-Type": request.headers["content-type"] } : {}),
        },
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !["content-encoding", "content-length"].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = request.url === path ? body.indexOf(pauseBefore) : -1;
      if (cut === -1) return response.end(body);
      paused = true;
      response.write(body.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 400));
      response.end(body.subarray(cut));
    })().catch(() => response.destroy()); // The site unreachable: the page load fails, not the runner.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    paused: () => paused,
    // Every connection, not only the idle ones: a request the browser gave up on when the test left
    // the page can hold its socket open, and close() alone would wait for it past the test's timeout.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

// Where a frame of half a page moved something (docs/decisions/0018-first-frame-waits-for-the-content.md):
// the mobile menu before its summary (the browser draws its own "Details") and before its label, the
// desktop menu before its second link (alone at the right end), the home hero's pill and first button
// before their labels, and the assistant's launcher (fixed to the right edge) before its label.
const stalls = [
  { path: "/", width: 390, pauseBefore: "<summary" },
  { path: "/", width: 390, pauseBefore: "Menu</summary>" },
  { path: "/", width: 1366, pauseBefore: '<li><a class="rounded-md' },
  { path: "/", width: 390, pauseBefore: "Hosted by" },
  { path: "/", width: 390, pauseBefore: "Listen to the Latest Episode" },
  { path: "/episodes/spousal-support-myths-busted", width: 390, pauseBefore: "Find Your Episode" },
];

for (const { path, width, pauseBefore } of stalls) {
  test(`a page that stalls before '${pauseBefore}' (${path}, ${width} px) is not drawn half-parsed`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordLayoutShifts(page);
    const proxy = await stallingProxy(baseURL!, path, pauseBefore);
    try {
      await page.goto(proxy.origin + path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      await waitForHydration(page);
      expect(proxy.paused(), `'${pauseBefore}' is in the page`).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    } finally {
      // The page first, so nothing it still loads (a chunk fetched on idle) meets a closed proxy.
      await page.goto("about:blank");
      await proxy.close();
    }
  });
}
