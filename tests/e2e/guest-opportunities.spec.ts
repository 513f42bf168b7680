import { expect, test, waitForHydration } from "./support/test";

test.describe("Guest Opportunities tabs", () => {
  test("'For Podcasters' is selected by default and shows the three packages", async ({ page }) => {
    await page.goto("/guest-opportunities");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Partner with the podcast/i);
    await expect(page.getByText("5M+")).toBeVisible();
    await expect(page.getByText("Total Streams")).toBeVisible();
    await expect(page.getByText("Top 1%", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "For Podcasters" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    for (const [name, price] of [
      ["Basic Package", "$1,500"],
      ["Growth Package", "$2,000"],
      ["Premium Package", "$3,000"],
    ] as const) {
      await expect(panel.getByRole("heading", { name })).toBeVisible();
      await expect(panel.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(panel.getByText("Most Popular")).toHaveCount(1);
    await expect(panel.getByRole("link", { name: /View Packages PDF/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", /^mailto:/);
  });

  test("switches by mouse and keeps the tab in the URL", async ({ page }) => {
    await page.goto("/guest-opportunities");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "For Expert Guests" }).click();
    await expect(page).toHaveURL(/\?tab=guests$/);
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "What You Will Receive" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Apply to Be a Guest/ })).toHaveAttribute("target", "_blank");
    await page.reload();
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toHaveAttribute("aria-selected", "true");
  });

  test("switches by keyboard with the arrow keys", async ({ page }) => {
    await page.goto("/guest-opportunities");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "For Podcasters" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=guests/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "For Podcasters" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "For Podcasters" })).toHaveAttribute("aria-selected", "true");
  });

  test("a linked tab opens directly, also without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/guest-opportunities?tab=guests");
    await expect(page.getByRole("tab", { name: "For Expert Guests" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "For Podcasters" }).click();
    await expect(page.getByRole("tab", { name: "For Podcasters" })).toHaveAttribute("aria-selected", "true");
    await context.close();
  });
});
