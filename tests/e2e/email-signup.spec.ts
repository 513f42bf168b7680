import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startMailServer, type MailServer } from "../helpers/mail-server";
import { startOwnServer } from "./support/own-server";
import { expect, test, waitForHydration } from "./support/test";

/**
 * "Get new episodes by email" at the end of an episode page (issue 33), signed up to as a visitor
 * does, with JavaScript and without: the confirmation email arrives at a loopback SMTP server, and
 * its link confirms. The shared e2e server has no SMTP_URL (its other tests know a site without the
 * form), so this file starts a server of its own pointed at a mail server on a port the system chose.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let mail: MailServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  // A fresh server starts in 10-30 s, more on a busy machine.
  testInfo.setTimeout(120_000);
  mail = await startMailServer();
  server = await startOwnServer({
    SAMPLE_CONTENT: "on",
    SMTP_URL: mail.url,
    MAIL_FROM: "Untangled <news@example.com>",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const episodePath = "/episodes/when-your-ex-wont-follow-the-parenting-plan";
/** The first sample post (app/content/public-pages.ts names it as the example of a post). */
const postPath = "/blog/5a3b1e00-0000-4000-8000-000000000001";

/** The confirmation link mailed to `email`, once it arrives. */
async function confirmationLink(email: string): Promise<string> {
  await expect.poll(() => mail.received.some((item) => item.envelopeTo.includes(email))).toBe(true);
  const received = mail.received.find((item) => item.envelopeTo.includes(email))!;
  const link = /http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?token=[A-Za-z0-9._-]+/.exec(received.mail.text ?? "");
  expect(link, "a confirmation link in the email's text").not.toBeNull();
  return link![0];
}

async function signUpAtTheEnd(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Get new episodes by email (after this episode)" });
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "Check your inbox to confirm your subscription.",
  );
}

async function confirm(page: Page, email: string) {
  await page.goto(await confirmationLink(email));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("your subscription is confirmed")).toBeVisible();
}

test("the end of an episode has its own sign-up form, apart from the footer's, and passes axe", async ({ page }) => {
  await page.goto(`${server.base}${episodePath}`);
  await waitForHydration(page);
  const end = page.getByRole("form", { name: "Get new episodes by email (after this episode)" });
  const footer = page.getByRole("form", { name: "Get new episodes by email", exact: true });
  await expect(end).toBeVisible();
  await expect(footer).toBeVisible();
  // After the episode's content, before "Book a consultation".
  await expect(page.getByRole("heading", { level: 2, name: /^Get new episodes by email/ })).toBeVisible();
  const order = await page.evaluate(() => {
    const form = document.querySelector("#page-end-subscribe-email");
    const booking = document.querySelector("[data-consultation-cta]");
    return form && booking ? form.compareDocumentPosition(booking) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // A post ends the same way, named for a post.
  await page.goto(`${server.base}${postPath}`);
  await expect(page.getByRole("form", { name: "Get new episodes by email (after this post)" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Get new episodes by email", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up from an episode page is mailed a link that confirms it", async ({ page }) => {
    const email = `no-js-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${server.base}${episodePath}`);
    await signUpAtTheEnd(page, email);
    await confirm(page, email);
  });
});

test("with JavaScript, a sign-up from an episode page reached in the page is mailed a link that confirms it", async ({
  page,
}) => {
  const email = `js-${crypto.randomUUID().slice(0, 8)}@example.com`;
  // Reached by a link followed inside the page: the form is then React's, not the server's markup.
  await page.goto(`${server.base}/episodes`);
  await waitForHydration(page);
  await page.locator(`a[href="${episodePath}"]`).first().click();
  await expect(page).toHaveURL(`${server.base}${episodePath}`);
  await signUpAtTheEnd(page, email);
  await confirm(page, email);
});
