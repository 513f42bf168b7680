import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PlayableEpisode } from "~/lib/player/playable-episode";
import {
  attachAudio,
  closePlayer,
  cueEpisode,
  pausePlayer,
  playEpisode,
  setPlaybackRate,
} from "~/lib/player/player-engine";
import { setPlayerState } from "~/lib/player/player-state";
import PlayerBar from "./player-bar";

/**
 * The site player's bar with its real engine (lib/player/player-engine.ts) driving a happy-dom
 * `<audio>`: play/pause, skips, the position slider, speed and close, by mouse and keyboard. What
 * needs real sound (the audio's clock moving, arrow keys on the native slider, playing on across
 * pages) stays in tests/e2e/player.spec.ts.
 */
const episode: PlayableEpisode = {
  slug: "parenting-plans",
  title: "When Your Ex Won't Follow the Parenting Plan",
  guestName: "Dr. Nina Patel",
  imageUrl: "/images/cover.jpg",
  src: "/audio/sample-episode.wav",
  durationSeconds: 120,
  chapters: [
    { start: 0, title: "Welcome" },
    { start: 60, title: "When the plan breaks" },
  ],
};

let audio: HTMLAudioElement;
let detach: () => void;

function renderBar() {
  const Stub = createRoutesStub([{ path: "/", Component: PlayerBar }]);
  render(<Stub />);
  return screen.getByRole("region", { name: "Episode player" });
}

describe("the site player's bar", () => {
  beforeEach(() => {
    audio = document.createElement("audio");
    document.body.append(audio);
    detach = attachAudio(audio);
  });
  afterEach(() => {
    act(() => {
      setPlaybackRate(1);
      closePlayer();
    });
    detach();
    audio.remove();
  });

  it("shows the playing episode, links its title to the episode page, and pauses and plays", async () => {
    const user = userEvent.setup();
    act(() => playEpisode(episode));
    const bar = renderBar();

    expect(within(bar).getByRole("link", { name: episode.title })).toHaveProperty(
      "pathname",
      "/episodes/parenting-plans",
    );
    expect(within(bar).getByText("Chapter: Welcome")).toBeTruthy();
    expect(audio.paused).toBe(false);

    await user.click(within(bar).getByRole("button", { name: "Pause" }));
    expect(audio.paused).toBe(true);
    await user.click(within(bar).getByRole("button", { name: "Play" }));
    expect(audio.paused).toBe(false);
  });

  it("works from the keyboard: Space pauses, Enter skips forward 30 and back 15 seconds, Tab order", async () => {
    const user = userEvent.setup();
    act(() => playEpisode(episode));
    const bar = renderBar();

    within(bar).getByRole("button", { name: "Pause" }).focus();
    await user.keyboard(" ");
    expect(audio.paused).toBe(true);

    within(bar).getByRole("slider", { name: "Position" }).focus();
    await user.tab({ shift: true }); // speed
    expect(document.activeElement).toBe(within(bar).getByRole("combobox", { name: "Playback speed" }));
    await user.tab({ shift: true }); // forward 30 s
    expect(document.activeElement).toBe(within(bar).getByRole("button", { name: "Forward 30 seconds" }));
    await user.keyboard("{Enter}");
    expect(audio.currentTime).toBe(30);
    within(bar).getByRole("button", { name: "Back 15 seconds" }).focus();
    await user.keyboard("{Enter}");
    expect(audio.currentTime).toBe(15);
    // Never before the start, never past the end.
    await user.keyboard("{Enter}{Enter}");
    expect(audio.currentTime).toBe(0);
    for (let press = 0; press < 5; press++)
      await user.click(within(bar).getByRole("button", { name: "Forward 30 seconds" }));
    expect(audio.currentTime).toBe(120);
  });

  it("moves to where the slider is set, and says where that is", async () => {
    act(() => cueEpisode(episode, 0));
    const bar = renderBar();
    const slider = within(bar).getByRole("slider", { name: "Position" });
    expect(slider.getAttribute("aria-valuetext")).toBe("0:00 of 2:00");

    // What the browser does for a click on the track or an arrow key: a change event with the new value.
    fireEvent.change(slider, { target: { value: "65" } });
    expect(audio.currentTime).toBe(65);
    expect(slider.getAttribute("aria-valuetext")).toBe("1:05 of 2:00");
    expect(within(bar).getByText("Chapter: When the plan breaks")).toBeTruthy();
    // Remembered at once, for "Continue from 1:05" on the next visit.
    expect(JSON.parse(window.localStorage.getItem("untangled.player.positions.v1")!)).toMatchObject({
      "parenting-plans": { seconds: 65 },
    });
  });

  it("shows a position between the 5-second marks as it is, and arrow keys go to the next mark", () => {
    act(() => cueEpisode(episode, 7));
    const bar = renderBar();
    const slider = within(bar).getByRole("slider", { name: "Position" });
    // A shared `?t=7` or a resume at 0:07 is not snapped to 0:05 on the bar while its text says 0:07.
    expect((slider as HTMLInputElement).value).toBe("7");
    expect(slider.getAttribute("aria-valuetext")).toBe("0:07 of 2:00");

    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(audio.currentTime).toBe(10);
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(audio.currentTime).toBe(15);
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(audio.currentTime).toBe(10);
    fireEvent.keyDown(slider, { key: "ArrowDown" });
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(audio.currentTime).toBe(0);
  });

  it("offers six speeds, plays at the one chosen and remembers it", async () => {
    const user = userEvent.setup();
    act(() => playEpisode(episode));
    const bar = renderBar();
    const speed = within(bar).getByRole("combobox", { name: "Playback speed" });
    expect(
      within(speed)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×"]);
    expect((speed as HTMLSelectElement).value).toBe("1");

    await user.selectOptions(speed, "1.5");
    expect(audio.playbackRate).toBe(1.5);
    expect((speed as HTMLSelectElement).value).toBe("1.5");
    expect(window.localStorage.getItem("untangled.player.rate.v1")).toBe("1.5");
  });

  it("tells a returning listener where they left off, and shows a playback failure", () => {
    act(() => {
      cueEpisode(episode, 65);
      setPlayerState({ resumed: true });
    });
    const bar = renderBar();
    expect(within(bar).getByText("Continue where you left off: 1:05")).toBeTruthy();
    expect(audio.paused).toBe(true);

    act(() => audio.dispatchEvent(new Event("error")));
    expect(within(bar).getByRole("alert").textContent).toBe("This episode could not be played. Try again in a moment.");
  });

  it("closes from the keyboard, and is gone with nothing left playing", async () => {
    const user = userEvent.setup();
    act(() => playEpisode(episode));
    const bar = renderBar();
    within(bar).getByRole("button", { name: "Close player" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: "Episode player" })).toBeNull();
    expect(audio.paused).toBe(true);
    expect(audio.getAttribute("src")).toBeNull();
  });

  it("pauses when any other audio on the page starts, so one sound plays at a time", async () => {
    act(() => playEpisode(episode));
    const bar = renderBar();
    const other = document.createElement("audio");
    document.body.append(other);
    await act(() => other.play());
    expect(audio.paused).toBe(true);
    expect(within(bar).getByRole("button", { name: "Play" })).toBeTruthy();
    act(() => pausePlayer());
    other.remove();
  });
});
