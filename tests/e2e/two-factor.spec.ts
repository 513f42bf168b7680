import fs from "node:fs";
import { signUpAndSignIn as signUpAndSignInTo } from "../helpers/server-process";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { startOwnServer } from "./support/own-server";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { previousTotpCode, totpCode } from "../helpers/totp";

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
  // The previous step's code, still accepted: a code is good for one use, and sign-in needs the current one.
  await page.getByLabel("Code from the app").fill(await previousTotpCode(secret));
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

  // Signing in from a page that needs an account comes back to that page, through the second step.
  await page.goto("/account/security");
  await expect(page).toHaveURL("/auth?returnTo=%2Faccount%2Fsecurity");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/auth/two-factor?returnTo=%2Faccount%2Fsecurity");
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[1]!.trim());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/account/security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account security");
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
  // The previous step's code, still accepted: a code is good for one use, and turning off needs the current one.
  await page.getByLabel("Code from the app").fill(await previousTotpCode(secret));
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

/** A 6-digit code the app does not show now. */
function wrongCodeFor(secret: string): string {
  return String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
}

test("a mistyped code keeps the QR code and key; the backup codes stay whole on a phone and can be copied and downloaded", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const email = uniqueEmail("mfa-codes");
  await signUpAndSignIn(page.request, baseURL!, email, password);
  await page.goto("/account/security");
  await waitForHydration(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const qrCode = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qrCode).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const codeList = page.getByRole("list", { name: "Backup codes" });
  const codes = (await codeList.getByRole("listitem").allTextContents()).map((code) => code.trim());

  // Each code sits on one line inside its cell, and the page does not scroll sideways.
  const cells = await codeList.getByRole("listitem").evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      return {
        fits: item.scrollWidth <= item.clientWidth,
        oneLine: item.getBoundingClientRect().height < 2 * parseFloat(style.lineHeight),
      };
    }),
  );
  expect(cells).toEqual(codes.map(() => ({ fits: true, oneLine: true })));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  await page.getByRole("button", { name: "Copy codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download codes (.txt)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/backup-codes\.txt$/);
  const downloaded = fs.readFileSync((await download.path())!, "utf8");
  expect(downloaded.split("\n").filter((line) => codes.includes(line))).toEqual(codes);

  await page.getByLabel("Code from the app").fill(wrongCodeFor(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code did not match.").first()).toBeVisible();
  await expect(page.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");
  await expect(qrCode).toBeVisible();
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  expect((await codeList.getByRole("listitem").allTextContents()).map((code) => code.trim())).toEqual(codes);

  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Status: On")).toBeVisible();
});

test("set up from the admin gate, the authenticator app brings the owner back to the admin page", async ({ page }) => {
  test.setTimeout(180_000);
  // Production's ADMIN_REQUIRE_MFA, which the shared server turns off: a server of this test's own.
  const server = await startOwnServer({ ADMIN_REQUIRE_MFA: "true", ADMIN_EMAILS: "owner@e2e.test" });
  try {
    const cookie = await signUpAndSignInTo(server.base, { email: "owner@e2e.test", password });
    const [name, ...value] = cookie.split("=");
    await page.context().addCookies([{ name: name!, value: value.join("="), url: server.base }]);

    await page.goto(`${server.base}/admin/messages`);
    await expect(page).toHaveURL(`${server.base}/account/security?required=admin&returnTo=%2Fadmin%2Fmessages`);
    await expect(page.getByText("The admin area needs two-factor authentication.")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Set up authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code from the app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();

    await expect(page).toHaveURL(`${server.base}/admin/messages`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  } finally {
    await server.stop();
  }
});

test("the setup survives a reload until confirmed; a wrong code is one message on the focused field; 'Start again' warns first; a backup code works in lower case", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("mfa-reload");
  await signUpAndSignIn(page.request, baseURL!, email, password);
  await page.goto("/account/security");
  await waitForHydration(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const codeList = page.getByRole("list", { name: "Backup codes" });
  const codes = (await codeList.getByRole("listitem").allTextContents()).map((code) => code.trim());
  // No look-alike characters (0/O, 1/I/L), upper case only.
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

  // A reload shows the same key and codes again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("Status: Set up, waiting for a code")).toBeVisible();
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  expect((await codeList.getByRole("listitem").allTextContents()).map((code) => code.trim())).toEqual(codes);

  // A wrong code: one message, on the field, which has the focus.
  const field = page.getByLabel("Code from the app");
  await field.fill(wrongCodeFor(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code did not match.")).toHaveCount(1);
  await expect(page.getByText("That code did not match.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/That code did not match\./);
  await expect(page.getByRole("alert").filter({ hasText: "That code did not match." })).toHaveCount(0);

  // "Start again" says what it does before anything is replaced.
  await page.getByText("Start again", { exact: true }).click();
  await expect(page.getByText("Starting again issues a new key and new backup codes.")).toBeVisible();
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Issue a new key and codes" }).click();
  await expect(page.getByTestId("totp-secret")).not.toHaveText(secret);
  const newSecret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const newCodes = (await codeList.getByRole("listitem").allTextContents()).map((code) => code.trim());
  expect(newCodes).not.toEqual(codes);
  await page.reload();
  await expect(page.getByTestId("totp-secret")).toHaveText(newSecret);

  await page.getByLabel("Code from the app").fill(totpCode(newSecret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Status: On")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("totp-secret")).toHaveCount(0);

  // A backup code copied in lower case, without its dash, signs in.
  await signOut(page);
  await signInThroughForm(page, email);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(newCodes[0]!.toLowerCase().replace("-", ""));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
});
