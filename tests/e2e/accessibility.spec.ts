import AxeBuilder from "@axe-core/playwright";
import { signInAsAdmin } from "./support/accounts";
import { expect, publicRoutes, test, uniqueClientIp } from "./support/test";

const pages = [
  ...publicRoutes,
  { path: "/guest-opportunities?tab=guests", name: "Guest Opportunities, guests tab" },
  { path: "/episodes", name: "Episode archive" },
  { path: "/episodes?q=custody", name: "Episode archive search" },
  { path: "/episodes/spousal-support-myths-busted", name: "Episode page" },
  { path: "/blog?category=Finances&page=1", name: "Blog, filtered" },
  { path: "/blog?q=no-such-topic", name: "Blog, no match" },
  { path: "/blog/5a3b1e00-0000-4000-8000-000000000001", name: "Blog post" },
];

for (const route of pages) {
  test(`axe finds no violations on ${route.name} (${route.path})`, async ({ browser }) => {
    // @axe-core/playwright needs a page from an explicitly created context.
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(route.path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
    expect(summary).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("axe finds no violations on the sign-in page and, signed in as admin, the account and admin pages", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const page = await context.newPage();
  const check = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        path,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      })),
    ).toEqual([]);
  };
  await check("/auth");
  await check("/auth?tab=signup");
  await signInAsAdmin(page, baseURL!);
  await check("/account/security");
  await check("/admin");
  await context.close();
});

for (const path of ["/admin/episodes", "/admin/blog", "/admin/messages", "/admin/settings"]) {
  test(`axe finds no violations on the admin page ${path}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    const page = await context.newPage();
    await signInAsAdmin(page, baseURL!);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
    expect(summary).toEqual([]);
    await context.close();
  });
}
