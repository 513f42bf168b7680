import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayableEpisode } from "~/lib/player/playable-episode";

/**
 * An episode's play button and the layout's player host (site-player.tsx), as a page has them: the
 * first click fetches the engine and the bar, and the button follows what the player does. The
 * engine keeps its `<audio>` in module state, so each test loads the modules afresh.
 */
const episode: PlayableEpisode = {
  slug: "parenting-plans",
  title: "When Your Ex Won't Follow the Parenting Plan",
  guestName: "Dr. Nina Patel",
  imageUrl: "/images/cover.jpg",
  src: "/audio/sample-episode.wav",
  durationSeconds: 120,
};

async function renderPage() {
  const [{ SitePlayer }, { PlayEpisodeButton }] = await Promise.all([
    import("./site-player"),
    import("./play-episode-button"),
  ]);
  const Page = () => (
    <>
      <PlayEpisodeButton episode={episode} />
      <SitePlayer />
    </>
  );
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub />);
  return document.querySelector("audio")!;
}

const bar = () => screen.queryByRole("region", { name: "Episode player" });

describe("an episode's play button with the site player", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("plays in the bar on one click; the button then pauses and resumes it", async () => {
    const user = userEvent.setup();
    const audio = await renderPage();
    expect(bar()).toBeNull();

    await user.click(screen.getByRole("button", { name: `Play episode: ${episode.title}` }));
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(audio.paused).toBe(false);
    expect(audio.getAttribute("src")).toBe(episode.src);
    expect(within(bar()!).getByRole("button", { name: "Pause" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: `Pause: ${episode.title}` }));
    await waitFor(() => expect(audio.paused).toBe(true));
    expect(within(bar()!).getByRole("button", { name: "Play" })).toBeTruthy();
    await user.click(within(bar()!).getByRole("button", { name: "Forward 30 seconds" }));
    await user.click(screen.getByRole("button", { name: `Resume: ${episode.title}` }));
    await waitFor(() => expect(audio.paused).toBe(false));
    expect(audio.currentTime).toBe(30);
  });

  it("continues from where the listener left off, and offers it again once the player is closed", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      "untangled.player.positions.v1",
      JSON.stringify({ [episode.slug]: { seconds: 65, at: Date.now() } }),
    );
    const audio = await renderPage();

    await user.click(screen.getByRole("button", { name: `Continue from 1:05: ${episode.title}` }));
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(65);
    // A start other than 0 rides on the address too, so the browser begins there before it knows the length.
    expect(audio.getAttribute("src")).toBe(`${episode.src}#t=65`);

    await user.click(within(bar()!).getByRole("button", { name: "Close player" }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(screen.getByRole("button", { name: `Continue from 1:05: ${episode.title}` })).toBeTruthy();
  });

  it("brings back last visit's episode, paused where the listener stopped", async () => {
    window.localStorage.setItem(
      "untangled.player.positions.v1",
      JSON.stringify({ [episode.slug]: { seconds: 65, at: Date.now() } }),
    );
    window.localStorage.setItem("untangled.player.last.v1", JSON.stringify(episode));
    const audio = await renderPage();

    await waitFor(() => expect(bar()).not.toBeNull());
    expect(within(bar()!).getByText("Continue where you left off: 1:05")).toBeTruthy();
    expect(audio.paused).toBe(true);
    expect(audio.currentTime).toBe(65);
  });

  it("once it has started the player, the next Tab offers the way to the bar's controls", async () => {
    const user = userEvent.setup();
    await renderPage();
    const play = screen.getByRole("button", { name: `Play episode: ${episode.title}` });
    play.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(bar()).not.toBeNull());

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Go to the player" }));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(within(bar()!).getByRole("button", { name: "Pause" }));
  });
});
