import { useSyncExternalStore } from "react";
import type { PlayableEpisode } from "./playable-episode";
import type * as PlayerEngine from "./player-engine";

/**
 * The site-wide player's state, outside React, and the layout's one `<audio>` element
 * (components/player/site-player.tsx), which survives client-side navigation. This part is all
 * every page loads; what drives the element (player-engine.ts) is fetched when a listener reaches
 * for a play button, or on a visit that has an episode to continue.
 */
export type PlayerState = {
  episode: PlayableEpisode | null;
  playing: boolean;
  /** Waiting for audio after a play or a seek. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  /** The episode was restored from the listener's last visit and has not been started in this one. */
  resumed: boolean;
  error: string | null;
};

export const idlePlayer: PlayerState = {
  episode: null,
  playing: false,
  buffering: false,
  currentTime: 0,
  duration: 0,
  rate: 1,
  resumed: false,
  error: null,
};

let state: PlayerState = idlePlayer;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
let engine: Promise<typeof PlayerEngine> | undefined;

export function getPlayerState(): PlayerState {
  return state;
}

export function setPlayerState(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribePlayer(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's state in a component; the server (and hydration) see it idle. */
export function usePlayer(): PlayerState {
  return useSyncExternalStore(subscribePlayer, getPlayerState, () => idlePlayer);
}

/** The slug of the episode in the player (playing or paused), without re-rendering as it plays. */
export function usePlayerSlug(): string | null {
  return useSyncExternalStore(
    subscribePlayer,
    () => state.episode?.slug ?? null,
    () => null,
  );
}

/** The layout hands over its `<audio>` element (a ref callback). */
export function setAudioElement(element: HTMLAudioElement | null) {
  audio = element;
}

/** The player's engine, fetched once and connected to the layout's `<audio>` element. */
export function loadPlayerEngine() {
  engine ??= import("./player-engine").then((module) => {
    if (audio) module.attachAudio(audio);
    return module;
  });
  return engine;
}
