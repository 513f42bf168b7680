import { request as playwrightRequest, type Browser } from "@playwright/test";
import { adminPassword, signInAsAdmin, signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A second browser signed in to the same account, as another device would be. */
async function otherDevice(baseURL: string, email: string, password: string) {
  const device = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp(), "User-Agent": firefox },
  });
  await signUpAndSignIn(device, baseURL, email, password);
  return device;
}

/**
 * An account signed in twice: in a browser without JavaScript (the forms must work as plain HTML)
 * and on another device. `close` ends both.
 */
async function signedInTwiceWithoutJavaScript(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const page = await context.newPage();
  await signUpAndSignIn(page.request, baseURL, email, password);
  const device = await otherDevice(baseURL, email, password);
  const close = async () => {
    await device.dispose();
    await context.close();
  };
  return { page, device, close };
}

async function isSignedIn(device: Awaited<ReturnType<typeof otherDevice>>) {
  const response = await device.get("/account/security", { maxRedirects: 0 });
  return response.status() === 200;
}

test("change the password without JavaScript, signing out the other sessions", async ({ browser, baseURL }) => {
  const email = uniqueEmail("pw-change");
  const { page, device, close } = await signedInTwiceWithoutJavaScript(browser, baseURL!, email, "first-password");
  try {
    await page.goto("/account/security");
    const sessions = page.getByRole("list", { name: "Your sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(sessions.filter({ hasText: "Firefox on Windows" })).toHaveCount(1);

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password").fill("second-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Current password").fill("first-password");
    await page.getByLabel("New password").fill("second-password");
    await expect(page.getByLabel("Sign out my other sessions")).toBeChecked();
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByText("Your password has been changed, and your other sessions were signed out."),
    ).toBeVisible();
    await expect(sessions).toHaveCount(1);
    expect(await isSignedIn(device)).toBe(false);
  } finally {
    await close();
  }
});

test("end another session from the list", async ({ page, baseURL }) => {
  const email = uniqueEmail("sessions");
  await signUpAndSignIn(page.request, baseURL!, email, "session-password");
  const device = await otherDevice(baseURL!, email, "session-password");
  try {
    expect(await isSignedIn(device)).toBe(true);
    await page.goto("/account/security");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^End session: Firefox on Windows/ }).click();
    await expect(page.getByText("That session has been signed out.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Your sessions" }).getByRole("listitem")).toHaveCount(1);
    expect(await isSignedIn(device)).toBe(false);
  } finally {
    await device.dispose();
  }
});

test("delete the account without JavaScript: the password confirms it, then home with a notice, signed out", async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("delete");
  const { page, device, close } = await signedInTwiceWithoutJavaScript(browser, baseURL!, email, "delete-password");
  try {
    await page.goto("/account/security");
    const section = page.getByRole("region", { name: "Delete account" });
    await section.getByLabel("Your password").fill("not-my-password");
    await section.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();
    await expect(section.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");

    await section.getByLabel("Your password").fill("delete-password");
    await section.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByText("Your account and its sign-in methods are deleted.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    expect(await isSignedIn(device)).toBe(false);

    // The account is gone: signing in with it fails.
    const signIn = await page.request.post("/auth", {
      form: { intent: "sign-in", email, password: "delete-password" },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(401);
  } finally {
    await close();
  }
});

test("the only admin is told to make another admin before deleting their account", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto("/account/security");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Delete account" });
  await section.getByLabel("Your password").fill(adminPassword);
  await section.getByRole("button", { name: "Delete my account" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({
        hasText: "You are the only admin. Make another admin first, or the admin area would have no one to open it.",
      })
      .first(),
  ).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("password guesses on the delete form share the page's limit of 10 checks", async ({ page, baseURL }) => {
  const email = uniqueEmail("delete-limit");
  await signUpAndSignIn(page.request, baseURL!, email, "delete-limit-password");
  const origin = new URL(baseURL!).origin;
  const guess = (password: string) =>
    page.request.post("/account/security", {
      form: { intent: "delete-account", currentPassword: password },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
  for (let i = 0; i < 10; i++) expect((await guess(`wrong-${i}`)).status()).toBe(400);
  // Even the right password is refused now, and the account stays.
  const refused = await guess("delete-limit-password");
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many attempts.");
  expect((await page.request.get("/account/security", { maxRedirects: 0 })).status()).toBe(200);
});
