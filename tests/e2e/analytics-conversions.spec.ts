import crypto from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/**
 * Conversions in a real browser (docs/decisions/0028-privacy-first-analytics.md, addendum): a visit,
 * a click on "Book a consultation" and the contact message it leads to reach the dashboard's
 * conversion tables; the delete-all button asks first; the overview shows the week; /privacy says
 * what is counted.
 */

/** Headless Chromium names itself HeadlessChrome, which isbot counts as a bot: the visitor uses a desktop Chrome's name. */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const acknowledgement =
  "I understand that sending this form does not make me a client, and I will not include confidential details";

function recordBeacons(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/analytics") return;
    sent.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
  });
  return sent;
}

test("a visit, a booking click and the message it led to reach the conversion tables", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // A visitor of their own (address and user agent make the day's visitor), so other tests' visits are not theirs.
  const visitor = await browser.newContext({
    userAgent: desktopChrome,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const page = await visitor.newPage();
  const beacons = recordBeacons(page);
  // A page only this visit sees (the site's "not found" page counts as a page view like any other).
  const uniquePath = `/e2e-visit-${crypto.randomUUID().slice(0, 8)}`;
  await page.goto(uniquePath);
  await waitForHydration(page);
  await expect.poll(() => beacons.some((beacon) => beacon.p === uniquePath)).toBe(true);

  await page.goto("/about");
  await waitForHydration(page);
  await expect.poll(() => beacons.some((beacon) => beacon.k === "pageview" && beacon.p === "/about")).toBe(true);
  // Without BOOKING_URL the call to action leads to the contact form with the consultation chosen.
  await page.locator("[data-consultation-cta]").getByRole("link", { name: "Book a consultation" }).click();
  await expect(page).toHaveURL(/\/contact\?inquiry=consultation$/);
  expect(beacons).toContainEqual({ k: "booking", p: "/about" });
  await waitForHydration(page);
  await expect(page.getByLabel("Inquiry Type")).toHaveValue("consultation");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Robin Ellis");
  await page.getByLabel("Email").fill("robin@example.com");
  await page.getByLabel("Message").fill("I would like to book a first consultation.");
  await page.getByRole("checkbox", { name: acknowledgement }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  await visitor.close();

  const adminContext = await browser.newContext({
    userAgent: desktopChrome,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL!);
  await admin.goto("/admin/analytics");
  const pagesTable = admin.getByRole("table", { name: "Pages that led to a message" });
  await expect(pagesTable.getByRole("row", { name: new RegExp(`^${uniquePath} `) })).toBeVisible();
  await expect(pagesTable.getByRole("row", { name: /^\/about / })).toBeVisible();
  await expect(
    admin
      .getByRole("table", { name: "Messages by inquiry type" })
      .getByRole("row", { name: /^Request a consultation / }),
  ).toBeVisible();
  await expect(
    admin.getByRole("table", { name: "Booking clicks by page" }).getByRole("row", { name: /^\/about / }),
  ).toBeVisible();
  const csv = await admin.request.get("/admin/analytics.csv?days=7&table=messagePages");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"${uniquePath}","1"`);

  // Delete all asks first (the admin area's dialog); Cancel deletes nothing.
  await waitForHydration(admin);
  await admin.getByRole("button", { name: "Delete all analytics data" }).click();
  expect(await answerConfirmation(admin, "no")).toMatch(/^Delete all analytics data\?/);
  await expect(pagesTable.getByRole("row", { name: new RegExp(`^${uniquePath} `) })).toBeVisible();

  // The overview's week, with its way to the dashboard.
  await admin.goto("/admin");
  const week = admin.getByRole("region", { name: "This week" });
  await expect(week.getByText("Messages")).toBeVisible();
  await week.getByRole("link", { name: "Open analytics" }).click();
  await expect(admin).toHaveURL(/\/admin\/analytics$/);
  await adminContext.close();
});

test("/privacy says what the visitor statistics count and keep, beside its other sections", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 2, name: "Visitor statistics" })).toBeVisible();
  for (const heading of ["What is counted", "What is not kept", "How long", "Your choices", "Switched off"]) {
    await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/ANALYTICS=off/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Messages you send us" })).toBeVisible();
  // The statistics are on in this server: the page does not say they are off.
  await expect(page.getByText("The statistics are switched off")).toHaveCount(0);
});
