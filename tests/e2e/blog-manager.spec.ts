import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

/** How long an import job may take to end (its toast), against the 60 s a whole flow has. */
const importTimeoutMs = 20_000;

async function openManager(page: Page, baseURL: string) {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/blog");
  await waitForHydration(page);
  return page.getByRole("region", { name: "Blog Post Manager" });
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Answers yes to the confirmation dialog and records its question in `seen`. */
async function confirmInto(page: Page, seen: string[]) {
  seen.push(await answerConfirmation(page, "yes"));
}

test.describe("Blog Post Manager", () => {
  test("an admin creates, features, unfeatures, edits and deletes a post, and /blog follows", async ({
    page,
    baseURL,
  }) => {
    // Eight page loads and six saves in one story: more than one page check's time on a busy machine.
    test.setTimeout(60_000);
    const title = `Custody Calendars Made Simple ${crypto.randomUUID().slice(0, 6)}`;
    const confirmations: string[] = [];
    const manager = await openManager(page, baseURL!);
    const form = manager.getByRole("form", { name: "Add New Blog Post" });
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Excerpt")
      .fill("A shared calendar ends most scheduling arguments. Here is how to set one up.");
    await expect(form.getByLabel("Excerpt")).toHaveAttribute("rows", "3");
    await form.getByLabel("Content URL").fill("https://claire-morrow-consulting.example/custody-calendars/");
    await form.getByLabel("Image URL").fill("/images/blog/calendar.svg");
    await form.getByLabel("Categories").fill(" Custody ,  Tools ,, ");
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Blog post created!")).toBeVisible();

    const list = manager.getByRole("region", { name: "All Blog Posts" });
    const item = list.getByRole("article", { name: title });
    await expect(item).toBeVisible();

    // On the public blog, in the archive, linking out to the original in a new tab.
    await page.goto(`/blog?q=${encodeURIComponent(title)}`);
    const archive = page.getByRole("region", { name: "All Articles" });
    const card = archive.getByRole("link", { name: new RegExp(title) });
    await expect(card).toHaveAttribute("href", "https://claire-morrow-consulting.example/custody-calendars/");
    await expect(card).toHaveAttribute("target", "_blank");
    await expect(archive.getByRole("list", { name: "Categories" }).last()).toHaveText(/Custody\s*Tools/);

    // Feature it: it leaves the archive for the featured area; then unfeature it.
    await page.goto("/admin/blog");
    await waitForHydration(page);
    await list.getByRole("button", { name: `Feature ${title}` }).click();
    await expect(toast(page, "Post featured!")).toBeVisible();
    await expect(item.getByText("FEATURED", { exact: true })).toBeVisible();
    await page.goto("/blog");
    await expect(
      page.getByRole("region", { name: "Featured articles" }).getByRole("heading", { name: title }),
    ).toBeVisible();
    await page.goto("/admin/blog");
    await waitForHydration(page);
    await list.getByRole("button", { name: `Remove ${title} from featured` }).click();
    await expect(toast(page, "Post removed from featured")).toBeVisible();
    await expect(item.getByText("FEATURED", { exact: true })).toHaveCount(0);

    // Edit.
    await list.getByRole("link", { name: `Edit ${title}` }).click();
    const editForm = manager.getByRole("form", { name: "Edit Blog Post" });
    await expect(editForm.getByLabel("Categories")).toHaveValue("Custody, Tools");
    await editForm.getByLabel("Excerpt").fill("Updated: one calendar, two homes, fewer arguments.");
    await editForm.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Blog post updated!")).toBeVisible();
    await expect(item.getByText("Updated: one calendar, two homes, fewer arguments.")).toBeVisible();

    // Delete, after the spec's confirmation.
    await list.getByRole("button", { name: `Delete ${title}` }).click();
    await confirmInto(page, confirmations);
    await expect(toast(page, "Blog post deleted!")).toBeVisible();
    expect(confirmations).toEqual(["Are you sure you want to delete this blog post?"]);
    await expect(list.getByRole("article", { name: title })).toHaveCount(0);
  });

  test("a stored script never runs on the blog or the post page", async ({ page, browser, baseURL }) => {
    const title = `Stored XSS probe ${crypto.randomUUID().slice(0, 6)}`;
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    // The hostile markup is posted as typed into the plain text box (a page without JavaScript, or a
    // hand-made request), so it reaches the server's sanitizer without the editor's schema in between.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
    });
    try {
      const raw = await context.newPage();
      await signInAsAdmin(raw, baseURL!);
      await raw.goto("/admin/blog");
      const form = raw.getByRole("form", { name: "Add New Blog Post" });
      await form.getByLabel("Title").fill(`${title} <img src=x onerror=alert(1)>`);
      await form.getByLabel("Excerpt").fill('"><script>alert(2)</script>');
      await form.getByLabel("Content URL").fill("");
      await form.getByLabel("Image URL").fill("/images/blog/sunrise.svg");
      await form
        .getByLabel("Full content (optional)")
        .fill(
          '<p>Hello</p><script>alert(3)</script><img src="x" onerror="alert(4)"><a href="javascript:alert(5)">x</a><iframe src="https://evil.example"></iframe><svg onload="alert(6)"></svg>',
        );
      await form.getByRole("button", { name: "Create Post" }).click();
      await expect(raw.getByRole("status").filter({ hasText: "Blog post created!" })).toBeVisible();
    } finally {
      await context.close();
    }

    await page.goto(`/blog?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("region", { name: "All Articles" }).getByRole("link", { name: new RegExp(title) });
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.getByText("Hello")).toBeVisible();
    expect(
      await page.locator("main script:not([type='application/ld+json']), main iframe, main svg[onload]").count(),
    ).toBe(0);
    expect(await page.locator("main [onerror], main a[href^='javascript:']").count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test("imports by pasted URLs and from the website, with confirmations, toasts and failures", async ({
    page,
    baseURL,
  }) => {
    const confirmations: string[] = [];
    const manager = await openManager(page, baseURL!);
    const card = manager.getByRole("region", { name: "Import Blog Posts" });
    const box = card.getByLabel("Blog post URLs (one per line)");
    await expect(box).toHaveAttribute("rows", "6");
    await expect(card.getByRole("button", { name: "Import URLs" })).toBeDisabled();
    await box.fill("   \n  ");
    await expect(card.getByRole("button", { name: "Import URLs" })).toBeDisabled();

    const feedServer = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1}`;
    await box.fill(
      `${feedServer}/why-mediation-works/\n\n  ${feedServer}/why-mediation-works/  \n${feedServer}/missing-page/`,
    );
    await card.getByRole("button", { name: "Import URLs" }).click();
    await confirmInto(page, confirmations);
    // An import is a background job that reads each page: its toast comes when the job ends, which
    // on a loaded two-core machine can take longer than a click's usual 7 s; the progress bar shows
    // meanwhile (import-progress.spec.ts).
    await expect(toast(page, "Import Complete")).toContainText(/Successfully imported \d+ blog posts \(1 errors\)/, {
      timeout: importTimeoutMs,
    });
    expect(confirmations.at(-1)).toBe("This will import 2 blog post(s). Continue?");
    await expect(card.getByRole("listitem").filter({ hasText: `${feedServer}/missing-page/` })).toContainText(
      "answered with HTTP 404",
    );

    await card.getByRole("button", { name: "Import from Website" }).click();
    await confirmInto(page, confirmations);
    // The first import's toast may still be up; this one has no error count.
    await expect(
      toast(page, "Import Complete").filter({ hasText: /Successfully imported \d+ blog posts$/ }),
    ).toBeVisible({ timeout: importTimeoutMs });
    expect(confirmations.at(-1)).toMatch(/^Import blog posts from http:\/\/127\.0\.0\.1:\d+\/\?/);

    const list = manager.getByRole("region", { name: "All Blog Posts" });
    await expect(list.getByRole("article", { name: "Why Mediation Works for Most Families" })).toBeVisible();
    await expect(list.getByRole("article", { name: "Budgeting for Two Households" })).toBeVisible();
  });
});
