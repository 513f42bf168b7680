import { expect, holdRequests, structuredDataOf, test, waitForHydration } from "./support/test";

/**
 * The latest sample episode has a transcript and chapters timed to the 12-second sample audio
 * (app/content/sample-transcript.ts), so the player can really be moved.
 */
const EPISODE = "/episodes/when-your-ex-wont-follow-the-parenting-plan";

test.describe("an episode's transcript and chapters", () => {
  test("a timestamp click moves the audio to that moment, and the cue heard is marked", async ({ page }) => {
    await page.goto(EPISODE);
    await waitForHydration(page);
    const audio = page.locator("audio[data-episode-slug]");
    const transcript = page.getByRole("region", { name: "Transcript" });
    // One paragraph per speaker here: each speaker's two cues read as one, with one timestamp.
    await expect(transcript.getByRole("listitem")).toHaveCount(2);
    await expect(transcript.getByRole("listitem").nth(1)).toContainText(
      "write down what happened, and when. A calm, dated record helps a mediator",
    );
    await expect(transcript.getByRole("link", { name: /^Play from / })).toHaveCount(2);
    await transcript.getByRole("link", { name: "Play from 0:06" }).click();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThanOrEqual(6);
    await expect(page).toHaveURL(EPISODE);

    // The player's position drives the highlight (whatever set it): the cue heard, inside its paragraph.
    const heard = transcript.locator('[data-cue][aria-current="true"]');
    const moveTo = (seconds: number) =>
      audio.evaluate((element: HTMLAudioElement, to: number) => {
        element.pause();
        element.currentTime = to;
        element.dispatchEvent(new Event("timeupdate"));
      }, seconds);
    await moveTo(6.5);
    await expect(heard).toContainText("write down what happened");
    await expect(heard).toHaveCount(1);
    await moveTo(9.5);
    await expect(heard).toHaveText("A calm, dated record helps a mediator far more than a heated message.");
    await expect(heard).toHaveCount(1);
  });

  test("reached by a link inside the site, the page renders every cue and a timestamp click still seeks", async ({
    page,
  }) => {
    // The server's cues are kept as they are on load (EpisodeTranscript); a page rendered in the browser
    // after a client-side navigation has none to keep and draws them itself.
    await page.goto("/guests/renee-alvarez");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Episodes" })
      .getByRole("link", { name: /Parenting Plan/ })
      .first()
      .click();
    await expect(page).toHaveURL(EPISODE);
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByRole("listitem")).toHaveCount(2);
    await expect(transcript.locator("[data-cue]")).toHaveCount(4);
    await expect(transcript.getByText("A calm, dated record helps a mediator")).toBeAttached();
    await transcript.getByRole("link", { name: "Play from 0:06" }).click();
    const audio = page.locator("audio[data-episode-slug]");
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThanOrEqual(6);
    await expect(page).toHaveURL(EPISODE);
  });

  test("a link followed from the page shows the next page's pending state", async ({ page }) => {
    // The cues are kept as the server's markup. As a Suspense boundary that never hydrated, they held
    // every navigation's first render, so "Loading episode..." never showed before the next page came.
    await page.goto(EPISODE);
    await waitForHydration(page);
    const { release } = await holdRequests(page, "**/latest-episode.data*");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Latest Episode" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading episode..." })).toBeVisible();
    release();
    await expect(page).toHaveURL("/latest-episode");
  });

  test("a chapter click moves the audio there", async ({ page }) => {
    await page.goto(EPISODE);
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Chapters" })
      .getByRole("link", { name: /Working with a mediator/ })
      .click();
    const audio = page.locator("audio[data-episode-slug]");
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThanOrEqual(9);
  });

  test("?t= and #t= open the player at that moment", async ({ page }) => {
    await page.goto(`${EPISODE}?t=7`);
    await waitForHydration(page);
    const audio = page.locator("audio[data-episode-slug]");
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeCloseTo(7, 0);

    await page.goto(`${EPISODE}#t=4`);
    await waitForHydration(page);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeCloseTo(4, 0);
    await expect(page.getByRole("button", { name: /^Copy link at / })).toBeVisible();
  });

  test("guest card, related episodes and subscribe links", async ({ page }) => {
    await page.goto(EPISODE);
    const guests = page.getByRole("region", { name: "Guest" });
    await expect(guests.getByRole("link", { name: "Dr. Renee Alvarez" })).toHaveAttribute(
      "href",
      "/guests/renee-alvarez",
    );
    await expect(page.getByRole("region", { name: "You might also like" }).getByRole("listitem")).toHaveCount(3);
    const subscribe = page.getByRole("region", { name: "Subscribe" });
    for (const name of ["Apple Podcasts", "Spotify", "Podbean", "RSS feed"]) {
      await expect(subscribe.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const data = await structuredDataOf(page);
    expect(data).toMatchObject({
      "@type": "PodcastEpisode",
      duration: expect.stringMatching(/^PT/),
      associatedMedia: { "@type": "AudioObject", transcript: expect.stringContaining("Welcome back to Untangled") },
      actor: [{ "@type": "Person", name: "Dr. Renee Alvarez" }],
    });
  });

  test("on a phone the transcript starts collapsed behind 'Show full transcript'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(EPISODE);
    await expect(page.getByText("Show full transcript")).toBeVisible();
    await page.getByText("Show full transcript").click();
    await expect(page.getByText("Show full transcript")).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page shows the whole transcript, and a timestamp is a link to that moment", async ({ page }) => {
    await page.goto(EPISODE);
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByText("A calm, dated record helps a mediator")).toBeAttached();
    await expect(transcript.getByText("Dr. Renee Alvarez")).toBeVisible();
    await transcript.getByRole("link", { name: "Play from 0:06" }).click();
    await expect(page).toHaveURL(`${EPISODE}?t=6`);
  });
});

test.describe("guests", () => {
  test("/guests lists guests with their episode counts and a name filter; a guest page lists the appearances", async ({
    page,
  }) => {
    await page.goto("/guests");
    await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Filter guests by name" }).fill("alvarez");
    await page.getByRole("searchbox", { name: "Filter guests by name" }).press("Enter");
    await expect(page).toHaveURL(/\/guests\?q=alvarez/);
    const card = page.getByRole("link", { name: /Dr\. Renee Alvarez/ });
    await expect(card).toContainText("1 episode");
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name: "Dr. Renee Alvarez" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Episodes" }).getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Guests", exact: true })).toHaveAttribute(
      "href",
      "/guests",
    );
  });
});
