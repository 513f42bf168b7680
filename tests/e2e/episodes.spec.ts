import { expect, holdRequests, structuredDataOf, test, waitForHydration } from "./support/test";

/**
 * The public episode pages, on the sample episodes the e2e server starts with (one latest, three
 * favorites). Other tests add episodes in parallel, so these look for what must hold regardless.
 */
test.describe("Latest Episode page", () => {
  test("shows the latest episode with its player and the three listener favorites", async ({ page }) => {
    await page.goto("/latest-episode");
    await expect(page.getByRole("heading", { level: 1, name: "Now Playing" })).toBeVisible();
    const latest = page.getByRole("article").first();
    await expect(latest.getByRole("heading", { name: "When Your Ex Won't Follow the Parenting Plan" })).toBeVisible();
    await expect(latest.getByText("with Dr. Renee Alvarez")).toBeVisible();
    await expect(latest.getByText("November 17, 2025")).toBeVisible();
    // Its audio file plays in the site-wide player (tests/e2e/player.spec.ts; without JavaScript, a native player).
    await expect(
      latest.getByRole("button", { name: "Play episode: When Your Ex Won't Follow the Parenting Plan" }),
    ).toBeVisible();

    const favorites = page.getByRole("region", { name: "Listener Favorites" });
    await expect(favorites.getByRole("listitem")).toHaveCount(3);
  });

  test("opens one favorite's player and one full description at a time", async ({ page }) => {
    await page.goto("/latest-episode");
    await waitForHydration(page);
    const favorites = page.getByRole("region", { name: "Listener Favorites" });
    const cards = favorites.getByRole("listitem");
    const first = cards.nth(0);
    const second = cards.nth(1);

    // The sample favorites have audio files: 'Listen Now' plays each in the site-wide player at once.
    const player = page.getByRole("region", { name: "Episode player" });
    const firstTitle = (await first.getByRole("heading").textContent())!.trim();
    const secondTitle = (await second.getByRole("heading").textContent())!.trim();
    await first.getByRole("button", { name: "Listen Now" }).click();
    await expect(first.getByRole("button", { name: "Hide Player" })).toHaveAttribute("aria-expanded", "true");
    await expect(player.getByRole("link", { name: firstTitle })).toBeVisible();
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
    await second.getByRole("button", { name: "Listen Now" }).click();
    await expect(player.getByRole("link", { name: secondTitle })).toBeVisible();
    await expect(first.getByRole("button", { name: "Listen Now" })).toHaveAttribute("aria-expanded", "false");
    await second.getByRole("button", { name: "Hide Player" }).click();
    await expect(player).toHaveCount(0);
    await expect(second.getByRole("button", { name: "Listen Now" })).toBeVisible();

    // The sample favorites' notes run past 200 characters: a preview with an ellipsis, then the rest.
    await expect(first.getByText(/\.\.\.$/)).toBeVisible();
    await first.getByRole("button", { name: "Read More" }).click();
    await expect(first.getByRole("button", { name: "Read Less" })).toBeVisible();
    await second.getByRole("button", { name: "Read More" }).click();
    await expect(first.getByRole("button", { name: "Read More" })).toBeVisible();
    await expect(second.getByRole("button", { name: "Read Less" })).toBeVisible();
  });

  test("says 'Loading episode...' while the page loads after a click", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { release } = await holdRequests(page, "**/latest-episode.data*");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Latest Episode" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading episode..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Now Playing" })).toBeVisible();
  });
});

test.describe("episode archive and pages", () => {
  test("searches the archive in the URL and opens an episode page", async ({ page }) => {
    await page.goto("/episodes");
    await expect(page.getByRole("heading", { level: 1, name: "All Episodes" })).toBeVisible();
    await page.getByRole("searchbox", { name: /search episodes/i }).fill("spousal support");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/episodes\?q=spousal\+support/);
    await expect(page.getByRole("status").filter({ hasText: "matching" })).toContainText("matching “spousal support”");
    await page.getByRole("link", { name: "Spousal Support Myths, Busted" }).click();

    await expect(page).toHaveURL("/episodes/spousal-support-myths-busted");
    await expect(page.getByRole("heading", { level: 1, name: "Spousal Support Myths, Busted" })).toBeVisible();
    await expect(page.getByText("Guest: Daniel Reyes, Esq.")).toBeVisible();
    await expect(page.getByText("October 13, 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: /Previous episode/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Next episode/ })).toBeVisible();
    const jsonLd = await structuredDataOf(page);
    expect(jsonLd).toMatchObject({ "@type": "PodcastEpisode", name: "Spousal Support Myths, Busted" });
  });

  test("answers 404 for an unknown episode", async ({ page }) => {
    const response = await page.goto("/episodes/no-such-episode");
    expect(response?.status()).toBe(404);
  });
});
