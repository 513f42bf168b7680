import { LAST_EPISODE_KEY } from "../storage-keys";
import type { PlayableEpisode } from "./playable-episode";

/**
 * "Continue where you left off": where the listener stopped in each episode, and the episode they
 * last had in the player, kept in this browser (localStorage). Nothing leaves the browser.
 */
const POSITIONS_KEY = "untangled.player.positions.v1";
/** Enough for a keen listener; the oldest positions are forgotten first. */
const POSITION_LIMIT = 200;
/** Positions this close to either end are not worth offering. */
const EDGE_SECONDS = 10;

type Positions = Record<string, { seconds: number; at: number }>;

function read<T>(key: string): T | null {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the player still works, it just cannot remember.
  }
}

function readPositions(): Positions {
  const positions = read<Positions>(POSITIONS_KEY);
  return positions && typeof positions === "object" ? positions : {};
}

/** The saved position of an episode, if there is one worth resuming from. */
export function savedPosition(slug: string): number | null {
  const entry = readPositions()[slug];
  return entry && typeof entry.seconds === "number" && entry.seconds >= EDGE_SECONDS ? entry.seconds : null;
}

/** Remembers a position; one near the end (or the start) forgets the episode, so it starts afresh next time. */
export function savePosition(slug: string, seconds: number, duration: number) {
  const positions = readPositions();
  const nearEnd = Number.isFinite(duration) && duration > 0 && duration - seconds < EDGE_SECONDS;
  if (nearEnd || seconds < EDGE_SECONDS) delete positions[slug];
  else positions[slug] = { seconds: Math.floor(seconds), at: Date.now() };
  const kept = Object.entries(positions)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, POSITION_LIMIT);
  write(POSITIONS_KEY, Object.fromEntries(kept));
}

/** The episode last loaded in the player, offered again on the listener's next visit. */
export function lastEpisode(): PlayableEpisode | null {
  const episode = read<PlayableEpisode>(LAST_EPISODE_KEY);
  return episode && typeof episode.slug === "string" && typeof episode.src === "string" ? episode : null;
}

export function saveLastEpisode(episode: PlayableEpisode | null) {
  write(LAST_EPISODE_KEY, episode);
}
