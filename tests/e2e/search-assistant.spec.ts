import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * The floating search assistant (spec sections 2, 4, 5 and 8) against the real endpoint and the
 * sample catalogue. What the chat does on its own (opening and Escape, what Enter sends, the wait
 * for an answer, a failed search) is in
 * app/components/search-assistant/search-assistant.component.test.tsx.
 */

const PARENTING_PLAN_EPISODE = "When Your Ex Won't Follow the Parenting Plan";

async function openAssistant(page: Page, path = "/latest-episode") {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: /Find Your Episode/ }).click();
  const dialog = page.getByRole("dialog", { name: "Find Your Episode" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const userMessages = (page: Page) =>
  page.getByRole("log", { name: "Conversation" }).locator("p", { hasText: /^You: / });

test("collapsed, the assistant shows the spec's teaser on the Latest Episode page and the archive, not elsewhere", async ({
  page,
}) => {
  for (const path of ["/latest-episode", "/episodes"]) {
    await page.goto(path);
    const launcher = page
      .getByRole("button", { name: /Find Your Episode/ })
      .or(page.getByRole("link", { name: /Find Your Episode/ }));
    await expect(launcher).toContainText("Find Your Episode");
    await expect(launcher).toContainText("Search 400+ episodes by topic, guest, or issue");
  }
  await page.goto("/about");
  await expect(page.getByText("Search 400+ episodes by topic, guest, or issue")).toHaveCount(0);
});

test("without JavaScript the launcher is a link to the searchable episode archive", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/latest-episode");
  await expect(page.getByRole("link", { name: /Find Your Episode/ })).toHaveAttribute("href", "/episodes");
  await context.close();
});

// Issue 32: every answer carries the short disclaimer (the greeting does not), and a question about
// the listener's own case is told the assistant cannot advise on it, with the consultation path
// (the contact form with "Request a consultation" chosen, as BOOKING_URL is unset here) beside the
// episodes it found.
test("answers say they are not legal advice, and a question about one's own case is offered a consultation", async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  const log = dialog.getByRole("log", { name: "Conversation" });
  await expect(log.getByTestId("short-disclaimer")).toHaveCount(0);

  await dialog.getByRole("textbox", { name: "Your question" }).fill("how do I tell the kids about the divorce?");
  await page.keyboard.press("Enter");
  await expect(log.getByTestId("short-disclaimer")).toHaveCount(1);
  await expect(log.getByTestId("short-disclaimer")).toContainText("not legal advice");
  await expect(log).not.toContainText("can't advise on that");

  await dialog
    .getByRole("textbox", { name: "Your question" })
    .fill("my custody hearing is next week and my ex wants full custody, what should I do?");
  await page.keyboard.press("Enter");
  await expect(log.getByTestId("short-disclaimer")).toHaveCount(2);
  await expect(log).toContainText("It sounds like this is about your own case, and I can't advise on that");
  const next = log.getByRole("list", { name: "Where to go next" }).last();
  await expect(next.getByRole("link", { name: "Book a consultation" })).toHaveAttribute(
    "href",
    "/contact?inquiry=consultation",
  );
  await expect(
    log.getByRole("list", { name: "Suggested episodes" }).last().getByRole("listitem").first(),
  ).toBeVisible();
  await expect(
    log.getByTestId("short-disclaimer").last().getByRole("link", { name: "Read the full disclaimer" }),
  ).toHaveAttribute("href", "/disclaimer");

  // Following it is a booking click of the page the conversation is on (the analytics beacon's).
  const beacons: unknown[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/analytics") beacons.push(JSON.parse(request.postData() ?? "null"));
  });
  await next.getByRole("link", { name: "Book a consultation" }).click();
  await expect(page).toHaveURL("/contact?inquiry=consultation");
  expect(beacons).toContainEqual({ k: "booking", p: "/latest-episode" });
});

test("results link to their episode pages, play in place, and the conversation survives moving between pages", async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox", { name: "Your question" }).fill("my ex won't follow the parenting plan");
  await page.keyboard.press("Enter");

  const results = dialog.getByRole("list", { name: "Suggested episodes" });
  await expect(results.getByRole("listitem").first()).toContainText(PARENTING_PLAN_EPISODE);
  await expect(dialog.getByRole("log")).toContainText(/parenting plan/i);

  // The sample episodes play their own audio file: the card plays it in the site-wide player at once,
  // without leaving the chat, and it keeps playing when the listener follows the link.
  const listen = results.getByRole("button", { name: `Listen Now: ${PARENTING_PLAN_EPISODE}` });
  await listen.click();
  const player = page.getByRole("region", { name: "Episode player" });
  await expect(player.getByRole("link", { name: PARENTING_PLAN_EPISODE })).toBeVisible();
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(results.getByRole("button", { name: `Hide Player: ${PARENTING_PLAN_EPISODE}` })).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  await results.getByRole("link", { name: PARENTING_PLAN_EPISODE }).click();
  await expect(page).toHaveURL(/\/episodes\/when-your-ex-wont-follow-the-parenting-plan$/);
  await expect(page.getByRole("heading", { level: 1, name: PARENTING_PLAN_EPISODE })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(userMessages(page)).toHaveText(["You: my ex won't follow the parenting plan"]);
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();

  // Through a page without the assistant and back: the conversation is still there.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Latest Episode" }).click();
  await expect(dialog.getByRole("link", { name: PARENTING_PLAN_EPISODE })).toBeVisible();

  // And a reload of the tab.
  await page.reload();
  await expect(dialog.getByRole("link", { name: PARENTING_PLAN_EPISODE })).toBeVisible();
});

test("keyboard only: open, ask, reach a result and follow it, close", async ({ page }) => {
  await page.goto("/episodes");
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: /Find Your Episode/ });
  // Tab from the top of the page until the launcher has focus.
  for (let step = 0; step < 80 && !(await launcher.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(launcher).toBeFocused();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Find Your Episode" });
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
  await page.keyboard.type("parenting plan");
  await page.keyboard.press("Enter");
  const link = dialog.getByRole("link", { name: PARENTING_PLAN_EPISODE });
  await expect(link).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();

  for (let step = 0; step < 20 && !(await link.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("Shift+Tab");
  }
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/episodes\/when-your-ex-wont-follow-the-parenting-plan$/);

  await dialog.getByRole("textbox", { name: "Your question" }).focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("axe finds no violations with the assistant open and showing results", async ({ browser }) => {
  // @axe-core/playwright needs a page from an explicitly created context.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const page = await context.newPage();
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox", { name: "Your question" }).fill("co-parenting with a high conflict ex");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("list", { name: "Suggested episodes" })).toBeVisible();

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
  await context.close();
});
