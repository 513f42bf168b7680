import type { Page, Request } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * First-party analytics (docs/decisions/0028-privacy-first-analytics.md) in a real browser: the
 * beacon loads after hydration, sends a page view and what the player plays, writes no cookie and
 * no storage of its own, and the counts reach /admin/analytics; admins send nothing; anonymous pages
 * still come from the page cache.
 */
const LATEST = "When Your Ex Won't Follow the Parenting Plan";
const LATEST_SLUG = "when-your-ex-wont-follow-the-parenting-plan";

/** Headless Chromium names itself HeadlessChrome, which isbot rightly counts as a bot: these visitors use a desktop Chrome's name. */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: desktopChrome });

/** The beacons a page sends, parsed. */
function recordBeacons(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/analytics") return;
    sent.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  return sent;
}

test("a page view and a play reach the dashboard, and analytics writes no cookie or storage", async ({
  page,
  browser,
  baseURL,
}) => {
  // The episode plays to its end (12 seconds) before the admin looks.
  test.setTimeout(120_000);
  const beacons = recordBeacons(page);
  const answers: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/analytics") answers.push(response.status());
  });
  await page.goto("/latest-episode?utm_source=e2e-newsletter&utm_medium=email&private=yes");
  await waitForHydration(page);
  await expect
    .poll(() => beacons.find((beacon) => beacon.k === "pageview"))
    .toEqual({ k: "pageview", p: "/latest-episode", us: "e2e-newsletter", um: "email" });

  // The sample episode is 12 seconds long: played to its end, it sends a play, a listened range and a completion.
  await page.getByRole("button", { name: `Play episode: ${LATEST}` }).click();
  await expect
    .poll(() => beacons.map((beacon) => beacon.k), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["play", "listen", "complete"]));
  expect(beacons.find((beacon) => beacon.k === "play")).toEqual({ k: "play", e: LATEST_SLUG, f: 0 });
  expect(beacons.find((beacon) => beacon.k === "listen")).toMatchObject({ e: LATEST_SLUG, f: 0, t: 10, s: 1 });

  // A client-side navigation is a page view of its own, without the referrer or the tags again.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect
    .poll(() => beacons.filter((beacon) => beacon.k === "pageview").at(-1))
    .toEqual({ k: "pageview", p: "/about" });

  expect(new Set(answers)).toEqual(new Set([204]));

  // No cookie at all for an anonymous visitor, and in storage only the player's own saved position.
  expect(await page.context().cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local.every((key) => key.startsWith("untangled.player."))).toBe(true);
  expect(storage.session).toEqual([]);

  // The admin sees the counts (batches are written within a second), and sends no beacon of their own.
  const adminContext = await browser.newContext({
    userAgent: desktopChrome,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const admin = await adminContext.newPage();
  const adminBeacons = recordBeacons(admin);
  await signInAsAdmin(admin, baseURL!);
  await expect
    .poll(
      async () => {
        await admin.goto("/admin/analytics");
        const episodes = admin.getByRole("table", { name: "Top episodes" });
        const row = episodes.getByRole("row", { name: new RegExp(`^${LATEST_SLUG}`) });
        return (
          (await row.count()) > 0 &&
          (await admin
            .getByRole("table", { name: "Top pages" })
            .getByRole("row", { name: /^\/latest-episode / })
            .count()) > 0
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await waitForHydration(admin);
  const campaigns = admin.getByRole("table", { name: "Campaigns" });
  await expect(campaigns.getByRole("row", { name: /^e2e-newsletter \/ email \/ -/ })).toBeVisible();
  const csv = await admin.request.get("/admin/analytics.csv?days=7&table=episodes");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"${LATEST_SLUG}",`);
  await admin.getByRole("link", { name: "Last 30 days" }).click();
  await expect(admin).toHaveURL(/days=30/);
  expect(adminBeacons).toEqual([]);
  await adminContext.close();
});

test("anonymous pages still come from the page cache, and the beacon is a request of its own", async ({
  page,
  request,
}) => {
  await request.get("/guests");
  const beacons = recordBeacons(page);
  const response = await page.goto("/guests");
  expect(response?.headers()["x-page-cache"]).toBe("HIT");
  await waitForHydration(page);
  await expect.poll(() => beacons).toEqual([{ k: "pageview", p: "/guests" }]);
});
