import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlayableEpisode } from "./playable-episode";

/**
 * Seek requests that arrive before the page's play buttons have registered their episodes (a page
 * still hydrating on a slow phone): the request is held and answered when the episode registers.
 */
const engine = { playEpisode: vi.fn(), cueEpisode: vi.fn() };
vi.mock("./player-state", () => ({
  getPlayerState: () => ({ episode: null }),
  loadPlayerEngine: () => Promise.resolve(engine),
  subscribePlayer: () => () => {},
}));
vi.mock("./saved-positions", () => ({ savedPosition: () => null }));

const episode = { slug: "the-episode", title: "The episode" } as PlayableEpisode;

async function loadControls() {
  vi.resetModules();
  vi.stubGlobal("window", new EventTarget());
  const controls = await import("./player-controls");
  const { requestEpisodeSeek } = await import("~/lib/episode-seek");
  return { ...controls, requestEpisodeSeek };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a seek request for an episode the page has not registered yet", () => {
  beforeEach(() => {
    engine.playEpisode.mockClear();
    engine.cueEpisode.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("plays from that second once the episode registers", async () => {
    const { registerEpisode, requestEpisodeSeek } = await loadControls();
    requestEpisodeSeek({ slug: "the-episode", seconds: 42, play: true });
    await settle();
    expect(engine.playEpisode).not.toHaveBeenCalled();

    registerEpisode(episode);
    await settle();
    expect(engine.playEpisode).toHaveBeenCalledWith(episode, { at: 42 });
  });

  it("only positions the player when the request did not ask to play", async () => {
    const { registerEpisode, requestEpisodeSeek } = await loadControls();
    requestEpisodeSeek({ slug: "the-episode", seconds: 90, play: false });
    registerEpisode(episode);
    await settle();
    expect(engine.cueEpisode).toHaveBeenCalledWith(episode, 90, undefined);
    expect(engine.playEpisode).not.toHaveBeenCalled();
  });

  it("keeps a range's end (a clip, a ?t=&end= link) for the engine, which stops there", async () => {
    const { registerEpisode, requestEpisodeSeek } = await loadControls();
    requestEpisodeSeek({ slug: "the-episode", seconds: 90, play: false, end: 120 });
    requestEpisodeSeek({ slug: "the-episode", seconds: 30, play: true, end: 45 });
    registerEpisode(episode);
    await settle();
    // The newer request replaced the held one.
    expect(engine.playEpisode).toHaveBeenCalledWith(episode, { at: 30, end: 45 });
    expect(engine.cueEpisode).not.toHaveBeenCalled();
    engine.playEpisode.mockClear();

    requestEpisodeSeek({ slug: "the-episode", seconds: 90, play: false, end: 120 });
    await settle();
    expect(engine.cueEpisode).toHaveBeenCalledWith(episode, 90, 120);
  });

  it("is forgotten after ten seconds, so a later page's episode does not start by itself", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { registerEpisode, requestEpisodeSeek } = await loadControls();
    requestEpisodeSeek({ slug: "the-episode", seconds: 42, play: true });
    vi.setSystemTime(Date.now() + 10_001);
    registerEpisode(episode);
    await settle();
    expect(engine.playEpisode).not.toHaveBeenCalled();
  });

  it("is answered once, not again when the episode registers a second time", async () => {
    const { registerEpisode, requestEpisodeSeek } = await loadControls();
    requestEpisodeSeek({ slug: "the-episode", seconds: 42, play: true });
    const unregister = registerEpisode(episode);
    unregister();
    registerEpisode(episode);
    await settle();
    expect(engine.playEpisode).toHaveBeenCalledTimes(1);
  });
});
