import { startOwnServer } from "./support/own-server";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The home page leads into the archive: its newest episodes, playable where they are, and "All
 * episodes"; Latest Episode has "Browse all episodes". The list's code is fetched only when a visitor
 * comes near it, so the home page's own scripts do not grow, and a press that comes before that code
 * is not lost.
 *
 * On a server of its own with the sample content: the shared server's newest episodes are whatever
 * the tests running beside this one just created (some with nothing to play).
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
test.describe.configure({ mode: "serial" });
// A fresh server starts in 10-30 s, more on a busy machine.
test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startOwnServer({ SAMPLE_CONTENT: "on" });
});
test.afterAll(async () => {
  await server.stop();
});

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Home lists the newest episodes with play buttons and links to the archive", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${server.base}/`);
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Recent episodes" });
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
          "href",
          /^\/episodes\//,
        );
        await expect(card.getByRole("button", { name: /^Play episode: / })).toBeVisible();
      }
      // Nothing of the list's code came with the page.
      expect(scripts.filter((file) => /\/(recent-episode-list|listening|episode-list-card)-/.test(file))).toEqual([]);

      await section.getByRole("link", { name: "All episodes" }).click();
      await expect(page).toHaveURL(/\/episodes$/);
      await expect(page.getByRole("heading", { level: 1, name: "All Episodes" })).toBeVisible();
      // Back by the header's logo: a client-side navigation renders the list in the browser.
      await page.getByRole("banner").getByRole("link").first().click();
      await expect(page.getByRole("region", { name: "Recent episodes" }).getByRole("article")).toHaveCount(3);
    });

    test("a play button pressed before the list's code has come still plays its episode", async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/recent-episode-list-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${server.base}/`);
      await waitForHydration(page);
      const card = page.getByRole("region", { name: "Recent episodes" }).getByRole("article").first();
      const title = (await card.getByRole("heading").textContent())!.trim();
      await card.getByRole("button", { name: /^Play episode: / }).click();
      release();
      const bar = page.getByRole("region", { name: "Episode player" });
      await expect(bar.getByRole("link", { name: title })).toBeVisible();
      await expect(bar.getByRole("button", { name: "Pause" })).toBeVisible();
    });

    test("a header link works at once, before anything asked for the list's code", async ({ page }) => {
      // A navigation re-renders the page, which React held until the list (still the server's
      // markup) could hydrate: the link did nothing until a pointer happened to pass over the list.
      await page.goto(`${server.base}/`);
      await waitForHydration(page);
      const header = page.getByRole("banner");
      if (width < 1024) await header.getByText("Menu").click();
      await header.getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(`${server.base}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("Latest Episode offers 'Browse all episodes'", async ({ page }) => {
      await page.goto(`${server.base}/latest-episode`);
      await page.getByRole("link", { name: "Browse all episodes" }).click();
      await expect(page).toHaveURL(/\/episodes$/);
    });
  });
}
