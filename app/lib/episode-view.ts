/**
 * How episodes are shown, for both sides. What episode pages receive from their loaders (plain JSON,
 * HTML already made safe) is typed where the server builds it: `EpisodeCardView` and `EpisodeView`
 * in app/.server/episodes/episode-view.ts.
 */

/** How an episode plays: the rebuilt Podbean player, or the feed's audio file in a native player. */
export type EpisodePlayerSource =
  { kind: "podbean"; src: string; height: number } | { kind: "audio"; src: string } | null;

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
