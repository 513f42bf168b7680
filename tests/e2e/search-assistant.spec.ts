import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * The floating search assistant (spec sections 2, 4, 5 and 8) against the real endpoint and the
 * sample catalogue. Only the failure and the slow answer are staged, by holding or failing the
 * browser's request to the site's own endpoint.
 */

const GREETING = /Hi! I can help you find the right episode/;
const PARENTING_PLAN_EPISODE = "When Your Ex Won't Follow the Parenting Plan";
const SEARCH_PATH = "**/api/functions/search-episodes";

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

test("opening shows the greeting and moves focus in; Escape closes and gives focus back", async ({ page }) => {
  const dialog = await openAssistant(page);
  await expect(dialog.getByRole("log", { name: "Conversation" })).toContainText(GREETING);
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Send" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /Find Your Episode/ })).toBeFocused();

  await page.getByRole("button", { name: /Find Your Episode/ }).click();
  await page.getByRole("button", { name: "Close the episode finder" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: /Find Your Episode/ })).toBeFocused();
});

test("Enter sends the trimmed message, Shift+Enter makes a new line, blank input is ignored", async ({ page }) => {
  const dialog = await openAssistant(page);
  const input = dialog.getByRole("textbox", { name: "Your question" });

  await input.fill("   ");
  await input.press("Enter");
  await expect(userMessages(page)).toHaveCount(0);

  await input.fill("  my ex won't follow");
  await input.press("Shift+Enter");
  await input.pressSequentially("the parenting plan  ");
  await expect(input).toHaveValue("  my ex won't follow\nthe parenting plan  ");
  await expect(userMessages(page)).toHaveCount(0);

  await input.press("Enter");
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page)).toHaveText("You: my ex won't follow\nthe parenting plan");
  await expect(input).toHaveValue("");
  await expect(dialog.getByRole("link", { name: PARENTING_PLAN_EPISODE })).toBeVisible();
});

test("while the answer is on its way the box and button are disabled, a spinner shows and input is ignored", async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_PATH, async (route) => {
    await released;
    await route.continue();
  });
  const dialog = await openAssistant(page);
  const input = dialog.getByRole("textbox", { name: "Your question" });
  await input.fill("custody");
  await input.press("Enter");

  await expect(input).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Searching" })).toBeDisabled();
  await expect(dialog.getByText("Searching episodes...")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(userMessages(page)).toHaveCount(1);

  release();
  await expect(dialog.getByText("Searching episodes...")).toBeHidden();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await expect(dialog.getByRole("list", { name: "Suggested episodes" })).toBeVisible();
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

test("a failed search shows the spec's toast and the assistant's apology", async ({ page, consoleErrors }) => {
  await page.route(SEARCH_PATH, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
  );
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox", { name: "Your question" }).fill("alimony");
  await page.keyboard.press("Enter");

  await expect(dialog.getByRole("log")).toContainText("I'm sorry, I encountered an error. Please try again.");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("Failed to search episodes. Please try again.");
  await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeEnabled();

  // The browser reports the staged 500 on its console; that one is expected.
  const expected = (text: string) => /status of 500/.test(text);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
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
