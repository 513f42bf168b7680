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

/** A row of the retention table (and its CSV): one part of the episode, or several that share their whole seconds. */
export type RetentionRow = RetentionPoint & { range: string };

/**
 * The retention curve's parts as rows a person can read. A part is a 40th of the episode, so in an
 * episode under 40 seconds several parts start in the same whole second and would read "0:00–0:00",
 * "0:00–0:01", "0:01–0:01"… Parts that start in the same second are one row, from that second to
 * where the last of them ends, with the figures and chapter of its first part (those still listening
 * as the row begins, so the first row says what the chart's summary says of the start); a row that
 * would still end where it starts (the episode's last instant) joins the row before it. An episode
 * of 40 seconds or more keeps its 40 rows.
 */
export function retentionRows(points: RetentionPoint[]): RetentionRow[] {
  const groups: RetentionPoint[][] = [];
  for (const point of points) {
    const group = groups.at(-1);
    if (group && group[0]!.fromSecond === point.fromSecond) group.push(point);
    else groups.push([point]);
  }
  const last = groups.at(-1);
  if (groups.length > 1 && last![0]!.fromSecond >= last!.at(-1)!.toSecond) groups.at(-2)!.push(...groups.pop()!);
  return groups.map((group) => {
    const first = group[0]!;
    const end = group.at(-1)!;
    return { ...first, toSecond: end.toSecond, range: `${clock(first.fromSecond)}–${clock(end.toSecond)}` };
  });
}
