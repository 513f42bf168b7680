/** What episode pages receive from their loaders: plain JSON, with HTML already made safe. */

/** How an episode plays: the rebuilt Podbean player, or the feed's audio file in a native player. */
export type EpisodePlayerSource =
  { kind: "podbean"; src: string; height: number } | { kind: "audio"; src: string } | null;

export type EpisodeCardView = {
  id: string;
  slug: string;
  title: string;
  guestName: string | null;
  /** Episode art, or the podcast cover when the episode has none. */
  imageUrl: string;
  hasOwnImage: boolean;
  publishedDate: string;
  durationSeconds: number | null;
  /** The 200-character preview (with "..." when cut). */
  preview: string;
  previewTruncated: boolean;
  /** How it plays: archive rows get a play button when it is an audio file. */
  player: EpisodePlayerSource;
};

export type EpisodeView = EpisodeCardView & {
  /** Sanitized show notes. */
  descriptionHtml: string;
  descriptionText: string;
  episodeNumber: number | null;
  seasonNumber: number | null;
};

/** "1 hr 5 min", "42 min", "45 sec": how long an episode runs, for people. */
export function formatDuration(seconds: number | null | undefined): string | undefined {
  if (!seconds || seconds <= 0) return undefined;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} hr ${minutes} min` : `${hours} hr`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} sec`;
}

/** ISO 8601 duration for JSON-LD ("PT1H5M12S"). */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || (!hours && !minutes) ? `${rest}S` : ""}`;
}
