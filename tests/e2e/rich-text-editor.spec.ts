import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { removeEpisode } from "./support/remove-episode";
import { expect, test, uniqueClientIp, waitForHydration } from "./support/test";

const embedCode =
  '<iframe title="Episode" height="150" width="100%" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

const clipboard = (name: string) => readFileSync(new URL(`../fixtures/clipboard/${name}`, import.meta.url), "utf8");

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function openBlogForm(page: Page, baseURL: string) {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/blog");
  await waitForHydration(page);
  return page.getByRole("region", { name: "Blog Post Manager" }).getByRole("form", { name: "Add New Blog Post" });
}

async function fillPostFields(form: Locator, title: string) {
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Excerpt").fill("How to keep handovers calm for everyone.");
  await form.getByLabel("Content URL").fill("");
  await form.getByLabel("Image URL").fill("/images/blog/sunrise.svg");
}

/** The editor that took the text box's place: a labelled multi-line text box that is not a textarea. */
function richText(form: Locator, label: string) {
  return form.locator("[contenteditable=true]").and(form.getByRole("textbox", { name: label }));
}

/** Pastes HTML the way a browser does when copying from Word or Google Docs. */
async function pasteHtml(target: Locator, html: string) {
  await target.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData("text/html", markup);
    data.setData("text/plain", "pasted text");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

async function openPublicPost(page: Page, title: string) {
  await page.goto(`/blog?q=${encodeURIComponent(title)}`);
  await page
    .getByRole("region", { name: "All Articles" })
    .getByRole("link", { name: new RegExp(title) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  return page.locator("main .prose-content");
}

async function adminWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  return { page, close: () => context.close() };
}

test.describe("rich-text editor", () => {
  // Typing, pasting and publishing in one story takes longer than a page check.
  test.setTimeout(60_000);

  test("a post written with the toolbar is published with its headings, bold, list and link", async ({
    page,
    baseURL,
  }) => {
    const title = `Handover Without Tears ${crypto.randomUUID().slice(0, 6)}`;
    const form = await openBlogForm(page, baseURL!);
    await fillPostFields(form, title);
    const editor = richText(form, "Full content (optional)");
    await expect(editor).toBeVisible();
    await expect(form.locator("textarea[name=fullContent]")).toHaveCount(0);
    const toolbar = form.getByRole("toolbar", { name: "Text formatting" });

    await editor.click();
    await toolbar.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Before the handover");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Keep it ");
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("calm");
    await bold.click();
    await page.keyboard.type(" and short.");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Pack the bag");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Say goodbye at the door");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the guide");
    for (let step = 0; step < "the guide".length; step++) await page.keyboard.press("Shift+ArrowLeft");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const linkPanel = form.getByRole("group", { name: "Add link" });
    await linkPanel.getByLabel("Link address").fill("javascript:alert(1)");
    await linkPanel.getByRole("button", { name: "Apply link" }).click();
    await expect(linkPanel.getByRole("alert")).toHaveText(
      "Enter a web address (https://…), a page of this site (/resources) or an email address.",
    );
    await linkPanel.getByLabel("Link address").fill("untangled.example/guides/handover");
    await linkPanel.getByRole("button", { name: "Apply link" }).click();
    await expect(linkPanel).toHaveCount(0);
    await expect(editor.getByRole("link", { name: "the guide" })).toHaveAttribute(
      "href",
      "https://untangled.example/guides/handover",
    );
    // What the owner sees is formatted text, never markup.
    await expect(editor).not.toContainText("<");

    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Blog post created!")).toBeVisible();
    // The create emptied the form, the editor too.
    await expect(richText(form, "Full content (optional)")).toHaveText("");

    const content = await openPublicPost(page, title);
    await expect(content.getByRole("heading", { level: 2, name: "Before the handover" })).toBeVisible();
    await expect(content.locator("strong")).toHaveText("calm");
    await expect(content.locator("ul > li")).toHaveText(["Pack the bag", "Say goodbye at the door"]);
    await expect(content.getByRole("link", { name: "the guide" })).toHaveAttribute(
      "href",
      "https://untangled.example/guides/handover",
    );

    // Editing it again shows the same formatting in the editor.
    await page.goto(`/admin/blog?bq=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const editForm = page.getByRole("form", { name: "Edit Blog Post" });
    const editEditor = richText(editForm, "Full content (optional)");
    await expect(editEditor.locator("strong")).toHaveText("calm");
    await expect(editEditor.locator("ul > li")).toHaveCount(2);
    await expect(editEditor).not.toContainText("<p>");
  });

  test("show notes pasted from Word and Google Docs arrive clean and are published that way", async ({
    browser,
    page,
    baseURL,
  }) => {
    const title = `Handover Checklist ${crypto.randomUUID().slice(0, 6)}`;
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/episodes");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add New Episode" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Guest Name").fill("Dr. Nina Patel");
    await form.getByLabel("Podbean Embed Code").fill(embedCode);
    const editor = richText(form, "Description");

    await editor.click();
    await pasteHtml(editor, clipboard("word.html"));
    await expect(editor.getByRole("heading", { level: 2, name: "Before the first handover" })).toBeVisible();
    await expect(editor.locator("ul > li")).toHaveCount(3);
    await expect(editor.locator("ol > li")).toHaveCount(2);
    await expect(editor.locator("b, strong")).toHaveText(["pick-up time"]);
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await pasteHtml(editor, clipboard("google-docs.html"));
    await expect(editor.getByRole("heading", { level: 2, name: "Talking to the kids" })).toBeVisible();
    // Google Docs' document-wide <b> wrapper did not turn the pasted text bold.
    await expect(editor.locator("b, strong")).toHaveText(["pick-up time", "together"]);
    await expect(editor.locator("em, i")).toHaveText(["boring", "short"]);
    const written = await form.locator("input[type=hidden][name=description]").inputValue();
    expect(written).not.toMatch(/mso|Mso|class=|style=|<o:p|<!--|·|docs-internal|google\.com\/url/);

    await form.getByRole("button", { name: "Create Episode" }).click();
    await expect(toast(page, "Episode created!")).toBeVisible();

    await page.goto(`/episodes?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    const notes = page.getByRole("region", { name: "Show notes" }).locator(".prose-content");
    await expect(notes.getByRole("heading", { level: 2, name: "Before the first handover" })).toBeVisible();
    await expect(notes.locator("ul").first().locator(":scope > li")).toHaveCount(2);
    await expect(notes.locator("ul ul > li")).toHaveText(["Reading folder included"]);
    await expect(notes.locator("ol > li")).toHaveText(["Check the calendar", "Confirm by text"]);
    await expect(notes.getByRole("link", { name: "Listen to the episode" })).toHaveAttribute(
      "href",
      "https://untangled.example/episodes/talking-to-kids",
    );
    const published = await notes.innerHTML();
    expect(published).not.toMatch(/mso|Mso|class=|style=|·/);
    await removeEpisode(browser, baseURL!, title);
  });

  test("the toolbar works from the keyboard alone", async ({ page, baseURL }) => {
    const form = await openBlogForm(page, baseURL!);
    const editor = richText(form, "Full content (optional)");
    const toolbar = form.getByRole("toolbar", { name: "Text formatting" });
    // One Tab stop for the whole toolbar.
    await expect(toolbar.locator("button[tabindex='0']")).toHaveCount(1);
    await expect(toolbar.getByRole("button", { name: "Undo" })).toHaveAttribute("aria-disabled", "true");

    await form.getByLabel("Image URL").focus();
    await page.keyboard.press("Tab"); // Categories
    await page.keyboard.press("Tab"); // the toolbar
    await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.type("Steady words");
    // Select all through the editor's own keymap, so its selection is set before focus moves away.
    await page.keyboard.press("Control+a");

    await page.keyboard.press("Shift+Tab");
    await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await expect(bold).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editor).toBeFocused();
    await expect(editor.locator("strong")).toHaveText("Steady words");
    await expect(bold).toHaveAttribute("aria-pressed", "true");

    // The toolbar remembers its place; End and Home jump, arrows wrap around.
    await page.keyboard.press("Shift+Tab");
    await expect(bold).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "Redo" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Heading 2" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    const link = toolbar.getByRole("button", { name: "Link" });
    await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(link).toBeFocused();

    // Escape closes the link panel without a change; Enter in it applies the link.
    await page.keyboard.press("Enter");
    const linkPanel = form.getByRole("group", { name: "Add link" });
    await expect(linkPanel.getByLabel("Link address")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(linkPanel).toHaveCount(0);
    await expect(editor).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.type("https://untangled.example/");
    await page.keyboard.press("Enter");
    await expect(linkPanel).toHaveCount(0);
    await expect(editor).toBeFocused();
    await expect(editor.getByRole("link", { name: "Steady words" })).toHaveAttribute(
      "href",
      "https://untangled.example/",
    );
    await expect(link).toHaveAttribute("aria-pressed", "true");

    // Ctrl+K in the text asks for the link too, showing the one already there.
    await page.keyboard.press("Control+k");
    const editLinkPanel = form.getByRole("group", { name: "Edit link" });
    await expect(editLinkPanel.getByLabel("Link address")).toBeFocused();
    await expect(editLinkPanel.getByLabel("Link address")).toHaveValue("https://untangled.example/");
    await page.keyboard.press("Escape");
    await expect(editLinkPanel).toHaveCount(0);
    await expect(editor).toBeFocused();

    // An image by address, with its alt text.
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Image" })).toBeFocused();
    await page.keyboard.press("Enter");
    const imagePanel = form.getByRole("group", { name: "Add image" });
    // An image the test server has, so the browser loads it without a network error.
    const imageUrl = new URL("/images/blog/sunrise.svg", baseURL).href;
    await page.keyboard.type(imageUrl);
    await page.keyboard.press("Tab");
    await expect(imagePanel.getByLabel("Alt text")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(imagePanel.getByRole("alert")).toHaveText("Describe the image in a few words.");
    await page.keyboard.type("A shared family calendar");
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("img", { name: "A shared family calendar" })).toHaveAttribute("src", imageUrl);
    await expect(imagePanel).toHaveCount(0);
    await expect(editor).toBeFocused();

    // Undo takes the image back out.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await expect(toolbar.getByRole("button", { name: "Undo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("img")).toHaveCount(0);
  });

  test("without JavaScript the text box stays and saves", async ({ browser, baseURL }) => {
    const title = `Plain Words ${crypto.randomUUID().slice(0, 6)}`;
    const { page, close } = await adminWithoutJavaScript(browser, baseURL!);
    try {
      await page.goto("/admin/blog");
      const form = page.getByRole("form", { name: "Add New Blog Post" });
      await fillPostFields(form, title);
      const box = form.getByLabel("Full content (optional)");
      await expect(box).toHaveJSProperty("tagName", "TEXTAREA");
      await expect(box).toHaveAttribute("name", "fullContent");
      await expect(form.getByRole("toolbar")).toHaveCount(0);
      await box.fill("First paragraph.\n\nSecond & last.");
      await form.getByRole("button", { name: "Create Post" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Blog post created!" })).toBeVisible();

      const content = await openPublicPost(page, title);
      await expect(content.locator("p")).toHaveText(["First paragraph.", "Second & last."]);
    } finally {
      await close();
    }
  });

  test("stored HTML the editor cannot keep is edited as HTML in the text box, and saved unchanged", async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Table Talk ${crypto.randomUUID().slice(0, 6)}`;
    const table = "<table><tbody><tr><th>Week</th><th>Home</th></tr><tr><td>1</td><td>Mum</td></tr></tbody></table>";
    const { page: raw, close } = await adminWithoutJavaScript(browser, baseURL!);
    try {
      await raw.goto("/admin/blog");
      const form = raw.getByRole("form", { name: "Add New Blog Post" });
      await fillPostFields(form, title);
      await form.getByLabel("Full content (optional)").fill(`<p>The schedule:</p>${table}`);
      await form.getByRole("button", { name: "Create Post" }).click();
      await expect(raw.getByRole("status").filter({ hasText: "Blog post created!" })).toBeVisible();
    } finally {
      await close();
    }

    await signInAsAdmin(page, baseURL!);
    await page.goto(`/admin/blog?bq=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const editForm = page.getByRole("form", { name: "Edit Blog Post" });
    const box = editForm.getByLabel("Full content (optional)");
    await expect(editForm.getByText("formatting the editor cannot keep")).toBeVisible();
    await expect(box).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(editForm.getByRole("toolbar")).toHaveCount(0);
    await editForm.getByLabel("Excerpt").fill("The table stays a table.");
    await editForm.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Blog post updated!")).toBeVisible();

    const content = await openPublicPost(page, title);
    await expect(content.locator("table td")).toHaveText(["1", "Mum"]);
  });
});
