import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * /admin/analytics' charts (ADR 0028, addendum) in a real browser: listeners' beacons reach the
 * retention curve of an episode, drawn as SVG with its chapters marked and a table with the same
 * figures, and the daily visitors chart, at a phone's and a laptop's width; the episode chooser
 * works with the keyboard alone. Today is not rolled up yet, so the page reads today's raw events
 * with the roll-up's own SQL (analytics-retention.ts; the roll-up itself is tested in
 * tests/integration/analytics-retention.test.ts).
 */
const LATEST = "When Your Ex Won't Follow the Parenting Plan";
const LATEST_SLUG = "when-your-ex-wont-follow-the-parenting-plan";
const OTHER = "Mediation vs. Litigation: Choosing Your Path";
const OTHER_SLUG = "mediation-vs-litigation-choosing-your-path";
/** The chapters of the sample episode with a transcript (app/content/sample-transcript.ts). */
const CHAPTERS = ["Welcome", "Keeping a record", "Working with a mediator"];

/** A desktop Chrome's name: headless Chromium's own is rightly counted as a bot. */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** What the site's beacon sends for one listener (lib/analytics-beacon.ts), from an address of their own. */
async function listen(request: APIRequestContext, slug: string, ranges: [number, number][]) {
  const headers = { "User-Agent": desktopChrome, "X-Forwarded-For": uniqueClientIp(), "Content-Type": "text/plain" };
  const events = [
    { k: "pageview", p: `/episodes/${slug}` },
    { k: "play", e: slug, f: 0 },
    ...ranges.map(([f, t]) => ({ k: "listen", e: slug, f, t, s: 1 })),
  ];
  for (const event of events) {
    const response = await request.post("/api/analytics", { headers, data: JSON.stringify(event) });
    expect(response.status()).toBe(204);
  }
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test("the retention curve with its chapters and its table, and the daily chart, at 390 and 1366 px", async ({
  page,
  request,
  baseURL,
}) => {
  // Two axe scans of a long page on a two-core machine take most of a minute.
  test.setTimeout(150_000);
  // The sample episode lasts 12 seconds and positions are sent in tens: 0–10 is heard to the last chapter.
  await listen(request, LATEST_SLUG, [[0, 10]]);
  await listen(request, LATEST_SLUG, [
    [0, 10],
    [0, 10],
  ]);
  await signInAsAdmin(page, baseURL!);
  const figure = page.getByRole("figure").filter({ has: page.getByRole("img", { name: /^Retention of/ }) });
  await expect
    .poll(
      async () => {
        await page.goto(`/admin/analytics?episode=${LATEST_SLUG}`);
        return figure.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await waitForHydration(page);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const curve = figure.getByRole("img");
    await expect(curve).toHaveAttribute("aria-label", new RegExp(`^Retention of “${LATEST}” over \\d+ plays?: `));
    await expect(figure).toContainText(LATEST);
    // The chart fits the page's width, and each chapter is a dashed line over it and a numbered entry under it.
    const box = (await curve.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThan(100);
    await expect(curve.locator("line[data-chapter]")).toHaveCount(CHAPTERS.length);
    const chapters = figure.getByRole("list", { name: "Chapters" }).getByRole("listitem");
    await expect(chapters).toHaveCount(CHAPTERS.length);
    for (const [index, title] of CHAPTERS.entries()) await expect(chapters.nth(index)).toContainText(title);

    // The table behind the chart, opened from the keyboard, its first figure the label's: one row per
    // second of the 12-second sample (its 40 parts of 0.3 s that start in the same second are one row).
    const summary = figure.getByText("Table: where listeners stop");
    const table = figure.getByRole("table", { name: `Where listeners stop: ${LATEST}` });
    if (!(await table.isVisible())) {
      await summary.focus();
      await page.keyboard.press("Enter");
    }
    await expect(table).toBeVisible();
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(rows.first().getByRole("rowheader")).toHaveText("0:00–0:01");
    await expect(rows.last().getByRole("rowheader")).toHaveText("0:11–0:12");
    await expect(rows.first().getByRole("cell").first()).toHaveText("Welcome");
    await expect(rows.last().getByRole("cell").first()).toHaveText("Working with a mediator");
    const startShare = (await rows.first().getByRole("cell").last().textContent())!;
    expect(await curve.getAttribute("aria-label")).toContain(`: ${startShare} still listening at the start`);

    // Visitors and page views per day: an SVG with its label, and a table of the period's 7 days.
    const daily = page.getByRole("img", { name: /^Visitors and page views per day from / });
    await expect(daily).toBeVisible();
    const dailyBox = (await daily.boundingBox())!;
    expect(dailyBox.x + dailyBox.width).toBeLessThanOrEqual(width);
    const dailyTable = page.getByRole("table", { name: "Visitors and page views per day" });
    if (!(await dailyTable.isVisible())) await page.getByText("Table: visitors and page views per day").click();
    await expect(dailyTable.locator("tbody tr")).toHaveCount(7);
    const todayViews = await dailyTable.locator("tbody tr").last().getByRole("cell").last().textContent();
    expect(Number(todayViews!.replace(/,/g, ""))).toBeGreaterThan(0);

    // With both charts and their tables open, axe finds nothing against WCAG 2.2 AA (as accessibility.spec.ts checks every admin page, there without data).
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      axe.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target.join(" "))]),
    ).toEqual([]);
  }

  // The same figures as CSV.
  const csv = await page.request.get(`/admin/analytics.csv?days=7&table=retention&episode=${LATEST_SLUG}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe('"Episode","From","To","Chapter","Still listening","Share of plays (%)"');
  // The table's rows, one per second of the sample.
  expect(lines).toHaveLength(13);
  expect(lines[1]).toMatch(/^"When Your Ex Won't Follow the Parenting Plan","0:00","0:01","Welcome","\d+","\d+"$/);
});

test("the episode chooser works with the keyboard alone", async ({ page, request, baseURL }) => {
  await listen(request, LATEST_SLUG, [[0, 10]]);
  await listen(request, OTHER_SLUG, [[0, 10]]);
  await signInAsAdmin(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 900 });
  const chooser = page.getByRole("combobox", { name: "Episode" });
  await expect
    .poll(
      async () => {
        await page.goto(`/admin/analytics?episode=${LATEST_SLUG}`);
        return page.getByRole("option", { name: OTHER }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await waitForHydration(page);
  await expect(chooser).toHaveValue(LATEST_SLUG);

  await page.locator("body").focus();
  await tabTo(page, chooser);
  // A closed select takes letters as a search among its options.
  await page.keyboard.type("Mediation");
  await expect(chooser).toHaveValue(OTHER_SLUG);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show curve" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]episode=${OTHER_SLUG}`));
  await expect(
    page.getByRole("img", { name: new RegExp(`^Retention of “${OTHER.replace(/[.|]/g, "\\$&")}”`) }),
  ).toBeVisible();
  await expect(chooser).toHaveValue(OTHER_SLUG);
  // This sample episode has no chapters: no lines and no list.
  await expect(page.getByRole("list", { name: "Chapters" })).toHaveCount(0);

  // An episode nobody played in the period is said so; the CSV refuses what is not an episode's address.
  await page.goto("/admin/analytics?episode=nobody-played-this");
  await expect(
    page.getByRole("status").filter({ hasText: "Nobody played the episode “nobody-played-this” in this period." }),
  ).toBeVisible();
  const refused = await page.request.get("/admin/analytics.csv?table=retention&episode=%3Cscript%3E");
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("An episode's address, such as my-first-episode.");
});
