/**
 * What /admin/analytics shows of listening and of the days of a period (ADR 0028, addendum), shared
 * by the loader (app/.server/analytics/listening-report.ts) and the page's charts. Browser-safe.
 */

/** Equal parts an episode's length is cut into for its retention curve (2.5 % each). */
export const RETENTION_BUCKETS = 40;

export type DailyVisits = { day: string; visitors: number; pageViews: number };

export type EpisodeListening = {
  slug: string;
  title: string;
  plays: number;
  /** The share of the episode an average play heard, 0–1 (each part counted once per play). */
  listenedShare: number;
};

export type RetentionPoint = {
  /** The bucket's start and end in the episode, in whole seconds. */
  fromSecond: number;
  toSecond: number;
  /** Plays that heard the bucket's middle, and their share of all plays (0–1). */
  listeners: number;
  share: number;
  /** The chapter the bucket starts in, if the episode has chapters. */
  chapter: string | null;
};

export type RetentionCurve = EpisodeListening & {
  durationSeconds: number;
  points: RetentionPoint[];
  chapters: { startSecond: number; title: string }[];
  /** What the chart's role="img" says: the curve in one sentence. */
  summary: string;
};

export type ListeningReport = {
  episodes: EpisodeListening[];
  /** The episode shown: the one asked for, else the most played of the period. */
  chosen: RetentionCurve | null;
  /** An episode asked for (?episode=) that nobody played in the period. */
  notPlayed: string | null;
  daily: DailyVisits[];
  /** What the daily chart's role="img" says. */
  dailySummary: string;
};

/** The CSV exports of these tables (/admin/analytics.csv?table=…), besides the report's own. */
export const listeningTableNames = ["daily", "listening", "retention"] as const;
export type ListeningTableName = (typeof listeningTableNames)[number];

/** A position in an episode as a clock reading: 4:05, 1:02:09. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A share (0–1) as a whole percentage: 0.625 → "63%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
