import { signInAsAdmin } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/test";

/**
 * Every route that can answer 404 or fail has its own boundary in the site's one error design
 * (app/components/route-error-boundary.tsx, docs/decisions/0021-validation-and-errors.md): its own
 * title and button, inside the header and footer, never the root's generic page.
 */
test.describe("error pages", () => {
  const missing = [
    { path: "/guests/no-such-guest", title: "Guest not found", button: "Back to Guests", to: "/guests" },
    { path: "/guests/Not_A_Slug!", title: "Guest not found", button: "Back to Guests", to: "/guests" },
    { path: "/episodes/no-such-episode", title: "Episode not found", button: "Back to Episodes", to: "/episodes" },
    {
      path: "/blog/00000000-0000-4000-8000-000000000000",
      title: "Blog post not found",
      button: "Back to Blog",
      to: "/blog",
    },
    { path: "/no-such-page", title: "Oops! Page not found", button: "Return to Home", to: "/" },
  ];

  for (const { path, title, button, to } of missing) {
    test(`${path} answers 404 with '${title}' and '${button}'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.getByRole("link", { name: button })).toHaveAttribute("href", to);
      // Inside the site's header and footer, as every page.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    });
  }

  test("a missing guest reached from the page, without a reload, shows the same page", async ({ page }) => {
    await page.goto("/guests");
    await waitForHydration(page);
    // The client router's own navigation (what a link does): the loader's 404 comes back as data and
    // reaches the guest route's boundary in the browser.
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      await router.navigate("/guests/no-such-guest");
    });
    await expect(page).toHaveURL(/\/guests\/no-such-guest$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guest not found");
    await expect(page.getByRole("link", { name: "Back to Guests" })).toBeVisible();
  });

  test("an admin section's refused request gets the admin area's error page", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    // A body that is not a form: the action's readForm refuses it with a 400 and its own reason.
    const response = await page.request.post("/admin/messages", {
      headers: { Origin: new URL(baseURL!).origin, "Content-Type": "text/plain" },
      data: "not a form",
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("This request could not be used");
    expect(html).toContain("The form could not be read. Please send it again.");
    expect(html).toMatch(/href="\/admin"[^>]*>Back to Admin<\/a>/);
    // An error answer shows nothing of the dashboard (tests/e2e/admin-authorization.spec.ts).
    expect(html).not.toContain("Admin Dashboard");
  });
});
