import { totpCode } from "../helpers/totp";
import { startOwnServer } from "./support/own-server";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The first run: a site with no admin prints a one-time /setup link at start; the owner opens it,
 * creates their account and lands in the admin area. Its own server, since the shared one has an admin.
 */
test.describe("the first-run setup link", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ ADMIN_REQUIRE_MFA: "false" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("without JavaScript: a wrong token gets a clear page, and a form error keeps what was typed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.base}/setup?token=not-the-token`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This setup link is no longer valid");
      await expect(page.getByRole("button", { name: "Create admin account" })).toHaveCount(0);

      await page.goto(await server.setupLink());
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create the admin account");
      await page.getByLabel("Name").fill("Claire Morrow");
      await page.getByLabel("Email").fill("claire@example.com");
      await page.getByLabel(/^Password/).fill("123456");
      await page.getByRole("button", { name: "Create admin account" }).click();
      await expect(page.getByText(/too common/i)).toBeVisible();
      await expect(page.getByLabel("Name")).toHaveValue("Claire Morrow");
      await expect(page.getByLabel("Email")).toHaveValue("claire@example.com");
      await expect(page.getByLabel(/^Password/)).toHaveAttribute("aria-invalid", "true");
    } finally {
      await context.close();
    }
  });

  test("the owner opens the link, creates the account and lands in the admin area; the link then is spent", async ({
    page,
  }) => {
    const link = await server.setupLink();
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Claire Morrow");
    await page.getByLabel("Email").fill("claire@example.com");
    await page.getByLabel(/^Password/).fill("a-long-owner-password");
    await page.getByRole("button", { name: "Create admin account" }).click();

    await expect(page).toHaveURL(`${server.base}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByText("Your admin account is ready.")).toBeVisible();

    // Signed out, the same link opens nothing.
    await page.context().clearCookies();
    const spent = await page.request.get(link);
    expect(spent.status()).toBe(410);
    expect(await spent.text()).toContain("This setup link is no longer valid");
  });

  test("with ADMIN_REQUIRE_MFA, the authenticator setup starts right after the account is created, without the password again", async ({
    page,
  }) => {
    const own = await startOwnServer({ ADMIN_REQUIRE_MFA: "true" });
    try {
      await page.goto(await own.setupLink());
      await waitForHydration(page);
      await page.getByLabel("Name").fill("Claire Morrow");
      await page.getByLabel("Email").fill("claire@example.com");
      await page.getByLabel(/^Password/).fill("a-long-owner-password");
      await page.getByRole("button", { name: "Create admin account" }).click();

      await expect(page).toHaveURL(`${own.base}/account/security?required=admin`);
      await expect(page.getByText("Your admin account is ready.")).toBeVisible();
      await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
      await page.getByLabel("Code from the app").fill(totpCode(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect(page).toHaveURL(`${own.base}/admin`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
      await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
      // Off this server before it stops, so the admin page's late scripts do not fail to load.
      await waitForHydration(page);
      await page.goto("about:blank");
    } finally {
      await own.stop();
    }
  });
});
