import type { EpisodePlayerSource } from "~/lib/episode-view";

/** The site player's bar, which "Listen Now" toggles point at with `aria-controls`. */
export const PLAYER_BAR_ID = "site-player";

/** What the site-wide player needs to play an episode and show it in its bar and on the lock screen. */
export type PlayableEpisode = {
  slug: string;
  title: string;
  guestName: string | null;
  /** Episode art, or the podcast cover. */
  imageUrl: string;
  /** The feed's audio file. */
  src: string;
  durationSeconds: number | null;
  /** Chapters (start in seconds), when the episode has them (lib/episode-extras.ts `ChapterView`). */
  chapters?: { start: number; title: string }[];
};

/** The episode as the site player plays it, or null when it has no audio file (a Podbean embed, or nothing). */
export function toPlayableEpisode(episode: {
  slug: string;
  title: string;
  guestName: string | null;
  imageUrl: string;
  durationSeconds: number | null;
  player: EpisodePlayerSource;
  chapters?: PlayableEpisode["chapters"];
}): PlayableEpisode | null {
  if (episode.player?.kind !== "audio") return null;
  return {
    slug: episode.slug,
    title: episode.title,
    guestName: episode.guestName,
    imageUrl: episode.imageUrl,
    src: episode.player.src,
    durationSeconds: episode.durationSeconds,
    ...(episode.chapters?.length ? { chapters: episode.chapters.map(({ start, title }) => ({ start, title })) } : {}),
  };
}

/** "1:05:12" or "4:07": a position in an episode, for the player and "continue at". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The chapter playing at a position: the last one that starts at or before it. */
export function chapterAt(episode: PlayableEpisode, seconds: number): string | null {
  let current: string | null = null;
  for (const chapter of episode.chapters ?? []) {
    if (chapter.start <= seconds) current = chapter.title;
    else break;
  }
  return current;
}
