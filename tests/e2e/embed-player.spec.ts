import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Frame, Page } from "@playwright/test";
import { kb } from "../../scripts/bench/budgets.ts";
import { measureFirstLoadJs } from "../../scripts/bench/first-load-js.ts";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The embeddable player (docs/decisions/0031-embed-player.md) as another site shows it: in an iframe
 * of a page served from a loopback server on another port (another origin), where it plays and jumps
 * to chapters, while a normal page of the site in the same kind of iframe is refused.
 */
const SLUG = "when-your-ex-wont-follow-the-parenting-plan";
const TITLE = "When Your Ex Won't Follow the Parenting Plan";
const EMBED = `/embed/episodes/${SLUG}`;
/** The embed page's own budget (issue 33): far under the site's 120 KB, as it loads no React. */
const EMBED_JS_BUDGET = 40 * 1024;
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Another origin: a loopback server on a port of its own, whose one page frames what it is given. */
async function hostSite(frames: { title: string; src: string; height: number }[]) {
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A blog that embeds</title></head>
<body style="font-family:sans-serif;margin:24px;max-width:640px"><h1>A post about the episode</h1>
${frames.map((frame) => `<iframe src="${frame.src}" title="${frame.title}" width="560" height="${frame.height}" style="border:0;max-width:100%"></iframe>`).join("\n")}
</body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // A frame's kept-alive socket would hold close() open.
      }),
  };
}

const frameAt = (page: Page, path: string): Frame => page.frames().find((frame) => frame.url().endsWith(path))!;
const currentTime = (frame: Frame) => frame.evaluate(() => document.querySelector("audio")!.currentTime);

test("the embed plays in another site's iframe and jumps to a chapter; a normal page is refused there", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const host = await hostSite([
    { title: `Podcast player: ${TITLE}`, src: `${baseURL}${EMBED}`, height: 360 },
    { title: "The episode page", src: `${baseURL}/episodes/${SLUG}`, height: 200 },
  ]);
  try {
    // What the embed counts (ADR 0028 and 0031): a play, never a page view of the page around it.
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analytics")) beacons.push(request.postData() ?? "");
    });
    await page.goto(host.url);
    const player = page.frameLocator(`iframe[title="Podcast player: ${TITLE}"]`);
    await expect(player.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(player.getByRole("link", { name: TITLE })).toHaveAttribute("target", "_blank");
    await expect(player.getByRole("link", { name: /^Show notes and transcript on/ })).toHaveAttribute(
      "href",
      `${baseURL}/episodes/${SLUG}`,
    );
    await expect(player.getByRole("img")).toHaveCount(0); // the art is decorative: the title says it all
    await expect(player.locator("img.art")).toBeVisible();

    // The script swapped the native controls for its own.
    const play = player.getByRole("button", { name: "Play" });
    await expect(play).toBeVisible();
    await expect(player.locator("audio")).toBeHidden();
    await play.click();
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
    const frame = frameAt(page, EMBED);
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(0.3);
    await expect(player.getByRole("slider", { name: "Position" })).toHaveAttribute("aria-valuetext", /^0:0\d of 0:12$/);

    await expect.poll(() => beacons).toEqual([JSON.stringify({ k: "play", e: SLUG, f: 0 })]);

    // A chapter: playback moves there, and the list marks it.
    const chapter = player.getByRole("button", { name: "0:09 Working with a mediator" });
    await chapter.click();
    await expect.poll(() => currentTime(frame)).toBeGreaterThanOrEqual(9);
    await expect(chapter).toHaveAttribute("aria-current", "true");
    // Pause from the keyboard.
    await player.getByRole("button", { name: "Pause" }).press("Enter");
    await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
    await expect.poll(() => frame.evaluate(() => document.querySelector("audio")!.paused)).toBe(true);

    // For a person to look at (rough-edges.spec.ts keeps its screenshots here too).
    await page.screenshot({ path: "test-results/screenshots/embed-player-in-iframe.png" });

    // The episode page itself is refused in the frame: Chromium says why, and shows none of it.
    // Chromium's words name the origin framed and the directive that refused it.
    const refusal =
      /^Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'"/;
    await expect.poll(() => consoleErrors.some((message) => refusal.test(message))).toBe(true);
    const refused = page.frames().find((f) => f !== page.mainFrame() && !f.url().endsWith(EMBED))!;
    expect(refused.url()).not.toBe(`${baseURL}/episodes/${SLUG}`);
    await expect(
      page.frameLocator('iframe[title="The episode page"]').getByRole("heading", { name: TITLE }),
    ).toHaveCount(0);
    // That refusal is the outcome under test, not a broken page.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((message) => !refusal.test(message)));
  } finally {
    await host.close();
  }
});

test("the embed passes axe (WCAG 2.2 AA) and its first-load JavaScript is within 40 KB", async ({ page, baseURL }) => {
  const response = await page.goto(EMBED);
  expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(response!.headers()["x-frame-options"]).toBeUndefined();
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  for (const viewport of [
    { width: 560, height: 360 },
    { width: 320, height: 200 },
  ]) {
    await page.setViewportSize(viewport);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      `${viewport.width}px`,
    ).toEqual([]);
  }

  const [result] = await measureFirstLoadJs(baseURL!, [EMBED]);
  expect(result!.error).toBeUndefined();
  console.log(`embed first-load JS: ${kb(result!.totalGzipBytes)} in ${result!.assets.length} file(s)`);
  expect(result!.totalGzipBytes, kb(result!.totalGzipBytes)).toBeLessThanOrEqual(EMBED_JS_BUDGET);
  // None of the site's React app: one script of its own.
  expect(result!.assets.map((asset) => new URL(asset.url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/embed-player-[\w-]+\.js$/),
  ]);
});

test("an episode page offers its embed code, copied with the keyboard, and announces it for oEmbed", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  await page.goto(`/episodes/${SLUG}`);
  const discovery = page.locator('head link[rel="alternate"][type="application/json+oembed"]');
  await expect(discovery).toHaveAttribute(
    "href",
    `${baseURL}/oembed?url=${encodeURIComponent(`${baseURL}/episodes/${SLUG}`)}&format=json`,
  );
  const oembed = await (await page.request.get((await discovery.getAttribute("href"))!)).json();
  expect(oembed).toMatchObject({ type: "rich", version: "1.0", title: TITLE, width: 560, height: 360 });

  await waitForHydration(page);
  const summary = page.getByText("Embed this episode");
  await summary.focus();
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: /Paste this code into your website/ });
  await expect(field).toHaveJSProperty("readOnly", true);
  await expect(field).toHaveValue(oembed.html);
  const copy = page.getByRole("button", { name: "Copy embed code" });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Embed code copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oembed.html);

  const results = await new AxeBuilder({ page }).include("details").withTags(tags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("without JavaScript the episode page's embed code is there to copy by hand", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/episodes/${SLUG}`);
  await page.getByText("Embed this episode").click();
  await expect(page.getByRole("textbox", { name: /Paste this code into your website/ })).toHaveValue(
    `<iframe src="${baseURL}${EMBED}" title="Podcast player: ${TITLE}" width="560" height="360" loading="lazy" style="border:0;max-width:100%"></iframe>`,
  );
  await expect(page.getByRole("button", { name: "Copy embed code" })).toBeHidden();
  await context.close();
});
