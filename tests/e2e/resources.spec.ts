import { expect, test } from "./support/test";

test("the four guides download as PDF files", async ({ page, request }) => {
  await page.goto("/resources");
  const links = page.locator('a[href^="/resources/"][href$=".pdf"]');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  const [download] = await Promise.all([page.waitForEvent("download"), links.first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test("ten recommended books, each with 'Get the Book' opening the purchase page in a new tab", async ({ page }) => {
  await page.goto("/resources");
  const buttons = page.getByRole("link", { name: /Get the Book/ });
  await expect(buttons).toHaveCount(10);
  for (const button of await buttons.all()) {
    await expect(button).toHaveText(/^Get the Book/);
    await expect(button).toHaveAttribute("href", /^https:\/\//);
    await expect(button).toHaveAttribute("target", "_blank");
  }
});

test("Home shows its hero buttons, 18 outlets, three value cards and the closing call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Listen to the Latest Episode" })).toHaveAttribute(
    "href",
    "/latest-episode",
  );
  await expect(page.getByRole("link", { name: "Apply to Be a Guest" })).toHaveAttribute("href", "/guest-opportunities");
  const outlets = page.getByRole("list", { name: "As Featured On" }).getByRole("listitem");
  await expect(outlets).toHaveCount(18);
  for (const card of ["Expert Guests", "Real Advice", "Life Beyond Divorce"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Start Listening Now" })).toBeVisible();
});

test("About has the biography, a pull quote, four media cards and the coaching site button", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("blockquote")).toHaveCount(1);
  await expect(page.getByRole("list", { name: /media/i }).getByRole("listitem")).toHaveCount(4);
  const external = page.locator('main a[target="_blank"]');
  expect(await external.count()).toBeGreaterThan(0);
});
