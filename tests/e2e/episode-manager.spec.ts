import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test, waitForHydration } from "./support/test";

const embedCode =
  '<iframe title="Episode" allowtransparency="true" height="150" width="100%" style="border: none; min-width: min(100%, 430px);" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

async function openManager(page: Page, baseURL: string) {
  await signInAsAdmin(page, baseURL);
  await page.goto("/admin/episodes");
  await waitForHydration(page);
  return page.getByRole("region", { name: "Episode Manager" });
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Answers yes to the confirmation dialog, failing the test if its question is not as expected. */
async function acceptConfirmation(page: Page, expected: RegExp) {
  expect(await answerConfirmation(page, "yes")).toMatch(expected);
}

test.describe("Episode Manager", () => {
  test("an admin creates, edits, flags and deletes an episode, and the public pages follow", async ({
    page,
    baseURL,
  }) => {
    const title = `Parenting Plans in Practice ${crypto.randomUUID().slice(0, 6)}`;
    const manager = await openManager(page, baseURL!);
    const form = manager.getByRole("form", { name: "Add New Episode" });

    // A pasted embed that is not Podbean's is refused with a clear message, and nothing typed is lost.
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Guest Name").fill("Dr. Nina Patel");
    await form.getByLabel("Description").fill("How a detailed parenting plan prevents conflict.");
    await form.getByLabel("Podbean Embed Code").fill('<iframe src="https://evil.example/player"></iframe>');
    await form.getByRole("button", { name: "Create Episode" }).click();
    await expect(toast(page, "Error")).toContainText("Only the Podbean player can be embedded");
    await expect(form.getByText("Only the Podbean player can be embedded")).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue(title);

    await form.getByLabel("Podbean Embed Code").fill(embedCode);
    await form.getByRole("button", { name: "Create Episode" }).click();
    await expect(toast(page, "Episode created!")).toBeVisible();
    const list = manager.getByRole("region", { name: "All Episodes" });
    const item = list.getByRole("article", { name: title });
    await expect(item).toBeVisible();
    await expect(item.getByText("Guest: Dr. Nina Patel")).toBeVisible();

    // The public page plays the rebuilt Podbean player, never the pasted markup.
    await page.goto(`/episodes?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    const player = page.locator("iframe[data-name=pb-iframe-player]");
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.podbean\.com\/player-v2\/\?i=qajcw-f91d9c-pb&/);
    await expect(player).toHaveAttribute("loading", "lazy");
    expect(await player.getAttribute("style")).not.toContain("border: none");

    // Edit: mark it a listener favorite; it becomes the newest favorite on the Latest Episode page.
    await page.goto("/admin/episodes");
    await waitForHydration(page);
    await list.getByRole("link", { name: `Edit ${title}` }).click();
    const editForm = manager.getByRole("form", { name: "Edit Episode" });
    await expect(editForm.getByLabel("Title")).toHaveValue(title);
    await editForm.getByLabel("Guest Name").fill("Dr. Nina Patel, PhD");
    await editForm.getByLabel("Listener Favorite").check();
    await editForm.getByRole("button", { name: "Update Episode" }).click();
    await expect(toast(page, "Episode updated!")).toBeVisible();
    await expect(manager.getByRole("form", { name: "Add New Episode" })).toBeVisible();
    await expect(item.getByText("FAVORITE", { exact: true })).toBeVisible();
    await expect(item.getByText("Guest: Dr. Nina Patel, PhD")).toBeVisible();

    await page.goto("/latest-episode");
    const favorites = page.getByRole("region", { name: "Listener Favorites" });
    await expect(favorites.getByRole("heading", { name: title })).toBeVisible();

    // Delete, after the spec's confirmation.
    await page.goto(`/admin/episodes?eq=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    await list.getByRole("button", { name: `Delete ${title}` }).click();
    await acceptConfirmation(page, /^Are you sure you want to delete this episode\?$/);
    await expect(toast(page, "Episode deleted!")).toBeVisible();
    await expect(list.getByRole("article", { name: title })).toHaveCount(0);
    const response = await page.goto(`/latest-episode`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("Cancel leaves edit mode without saving; an Edit link to a deleted episode says so", async ({
    page,
    baseURL,
  }) => {
    // Its own episode: the other tests of this file run at the same time and delete theirs, so the
    // list's first episode may be gone by the time its Edit link is followed.
    const title = `Cancel Check ${crypto.randomUUID().slice(0, 6)}`;
    const manager = await openManager(page, baseURL!);
    const createForm = manager.getByRole("form", { name: "Add New Episode" });
    await createForm.getByLabel("Title").fill(title);
    await createForm.getByLabel("Guest Name").fill("Dr. Ada Cole");
    await createForm.getByLabel("Description").fill("An episode this test edits, cancels and deletes.");
    await createForm.getByLabel("Podbean Embed Code").fill(embedCode);
    await createForm.getByRole("button", { name: "Create Episode" }).click();
    await expect(toast(page, "Episode created!")).toBeVisible();

    await page.goto(`/admin/episodes?eq=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    const list = manager.getByRole("region", { name: "All Episodes" });
    const editLink = list.getByRole("link", { name: `Edit ${title}` });
    const editHref = await editLink.getAttribute("href");
    await editLink.click();
    const editForm = manager.getByRole("form", { name: "Edit Episode" });
    await expect(editForm.getByLabel("Title")).toHaveValue(title);
    await editForm.getByLabel("Title").fill(`${title} (not saved)`);
    await editForm.getByRole("link", { name: "Cancel" }).click();
    await expect(manager.getByRole("form", { name: "Add New Episode" })).toBeVisible();
    await expect(manager.getByRole("form", { name: "Add New Episode" }).getByLabel("Title")).toHaveValue("");
    await expect(list.getByRole("article", { name: title })).toBeVisible();

    // The dialog names what it deletes; afterwards focus stays in the list, not on the page body.
    await list.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("alertdialog", { name: `Delete episode “${title}”` })).toBeVisible();
    await acceptConfirmation(page, /^Are you sure you want to delete this episode\?$/);
    await expect(toast(page, "Episode deleted!")).toBeVisible();
    await expect(list.getByRole("heading", { name: "All Episodes" })).toBeFocused();
    await page.goto(editHref!);
    await expect(manager.getByRole("status").filter({ hasText: "That episode no longer exists." })).toBeVisible();
    await expect(manager.getByRole("form", { name: "Add New Episode" })).toBeVisible();
  });

  test("imports the Podbean feed, previews and removes duplicates, and fixes guest names", async ({
    page,
    baseURL,
  }) => {
    const manager = await openManager(page, baseURL!);
    const toolbar = manager.getByRole("toolbar", { name: "Episode tools" });

    await toolbar.getByRole("button", { name: "Import from Podbean Feed" }).click();
    await acceptConfirmation(page, /Import episodes from the Podbean feed\?/);
    // The import is a background job: its toast comes when the job ends, which on a loaded two-core
    // machine can take longer than a click's usual 7 s.
    await expect(toast(page, "Import Complete")).toContainText(/Successfully imported \d+ episodes/, {
      timeout: 20_000,
    });
    await expect(toolbar.getByRole("button", { name: "Fix Guest Names" })).toBeEnabled();

    await toolbar.getByRole("button", { name: "Preview Duplicates" }).click();
    await expect(toast(page, "Duplicate Preview")).toContainText(/Found \d+ duplicates among \d+ episodes\./);

    await toolbar.getByRole("button", { name: "Remove Duplicates" }).click();
    await acceptConfirmation(page, /keeps one copy of each; the latest episode is preserved/);
    await expect(toast(page, "Deduplication Complete")).toContainText(
      /Removed \d+ duplicates\. Now \d+ episodes total\./,
    );

    await toolbar.getByRole("button", { name: "Fix Guest Names" }).click();
    await expect(toast(page, "Guest names cleaned")).toContainText(/Updated \d+ episodes/);
  });

  test("Delete All Episodes asks twice and does nothing when the second answer is no", async ({ page, baseURL }) => {
    const manager = await openManager(page, baseURL!);
    await manager
      .getByRole("toolbar", { name: "Episode tools" })
      .getByRole("button", { name: "Delete All Episodes" })
      .click();
    // Yes to the first question, no to the second: nothing may be deleted.
    const questions = [await answerConfirmation(page, "yes"), await answerConfirmation(page, "no")];
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(questions[0]).toMatch(/latest episode and listener favorites are kept/);
    expect(questions[1]).toMatch(/cannot be undone/);
    await expect(toast(page, "All episodes deleted (kept current and favorites)!")).toHaveCount(0);
    // A sample episode that is neither latest nor a favorite is still there.
    expect((await page.request.get("/episodes/spousal-support-myths-busted")).status()).toBe(200);
  });

  test("disables every toolbar button while one task runs", async ({ page, baseURL }) => {
    const manager = await openManager(page, baseURL!);
    const toolbar = manager.getByRole("toolbar", { name: "Episode tools" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/deduplicate-episodes", async (route) => {
      await held;
      await route.continue();
    });
    await toolbar.getByRole("button", { name: "Preview Duplicates" }).click();
    for (const name of [
      "Fix Guest Names",
      "Preview Duplicates",
      "Remove Duplicates",
      "Delete All Episodes",
      "Import from Podbean Feed",
    ]) {
      await expect(toolbar.getByRole("button", { name })).toBeDisabled();
    }
    await expect(manager.getByRole("status").filter({ hasText: "Looking for duplicate episodes…" })).toBeVisible();
    release();
    await expect(toast(page, "Duplicate Preview")).toBeVisible();
    await expect(toolbar.getByRole("button", { name: "Import from Podbean Feed" })).toBeEnabled();
  });
});
