import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The site-wide player (components/player/, lib/player/): one `<audio>` in the root layout that
 * every play control drives, which keeps playing across client-side navigation. The sample
 * episodes share a 12-second file; tests that need room to seek are served a two-minute one.
 */
const LATEST = "When Your Ex Won't Follow the Parenting Plan";
const LATEST_SLUG = "when-your-ex-wont-follow-the-parenting-plan";

/** Two minutes of near-silence, 8 kHz mono 8-bit PCM, as a WAV file. */
function longWav(seconds = 120): Buffer {
  const samples = 8000 * seconds;
  const file = Buffer.alloc(44 + samples, 128);
  file.write("RIFF", 0);
  file.writeUInt32LE(36 + samples, 4);
  file.write("WAVEfmt ", 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36);
  file.writeUInt32LE(samples, 40);
  return file;
}

async function serveLongAudio(page: Page) {
  const file = longWav();
  // With byte ranges, as the site's static files are served: the browser seeks by asking for them.
  await page.route("**/audio/sample-episode.wav", (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? "");
    if (!range) return route.fulfill({ status: 200, contentType: "audio/wav", body: file });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), file.length - 1) : file.length - 1;
    return route.fulfill({
      status: 206,
      contentType: "audio/wav",
      body: file.subarray(start, end + 1),
      headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes ${start}-${end}/${file.length}` },
    });
  });
}

/** The state of every audio element on the page: how many there are, and which play. */
function audioState(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("audio")].map((audio) => ({
      paused: audio.paused,
      currentTime: audio.currentTime,
      rate: audio.playbackRate,
      src: audio.currentSrc,
    })),
  );
}

async function playingAudio(page: Page) {
  return (await audioState(page)).filter((audio) => !audio.paused);
}

const bar = (page: Page) => page.getByRole("region", { name: "Episode player" });

test("one click plays the latest episode, and it keeps playing while moving between pages", async ({ page }) => {
  await page.goto("/latest-episode");
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
  await page.getByRole("button", { name: `Play episode: ${LATEST}` }).click();

  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole("link", { name: LATEST })).toHaveAttribute("href", `/episodes/${LATEST_SLUG}`);
  await expect(bar(page).getByRole("button", { name: "Pause" })).toBeVisible();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);
  await expect.poll(async () => (await playingAudio(page))[0]?.currentTime ?? 0).toBeGreaterThan(0.3);
  // The same element after navigating: marked now, looked for on the next page.
  await page.evaluate(() => document.querySelector("audio")?.setAttribute("data-marked", "yes"));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(bar(page)).toBeVisible();
  const before = (await playingAudio(page))[0]?.currentTime ?? 0;
  await expect.poll(async () => (await playingAudio(page))[0]?.currentTime ?? 0).toBeGreaterThan(before + 0.3);
  expect(await page.locator("audio[data-marked=yes]").count()).toBe(1);

  // The title in the bar leads to the episode's page, where its own button now pauses it.
  await bar(page).getByRole("link", { name: LATEST }).click();
  await expect(page.getByRole("heading", { level: 1, name: LATEST })).toBeVisible();
  await page.getByRole("button", { name: `Pause: ${LATEST}` }).click();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(0);
  await expect(bar(page).getByRole("button", { name: "Play", exact: true })).toBeVisible();
});

test("the footer's links move between pages inside the page too: the episode keeps playing", async ({ page }) => {
  await page.goto("/latest-episode");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Play episode: ${LATEST}` }).click();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);
  await page.evaluate(() => document.querySelector("audio")?.setAttribute("data-marked", "yes"));

  // The footer is the server's markup, kept as it is in the browser (app/components/kept-server-markup.tsx).
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
  await expect(bar(page)).toBeVisible();
  const before = (await playingAudio(page))[0]?.currentTime ?? 0;
  await expect.poll(async () => (await playingAudio(page))[0]?.currentTime ?? 0).toBeGreaterThan(before + 0.3);
  expect(await page.locator("audio[data-marked=yes]").count()).toBe(1);
  // The footer is still there, whole, after the navigation.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeVisible();
});

