import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/test";

test("register, name, list and remove a passkey, and sign in with it", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  // Chromium's virtual authenticator stands in for a fingerprint reader or a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = uniqueEmail("passkey");
  await signUpAndSignIn(page.request, baseURL!, email, "passkey-user-pw");
  await page.goto("/account/security");
  await waitForHydration(page);
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await page.getByLabel("Passkey name").fill("Laptop");
  // A session alone cannot add a way in: the password goes with the passkey.
  await page.getByLabel("Confirm with your password").fill("passkey-user-pw");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Laptop");

  await page.getByLabel("New name for Laptop").fill("Work laptop");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(list).toContainText("Work laptop");

  // Sign out, then back in with the passkey alone.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  // Wait for the sign-out to land: /auth sends a visitor who is still signed in back home.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();

  await page.goto("/account/security");
  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});
