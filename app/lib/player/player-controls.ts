import { useSyncExternalStore } from "react";
import { type EpisodeSeekRequest, onEpisodeSeek } from "~/lib/episode-seek";
import type { PlayableEpisode } from "./playable-episode";
import { getPlayerState, loadPlayerEngine, subscribePlayer } from "./player-state";
import { savedPosition } from "./saved-positions";

/**
 * What play buttons call. Each fetches the player's engine the first time (player-state.ts) and
 * then acts; `preparePlayer` starts that fetch on hover or focus, so the click itself plays at once.
 */
export function preparePlayer() {
  void loadPlayerEngine();
}

export function playEpisode(episode: PlayableEpisode, options?: { at?: number; end?: number }) {
  void loadPlayerEngine().then((engine) => engine.playEpisode(episode, options));
}

export function togglePlay() {
  void loadPlayerEngine().then((engine) => engine.togglePlay());
}

export function pausePlayer() {
  void loadPlayerEngine().then((engine) => engine.pausePlayer());
}

export function closePlayer() {
  void loadPlayerEngine().then((engine) => engine.closePlayer());
}

/** Where the listener stopped in an episode, for "Continue from 12:34"; null on the server and for the one in the player. */
export function useSavedPosition(slug: string): number | null {
  return useSyncExternalStore(
    subscribePlayer,
    () => (getPlayerState().episode?.slug === slug ? null : savedPosition(slug)),
    () => null,
  );
}

/** Episodes the current page can play, so a seek request naming one can start it. */
const knownEpisodes = new Map<string, PlayableEpisode>();

/**
 * A seek request that named an episode the page had not registered yet: while the page is still
 * hydrating (slow phones, a busy machine), its play buttons register a moment after the request.
 * Held this long and then forgotten, so a stale request never starts an episode on a later page.
 */
const pendingSeekLifetimeMs = 10_000;
let pendingSeek: { request: EpisodeSeekRequest; at: number } | null = null;

export function registerEpisode(episode: PlayableEpisode): () => void {
  knownEpisodes.set(episode.slug, episode);
  if (pendingSeek?.request.slug === episode.slug) {
    const { request, at } = pendingSeek;
    pendingSeek = null;
    if (Date.now() - at <= pendingSeekLifetimeMs) answerSeek(request);
  }
  return () => {
    if (knownEpisodes.get(episode.slug) === episode) knownEpisodes.delete(episode.slug);
  };
}

function answerSeek(request: EpisodeSeekRequest) {
  const { slug, seconds, play, end } = request;
  const current = getPlayerState().episode;
  const episode = current?.slug === slug ? current : knownEpisodes.get(slug);
  if (!episode) {
    pendingSeek = { request, at: Date.now() };
    return;
  }
  pendingSeek = null;
  void loadPlayerEngine().then((engine) =>
    play ? engine.playEpisode(episode, { at: seconds, end }) : engine.cueEpisode(episode, seconds, end),
  );
}

/**
 * Seek requests (chapters, transcript timestamps, shared `?t=` links; lib/episode-seek.ts) for the
 * episode in the player or any episode the page can play. Listening from the moment this module
 * loads, not from an effect, so a request a page sends while it mounts is not missed.
 */
if (typeof window !== "undefined") {
  onEpisodeSeek((request) => {
    if (Number.isFinite(request.seconds)) answerSeek(request);
  });
}
