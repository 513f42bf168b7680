import { expect, structuredDataOf, test, waitForHydration } from "./support/test";

/**
 * The public blog on the sample posts (one featured, fourteen in the archive). Other tests add and
 * remove posts in parallel, so these rely on the samples and on filters that isolate them.
 */
test.describe("Blog", () => {
  test("shows the featured article, the archive, chips, the count and pages kept in the URL", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured articles" });
    await expect(
      featured.getByRole("heading", { name: "The First 30 Days After Separation: A Practical Checklist" }),
    ).toBeVisible();
    await expect(featured.getByRole("list", { name: "Categories" }).getByRole("listitem")).toHaveCount(2);

    const archive = page.getByRole("region", { name: "All Articles" });
    const status = archive.getByRole("status");
    await expect(status).toHaveText(/^Showing 1–12 of \d+ articles$/);
    await expect(archive.getByRole("article")).toHaveCount(12);

    // Page 2, then a category chip: the chip returns to page 1 and the URL says so.
    const pagination = archive.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(status).toHaveText(/^Showing 13–\d+ of \d+ articles$/);

    await archive.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Holidays" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Holidays$/);
    await expect(archive.getByRole("link", { name: "Holidays" })).toHaveAttribute("aria-current", "page");
    await expect(archive.getByRole("article")).toHaveCount(1);
    await expect(archive.getByRole("heading", { name: "Holiday Schedules Without the Fights" })).toBeVisible();
  });

  test("filters as you type, case-insensitively, and says so when nothing matches", async ({ page }) => {
    await page.goto("/blog?page=2");
    await waitForHydration(page);
    const archive = page.getByRole("region", { name: "All Articles" });
    await archive.getByRole("searchbox", { name: "Search articles" }).fill("QDRO");
    await expect(page).toHaveURL(/\/blog\?q=QDRO$/);
    await expect(archive.getByRole("article")).toHaveCount(1);
    await expect(archive.getByRole("status")).toHaveText("Showing 1–1 of 1 article");

    await archive.getByRole("searchbox", { name: "Search articles" }).fill("zebra crossing");
    await expect(
      archive.getByText("No articles found matching your criteria. Try adjusting your search or filters."),
    ).toBeVisible();
  });

  test("works without JavaScript: search and chips are links and forms", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("credit");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?q=credit$/);
    await expect(page.getByRole("heading", { name: "Rebuilding Your Credit After Divorce" })).toBeVisible();
    await context.close();
  });

  test("opens a post with its date, content and structured data, and 404s an unknown one", async ({ page }) => {
    await page.goto("/blog?q=QDRO");
    await page.getByRole("link", { name: "Dividing Retirement Accounts: What a QDRO Does" }).click();
    await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Dividing Retirement Accounts: What a QDRO Does" }),
    ).toBeVisible();
    await expect(page.getByText("October 15, 2025")).toBeVisible();
    await expect(page.getByText("A QDRO tells a retirement plan administrator")).toBeVisible();
    const jsonLd = await structuredDataOf(page);
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Dividing Retirement Accounts: What a QDRO Does",
    });
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");

    for (const path of ["/blog/00000000-0000-4000-8000-000000000000", "/blog/not-an-id"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
    }
  });

  test("links the RSS feed from the page head", async ({ page, request }) => {
    await page.goto("/blog");
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(href).toBe("/blog/rss.xml");
    const feed = await request.get(href!);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain("<title>Dividing Retirement Accounts: What a QDRO Does</title>");
  });
});