test("only one episode plays at a time: a favorite takes over from the latest episode", async ({ page }) => {
  await page.goto("/latest-episode");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Play episode: ${LATEST}` }).click();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);

  const favorite = page.getByRole("region", { name: "Listener Favorites" }).getByRole("listitem").first();
  const favoriteTitle = (await favorite.getByRole("heading").textContent())!.trim();
  await favorite.getByRole("button", { name: "Listen Now" }).click();
  await expect(bar(page).getByRole("link", { name: favoriteTitle })).toBeVisible();
  await expect(favorite.getByRole("button", { name: "Hide Player" })).toHaveAttribute("aria-controls", "site-player");
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);
  expect(await page.locator("audio").count()).toBe(1);

  // Any other media the page starts (an embed's own audio) pauses the site player, and the other way round.
  await page.evaluate(() => {
    const other = document.createElement("audio");
    other.id = "other-audio";
    other.src = "/audio/sample-episode.wav";
    document.body.append(other);
    // The site player may pause it before its play() settles (a slow machine), which rejects that
    // promise; a real embed handles its own, and an unhandled one would count as a page error here.
    other.play().catch(() => undefined);
  });
  await expect.poll(async () => (await audioState(page)).map((audio) => audio.paused)).toEqual([true, false]);
  await bar(page).getByRole("button", { name: "Play", exact: true }).click();
  await expect.poll(async () => (await audioState(page)).map((audio) => audio.paused)).toEqual([false, true]);

  await favorite.getByRole("button", { name: "Hide Player" }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect.poll(async () => (await playingAudio(page)).length).toBe(0);
});

test("archive rows play their episode, and the bar works from the keyboard: speed, skips, position", async ({
  page,
}) => {
  await serveLongAudio(page);
  await page.goto("/episodes");
  await waitForHydration(page);
  const row = page.getByRole("article").filter({ hasText: LATEST });
  await row.getByRole("button", { name: `Play episode: ${LATEST}` }).focus();
  await page.keyboard.press("Enter");
  await expect(bar(page)).toBeVisible();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);

  // Pause from the keyboard.
  await bar(page).getByRole("button", { name: "Pause" }).focus();
  await page.keyboard.press("Space");
  await expect.poll(async () => (await playingAudio(page)).length).toBe(0);

  const slider = bar(page).getByRole("slider", { name: "Position" });
  await slider.focus();
  // Arrow keys step 5 seconds (from the first seconds of play: to 0:05, then 0:10); Home goes to the start.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await audioState(page))[0]!.currentTime).toBe(10);
  await expect(slider).toHaveAttribute("aria-valuetext", "0:10 of 2:00");
  await page.keyboard.press("Home");
  await expect.poll(async () => (await audioState(page))[0]!.currentTime).toBe(0);
  await page.keyboard.press("End");
  await page.keyboard.press("PageDown");
  await expect.poll(async () => (await audioState(page))[0]!.currentTime).toBeLessThan(120);
  await page.keyboard.press("Home");

  await page.keyboard.press("Shift+Tab"); // speed
  await page.keyboard.press("Shift+Tab"); // forward 30 s
  await expect(bar(page).getByRole("button", { name: "Forward 30 seconds" })).toBeFocused();
  const beforeSkip = (await audioState(page))[0]!.currentTime;
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await audioState(page))[0]!.currentTime).toBeCloseTo(beforeSkip + 30, 0);
  await bar(page).getByRole("button", { name: "Back 15 seconds" }).press("Enter");
  await expect.poll(async () => (await audioState(page))[0]!.currentTime).toBeCloseTo(beforeSkip + 15, 0);

  await bar(page).getByRole("combobox", { name: "Playback speed" }).selectOption("1.5");
  await expect.poll(async () => (await audioState(page))[0]!.rate).toBe(1.5);
  await expect(bar(page).getByRole("combobox", { name: "Playback speed" })).toHaveValue("1.5");
  await expect(bar(page).getByRole("combobox", { name: "Playback speed" }).getByRole("option")).toHaveText([
    "0.75×",
    "1×",
    "1.25×",
    "1.5×",
    "1.75×",
    "2×",
  ]);

  await bar(page).getByRole("button", { name: "Close player" }).press("Enter");
  await expect(bar(page)).toHaveCount(0);
});

test("continues where the listener left off, on the next visit and on the episode's buttons", async ({ page }) => {
  await serveLongAudio(page);
  await page.goto(`/episodes/${LATEST_SLUG}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Play episode: ${LATEST}` }).click();
  await expect.poll(async () => (await playingAudio(page)).length).toBe(1);
  // Paused first, then moved: while it plays, the seconds between the two clicks would move the place
  // on (1:07 on a slow machine); a seek while paused is remembered as it is.
  await bar(page).getByRole("button", { name: "Pause" }).click();
  await expect.poll(async () => (await audioState(page))[0]!.paused).toBe(true);
  await bar(page).getByRole("slider", { name: "Position" }).fill("65");
  await expect.poll(async () => Math.round((await audioState(page))[0]!.currentTime)).toBe(65);

  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toContainText("Continue where you left off: 1:05");
  await expect.poll(async () => (await playingAudio(page)).length).toBe(0);
  await bar(page).getByRole("button", { name: "Play", exact: true }).click();
  await expect.poll(async () => (await playingAudio(page))[0]?.currentTime ?? 0).toBeGreaterThanOrEqual(65);

  // Closed, the player forgets the offer but not the place: the episode's own button offers it.
  await bar(page).getByRole("button", { name: "Close player" }).click();
  await expect(page.getByRole("button", { name: new RegExp(`^Continue from 1:0\\d: ${LATEST}`) })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toHaveCount(0);
});

test("a seek request (chapters, transcript timestamps) starts the page's episode at that second", async ({ page }) => {
  await serveLongAudio(page);
  await page.goto(`/episodes/${LATEST_SLUG}`);
  await waitForHydration(page);
  // What requestEpisodeSeek (app/lib/episode-seek.ts) sends.
  await page.evaluate((slug) => {
    window.dispatchEvent(new CustomEvent("episode:seek", { detail: { slug, seconds: 42, play: true } }));
  }, LATEST_SLUG);
  await expect(bar(page)).toBeVisible();
  await expect.poll(async () => (await playingAudio(page))[0]?.currentTime ?? 0).toBeGreaterThanOrEqual(42);

  // play: false only positions the player.
  await page.evaluate((slug) => {
    window.dispatchEvent(new CustomEvent("episode:seek", { detail: { slug, seconds: 90, play: false } }));
  }, LATEST_SLUG);
  await expect.poll(async () => (await audioState(page))[0]).toMatchObject({ paused: true });
  await expect.poll(async () => Math.round((await audioState(page))[0]!.currentTime)).toBe(90);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each page's native player still plays, and the script-only buttons are hidden", async ({ page }) => {
    await page.goto(`/episodes/${LATEST_SLUG}`);
    await expect(page.locator("audio[controls]")).toHaveAttribute("src", "/audio/sample-episode.wav");
    await expect(page.getByRole("button", { name: `Play episode: ${LATEST}` })).toBeHidden();
    await page.goto("/latest-episode");
    await expect(page.getByRole("article").first().locator("audio[controls]")).toHaveAttribute(
      "src",
      "/audio/sample-episode.wav",
    );
  });
});
