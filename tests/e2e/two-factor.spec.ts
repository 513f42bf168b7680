import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { totpCode } from "../helpers/totp";

const password = "two-factor-password";

async function signInThroughForm(page: Page, email: string) {
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}

test("enroll an authenticator app, then sign in with its code; a backup code works once", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("mfa");
  await signUpAndSignIn(page.request, baseURL!, email, password);

  await page.goto("/account/security");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account security");
  await expect(page.getByText("Status: Off")).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByText("Status: On")).toBeVisible();

  // Password alone is no longer enough: the second step asks for the app's code.
  await signOut(page);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL("/auth/two-factor");
  await page.getByLabel("Code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();

  // A backup code signs in once…
  const backupCode = backupCodes[0]!.trim();
  await signOut(page);
  await signInThroughForm(page, email);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");

  // …and never again.
  await signOut(page);
  await signInThroughForm(page, email);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
});

test("the two-step page is only reachable in the middle of a sign-in", async ({ page }) => {
  await page.goto("/auth/two-factor");
  await expect(page).toHaveURL("/auth");
});

test("backup codes can be regenerated, and turning the app off needs a current code", async ({ page, baseURL }) => {
  const email = uniqueEmail("mfa-off");
  await signUpAndSignIn(page.request, baseURL!, email, password);
  await page.goto("/account/security");
  await waitForHydration(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const firstCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Status: On")).toBeVisible();

  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Regenerate backup codes" }).click();
  await expect(page.getByText("New backup codes are ready. The old ones no longer work.")).toBeVisible();
  const newCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  expect(newCodes).toHaveLength(firstCodes.length);
  expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);

  const disableForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Turn off" }) });
  await disableForm.getByLabel("Password").fill(password);
  await disableForm.getByLabel("Code from the app").fill("000000");
  await disableForm.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText("Status: On")).toBeVisible();

  await disableForm.getByLabel("Password").fill(password);
  await disableForm.getByLabel("Code from the app").fill(totpCode(secret));
  await disableForm.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Status: Off")).toBeVisible();
});
