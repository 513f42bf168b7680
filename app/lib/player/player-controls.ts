import { useSyncExternalStore } from "react";
import { onEpisodeSeek } from "~/lib/episode-seek";
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

export function playEpisode(episode: PlayableEpisode, options?: { at?: number }) {
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

export function registerEpisode(episode: PlayableEpisode): () => void {
  knownEpisodes.set(episode.slug, episode);
  return () => {
    if (knownEpisodes.get(episode.slug) === episode) knownEpisodes.delete(episode.slug);
  };
}

/**
 * Seek requests (chapters, transcript timestamps, shared `?t=` links; lib/episode-seek.ts) for the
 * episode in the player or any episode the page can play. Listening from the moment this module
 * loads, not from an effect, so a request a page sends while it mounts is not missed.
 */
if (typeof window !== "undefined") {
  onEpisodeSeek(({ slug, seconds, play }) => {
    const current = getPlayerState().episode;
    const episode = current?.slug === slug ? current : knownEpisodes.get(slug);
    if (!episode || !Number.isFinite(seconds)) return;
    void loadPlayerEngine().then((engine) =>
      play ? engine.playEpisode(episode, { at: seconds }) : engine.cueEpisode(episode, seconds),
    );
  });
}
