import { outlets } from "../../app/content/outlets.ts";
import { expect, test, waitForHydration } from "./support/test";

/**
 * Phones (360 and 390 px): the home page's outlets read as a list, not a wall of centred text; the
 * blog's category row shows that it scrolls and shows the chosen category; the contact page's email
 * address never breaks mid-word.
 */
for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Home's 'As Featured On' names sit in two ruled columns, every one whole, in under 300 px", async ({
      page,
    }) => {
      await page.goto("/");
      const names = page.getByRole("list", { name: "As Featured On" }).getByRole("listitem");
      await expect(names).toHaveText(outlets);
      const boxes = await names.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      const lefts = new Set(boxes.map((box: DOMRect) => Math.round(box.left)));
      expect(lefts.size).toBe(2);
      // Left-aligned in each column, each inside the screen.
      for (const box of boxes as DOMRect[]) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      const alignment = await names.first().evaluate((item) => getComputedStyle(item).textAlign);
      expect(["left", "start"]).toContain(alignment);
      // And they still take little room (rough-edges.spec.ts holds the same at 390 px).
      const list = await page.getByRole("list", { name: "As Featured On" }).boundingBox();
      expect(list!.height).toBeLessThan(300);
      await page
        .getByRole("list", { name: "As Featured On" })
        .screenshot({ path: `test-results/outlets-${width}.png` });
    });

    test("the blog's category row fades at its edge and brings the chosen category into view", async ({ page }) => {
      await page.goto("/blog");
      const row = page.getByRole("navigation", { name: "Categories" }).getByRole("list");
      const chips = row.getByRole("link");
      const names = await chips.allTextContents();
      const last = names.at(-1)!;
      expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      expect(await row.evaluate((list) => getComputedStyle(list).maskImage)).toContain("linear-gradient");

      await page.goto(`/blog?category=${encodeURIComponent(last)}`);
      await waitForHydration(page);
      const chosen = row.getByRole("link", { name: last, exact: true });
      await expect(chosen).toHaveAttribute("aria-current", "page");
      await expect
        .poll(async () => {
          const [chip, list] = [await chosen.boundingBox(), await row.boundingBox()];
          // Whole, and clear of the faded last 2.5rem of the row.
          return chip!.x >= list!.x && chip!.x + chip!.width <= list!.x + list!.width - 40;
        })
        .toBe(true);
      // The page itself did not scroll to get there.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("the contact page's email address is never broken mid-word", async ({ page }) => {
      await page.goto("/contact");
      const email = page.getByRole("link", { name: /@/ });
      await expect(email).toBeVisible();
      expect(await email.evaluate((link) => link.getClientRects().length)).toBe(1);
      const box = (await email.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  });
}
