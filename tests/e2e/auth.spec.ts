import { adminEmail, adminPassword, signInAsAdmin, signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/test";
import { answerConfirmation } from "./support/confirm-dialog";

test.describe("accounts", () => {
  test("sign up, see the toast, sign in, land on the home page, sign out", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/auth");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome");
    await expect(page.getByText("Sign in to manage episodes")).toBeVisible();

    await page.getByRole("tab", { name: "Sign Up" }).click();
    // The tabs are links: wait for the navigation, whose new form would otherwise drop what was typed.
    await expect(page).toHaveURL(/tab=signup/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-good-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("Account created successfully. You can now log in.")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-good-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

    // A signed-in visitor opening /auth is sent home.
    await page.goto("/auth");
    await expect(page).toHaveURL("/");

    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL("/auth?returnTo=%2Fadmin");
  });

  test("signing in from an admin page returns to it; a return address off the site is ignored", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/admin/messages");
    await expect(page).toHaveURL("/auth?returnTo=%2Fadmin%2Fmessages");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(adminEmail);
    await page.getByLabel("Password").fill(adminPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/admin/messages");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Already signed in, /auth goes straight to the return address, and never to another site.
    await page.goto("/auth?returnTo=%2Fadmin%2Fblog");
    await expect(page).toHaveURL("/admin/blog");
    for (const hostile of ["https://evil.example/", "//evil.example/", "/\\evil.example/"]) {
      await page.goto(`/auth?returnTo=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL("/");
    }
    await context.close();
  });

  test("clicking Sign Up and typing at once keeps what was typed when the tab's navigation lands", async ({ page }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("half-typed@e2e.test");
    // The tab shows at once; typing straight after the click must survive the navigation landing.
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Password").pressSequentially("typed-right-away");
    await expect(page).toHaveURL(/tab=signup/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email")).toHaveValue("half-typed@e2e.test");
    await expect(page.getByLabel("Password")).toHaveValue("typed-right-away");
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
  });

  test("without JavaScript, switching tabs keeps the typed email (the password is asked for again)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth?returnTo=%2Fadmin%2Fmessages");
    await page.getByLabel("Email").fill("typed-before-switching@e2e.test");
    await page.getByLabel("Password").fill("not-carried");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&returnTo=%2Fadmin%2Fmessages$/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email")).toHaveValue("typed-before-switching@e2e.test");
    await expect(page.getByLabel("Password")).toHaveValue("");
    // No validation ran and nothing was submitted: no error, no account.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();

    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signin&returnTo=%2Fadmin%2Fmessages$/);
    await expect(page.getByLabel("Email")).toHaveValue("typed-before-switching@e2e.test");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await context.close();
  });

  test("a wrong password shows the error toast with the service's message", async ({ page, baseURL }) => {
    const email = uniqueEmail();
    await signUpAndSignIn(page.request, baseURL!, email, "right-password");
    await page.request.post("/auth/sign-out", { headers: { Origin: new URL(baseURL!).origin } });
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("the sign-up password must have at least 6 characters, in the browser and on the server", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth?tab=signup");
    await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "6");
    await page.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters.");
    await context.close();
  });

  test("the password can be shown and hidden from the keyboard; without JavaScript it stays a plain password field", async ({
    page,
    browser,
  }) => {
    await page.goto("/auth");
    await waitForHydration(page);
    const password = page.getByLabel("Password");
    const toggle = page.getByRole("button", { name: "Show password" });
    await password.fill("my-secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await password.focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue("my-secret-words");
    await page.keyboard.press("Space");
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto("/auth");
    await expect(noScript.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(noScript.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await context.close();
  });

  test("sign-up refuses a very common password", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This password is too common" })).toHaveText(
      "This password is too common. Choose another.",
    );
  });

  test("a signed-in non-admin opening /admin lands on /auth and sees no admin data", async ({ page, baseURL }) => {
    await signUpAndSignIn(page.request, baseURL!, uniqueEmail(), "plain-user-pw");
    const response = await page.request.get("/admin", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/auth");
    expect(await response.text()).not.toContain("Messages");
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("an admin sees the Admin link and the contact form's messages, and can mark and delete them", async ({
    page,
    baseURL,
  }) => {
    const marker = `msg-${crypto.randomUUID().slice(0, 8)}`;
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Morgan Lee");
    await page.getByLabel("Email").fill("morgan@example.com");
    await page.getByLabel("Inquiry Type").selectOption("guest");
    await page.getByLabel("Message").fill(`I'd love to talk about grey divorce. ${marker}`);
    await page
      .getByRole("checkbox", { name: /^I understand that sending this form does not make me a client/ })
      .check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible();

    await signInAsAdmin(page, baseURL!);
    await page.goto("/");
    await waitForHydration(page);
    // Slow the dashboard's data down so the pending state can be seen.
    await page.route("**/admin.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Admin" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    // The messages have their own page in the admin area.
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: /^Messages/ })
      .click();
    await expect(page).toHaveURL("/admin/messages");
    const message = page.getByRole("article").filter({ hasText: marker });
    await expect(message).toContainText("Morgan Lee");
    await expect(message).toContainText("Apply to Be a Guest (paid appearance)");
    await expect(message).toContainText("NEW");

    await message.getByRole("button", { name: "Mark as read" }).click();
    await expect(message.getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await expect(message).not.toContainText("NEW");

    await message.getByRole("button", { name: "Delete" }).click();
    expect(await answerConfirmation(page, "yes")).toBe("Delete this message? This cannot be undone.");
    await expect(page.getByRole("article").filter({ hasText: marker })).toHaveCount(0);
  });
});
