import { firstLoadJsBudgetBytes, kb } from "../../scripts/bench/budgets.ts";
import { measureFirstLoadJs } from "../../scripts/bench/first-load-js.ts";
import { benchRoutes } from "../../scripts/bench/routes.ts";
import { expect, test, waitForHydration } from "./support/test";

// The JavaScript budget of issue 9 (docs/decisions/0007-first-load-javascript.md), held in CI rather
// than only by `npm run bench`: the same measurement over the production build the browser tests use.
test.describe("first-load JavaScript", () => {
  test("every public page loads at most the budget, and no admin or chat code", async ({ baseURL }) => {
    const paths = benchRoutes.filter((route) => route.budgets.firstLoadJs).map((route) => route.path);
    const results = await measureFirstLoadJs(baseURL!, paths);
    for (const result of results) {
      expect(result.error, result.path).toBeUndefined();
      expect(result.totalGzipBytes, `${result.path}: ${kb(result.totalGzipBytes)}`).toBeLessThanOrEqual(
        firstLoadJsBudgetBytes,
      );
      const files = result.assets.map((asset) => new URL(asset.url).pathname);
      // Code that only signed-in people or an opened chat need is never part of a public first load.
      expect(files.filter((file) => /\/(dashboard|account-security|chat-panel|guests-panel)-/.test(file))).toEqual([]);
    }
  });

  test("the expert guests' tab fetches its code when it is about to be shown", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/guest-opportunities");
    await waitForHydration(page);
    expect(scripts.some((file) => file.includes("/guests-panel-"))).toBe(false);
    await page.getByRole("tab", { name: "For Expert Guests" }).hover();
    await expect.poll(() => scripts.some((file) => file.includes("/guests-panel-"))).toBe(true);
    await page.getByRole("tab", { name: "For Expert Guests" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Past Expert Guests" })).toBeVisible();
  });
});
