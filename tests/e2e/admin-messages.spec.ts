import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/** Sends a message through the contact form, as a visitor would. */
async function sendContactMessage(
  page: Page,
  { name, message, otherParty }: { name: string; message: string; otherParty?: string },
) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Email").fill("sender@example.com");
  await page.getByLabel("Inquiry Type").selectOption("media");
  await page.getByLabel("Message").fill(message);
  if (otherParty) await page.getByLabel("Other party's full name").fill(otherParty);
  await page.getByRole("checkbox", { name: /^I understand that sending this form does not make me a client/ }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible();
}

test.describe("the admin's messages", () => {
  test("search, mark one handled and find it among the handled ones, from the keyboard", async ({ page, baseURL }) => {
    const marker = `inbox-${crypto.randomUUID().slice(0, 8)}`;
    await sendContactMessage(page, {
      name: "Robin Hale",
      message: `Could we record an episode together? ${marker}`,
      otherParty: "Avery Hale",
    });
    await sendContactMessage(page, { name: "Casey Noor", message: `A question about the guides. ${marker}` });

    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/messages");
    await waitForHydration(page);

    // Search from the keyboard: the search box, type, Enter.
    const search = page.getByRole("searchbox", {
      name: "Search messages by name, email, other party, subject or text",
    });
    await search.focus();
    await page.keyboard.type(`robin ${marker}`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/messages\\?mq=robin\\+${marker}`));
    const messages = page.getByRole("article");
    await expect(messages).toHaveCount(1);
    const robin = messages.filter({ hasText: "Robin Hale" });
    await expect(robin).toContainText(marker);
    // The conflict check's name and the acknowledgement are the admin's to see.
    await expect(robin).toContainText("Other party (conflict check)Avery Hale");
    await expect(robin).toContainText(/Acknowledgement\s*Ticked .+ \(wording ack-[0-9a-f]{8}, the current one\)/);
    await expect(robin.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:sender@example.com?subject=Re%3A%20Media%20Inquiry",
    );

    // Mark it handled with the keyboard: Tab from Reply by email, Enter.
    await robin.getByRole("link", { name: "Reply by email" }).focus();
    await page.keyboard.press("Tab");
    await expect(robin.getByRole("button", { name: "Mark as handled" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(robin.getByRole("button", { name: "Mark as not handled" })).toBeVisible();
    await expect(robin).toContainText("HANDLED");
    await expect(robin).not.toContainText("NEW");
    // The search is kept after the change.
    await expect(page).toHaveURL(new RegExp(`mq=robin\\+${marker}`));

    // Only the handled ones: Robin's message is there, Casey's is not.
    await search.fill(marker);
    await page.getByLabel("Show").selectOption("handled");
    // A select does not submit on Enter: Tab on to the Search button.
    await page.getByLabel("Show").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/mf=handled/);
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText("Robin Hale");
    await page.getByLabel("Show").selectOption("open");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/mf=open/);
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText("Casey Noor");
  });

  test("search and mark handled without JavaScript: plain form posts", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    const page = await context.newPage();
    try {
      const marker = `nojs-${crypto.randomUUID().slice(0, 8)}`;
      await sendContactMessage(page, { name: "Jordan Vale", message: `Sent without scripts. ${marker}` });
      await signInAsAdmin(page, baseURL!);
      await page.goto("/admin/messages");

      await page
        .getByRole("searchbox", { name: "Search messages by name, email, other party, subject or text" })
        .fill(marker);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`mq=${marker}`));
      const jordan = page.getByRole("article").filter({ hasText: marker });
      await expect(page.getByRole("article")).toHaveCount(1);

      await jordan.getByRole("button", { name: "Mark as handled" }).click();
      await expect(jordan).toContainText("HANDLED");
      await expect(jordan.getByRole("button", { name: "Mark as not handled" })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);

      await jordan.getByRole("button", { name: "Mark as not handled" }).click();
      await expect(jordan.getByRole("button", { name: "Mark as handled" })).toBeVisible();
      await expect(jordan).not.toContainText("HANDLED");
    } finally {
      await context.close();
    }
  });
});
