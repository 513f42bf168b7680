import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { walkAdminRoutes } from "../helpers/admin-routes";
import { signInAsAdmin } from "./support/accounts";
import { contentRoutes, expect, publicRoutes, test, uniqueClientIp } from "./support/test";

/**
 * axe-core over every public page (app/content/public-pages.ts, with one page of each kind made from
 * content: an episode, a guest, a blog post), a few of their variants, the sign-in and account pages
 * and every admin page, at a phone's width and a laptop's: what a page shows (and so what axe
 * checks) changes with the width, e.g. the transcript's "Show full transcript" control exists on
 * phones only. Each page is loaded once, at the phone's width, and widened (violationsAtBothWidths).
 */
const widths = [
  { name: "phone", viewport: { width: 360, height: 800 } },
  { name: "laptop", viewport: { width: 1366, height: 768 } },
] as const;

/** WCAG 2.2 AA (axe tags each success criterion with the version that introduced it) and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const pages = [
  ...publicRoutes,
  ...contentRoutes,
  // The sample episode with a transcript and chapters (app/content/sample-transcript.ts).
  { path: "/episodes/when-your-ex-wont-follow-the-parenting-plan", name: "Episode page with a transcript" },
  { path: "/guest-opportunities?tab=guests", name: "Guest Opportunities, guests tab" },
  { path: "/episodes?q=custody", name: "Episode archive search" },
  { path: "/blog?category=Finances&page=1", name: "Blog, filtered" },
  { path: "/blog?q=no-such-topic", name: "Blog, no match" },
];

/** Every admin page in the route table (tests/helpers/admin-routes.ts): its pages, not its files or API. */
const adminPages = walkAdminRoutes()
  .doors.filter((door) => door.kind === "page" && door.file.endsWith(".tsx") && !door.path.includes(":"))
  .map((door) => door.path);

/** axe's violations on the page as it stands, named by its path and the window's width. */
async function violationsHere(page: Page, path: string) {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const width = page.viewportSize()!.width;
  return results.violations.map((violation) => ({
    id: violation.id,
    path,
    width,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Loads `path` at a phone's width and checks it, then widens the window to a laptop's and checks it
 * again: the layout (and with it what is shown, and so what axe checks) follows the width as the
 * browser re-lays the page out, without a second load of it.
 */
async function violationsAtBothWidths(page: Page, path: string) {
  await page.setViewportSize(widths[0].viewport);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const violations = await violationsHere(page, path);
  await page.setViewportSize(widths[1].viewport);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(widths[1].viewport.width);
  return [...violations, ...(await violationsHere(page, path))];
}

test("the admin pages checked below are the route table's", () => {
  expect(adminPages).toEqual(
    expect.arrayContaining(["/admin", "/admin/episodes", "/admin/blog", "/admin/messages", "/admin/settings"]),
  );
});

const atBothWidths = widths.map((width) => `${width.viewport.width}`).join(" and ");

for (const route of pages) {
  test(`axe finds no violations on ${route.name} (${route.path}) at ${atBothWidths} px`, async ({ browser }) => {
    // @axe-core/playwright needs a page from an explicitly created context.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    expect(await violationsAtBothWidths(page, route.path)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test(`axe finds no violations on the sign-in page and, signed in as admin, the account page, at ${atBothWidths} px`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const page = await context.newPage();
  expect(await violationsAtBothWidths(page, "/auth")).toEqual([]);
  expect(await violationsAtBothWidths(page, "/auth?tab=signup")).toEqual([]);
  await signInAsAdmin(page, baseURL!);
  expect(await violationsAtBothWidths(page, "/account/security")).toEqual([]);
  await context.close();
});

for (const path of adminPages) {
  test(`axe finds no violations on the admin page ${path} at ${atBothWidths} px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    await signInAsAdmin(page, baseURL!);
    expect(await violationsAtBothWidths(page, path)).toEqual([]);
    await context.close();
  });
}

// What a listener has before the page's scripts arrive (a slow phone), or without them: the server's
// markup alone. The assistant's launcher is a link then, not a button, and must sit in a landmark.
// The script files are held back rather than JavaScript turned off, which axe itself needs.
test("axe finds no violations on the server's markup alone, before the scripts arrive", async ({ browser }) => {
  const context = await browser.newContext({ viewport: widths[0].viewport });
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  for (const path of ["/episodes", "/episodes/spousal-support-myths-busted"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /Find Your Episode/ })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(tags)
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
  await context.close();
});
