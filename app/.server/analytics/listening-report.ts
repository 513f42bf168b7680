import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { AnalyticsPeriod } from "~/lib/analytics-report";
import {
  clock,
  percent,
  RETENTION_BUCKETS,
  retentionRows,
  type DailyVisits,
  type EpisodeListening,
  type ListeningReport,
  type ListeningTableName,
  type RetentionCurve,
} from "~/lib/analytics-listening";
import { slugSchema } from "~/lib/validation/schemas";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { analyticsDaily } from "../db/schema/analytics";
import { episodeChapters } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { csvCell } from "./analytics-report";
import { periodDays, type PeriodDays } from "./analytics-live-days";
import { periodRetention, type EpisodeListeningSum } from "./analytics-retention";
import { addDays } from "./analytics-rollups";
import { utcDay } from "./visitor-hash";

/** Each day of the period with its visitors and page views (0 for a day without any). */
export async function dailyVisits(
  db: Database,
  from: string,
  to: string,
  liveOrCounted?: PeriodDays,
): Promise<DailyVisits[]> {
  const rolled = await db
    .select({ day: analyticsDaily.day, visitors: analyticsDaily.visitors, pageViews: analyticsDaily.pageViews })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), gte(analyticsDaily.day, from), lte(analyticsDaily.day, to)));
  const byDay = new Map<string, { visitors: number; pageViews: number }>(rolled.map((row) => [row.day, row]));
  // The days periodDays says to read live (today while small, or one the hourly job has not reached)
  // from their raw events, in one query: a day's visitors are its distinct hashes and its page views
  // its pageview events, as in its roll-up's total (analytics-rollups.ts).
  const { live: liveDays } = liveOrCounted ?? (await periodDays(db, from, to));
  const live =
    liveDays.length === 0
      ? []
      : rowsOf<{ day: string; visitors: number; page_views: number }>(
          await db.execute(sql`
            select day::text as day, count(distinct visitor)::int as visitors,
              (count(*) filter (where kind = 'pageview'))::int as page_views
            from analytics_events where day in (${sql.join(
              liveDays.map((day) => sql`${day}::date`),
              sql`, `,
            )})
            group by day`),
        );
  for (const row of live) {
    byDay.set(String(row.day).slice(0, 10), { visitors: Number(row.visitors), pageViews: Number(row.page_views) });
  }
  const days: DailyVisits[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ day, visitors: byDay.get(day)?.visitors ?? 0, pageViews: byDay.get(day)?.pageViews ?? 0 });
  }
  return days;
}

function dailySummary(days: DailyVisits[]): string {
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = days.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = days.reduce((best, day) => (day.pageViews > best.pageViews ? day : best), days[0]!);
  const peak = pageViews > 0 ? ` The most page views, ${busiest.pageViews}, were on ${busiest.day}.` : "";
  return `Visitors and page views per day from ${days[0]!.day} to ${days.at(-1)!.day}: ${visitors} visitors and ${pageViews} page views in all.${peak}`;
}

/**
 * The chapters an episode's page lists (titled, in its table of contents: as getEpisodeChapters in
 * episodes/, which this domain may not import, ADR 0019), in time order, within its length.
 */
async function chaptersOf(db: Database, episodeId: string, durationSeconds: number) {
  const rows = await db
    .select({ startMs: episodeChapters.startMs, title: episodeChapters.title })
    .from(episodeChapters)
    .where(
      and(eq(episodeChapters.episodeId, episodeId), eq(episodeChapters.toc, true), isNotNull(episodeChapters.title)),
    )
    .orderBy(asc(episodeChapters.startMs), asc(episodeChapters.position));
  return rows
    .filter((row) => row.title && row.startMs < durationSeconds * 1000)
    .map((row) => ({ startSecond: row.startMs / 1000, title: row.title! }));
}

/** The share of the episode an average play heard: the mean of the buckets' shares. */
function listenedShare(figures: EpisodeListeningSum): number {
  if (figures.plays === 0) return 0;
  return Math.min(1, figures.heard / (RETENTION_BUCKETS * figures.plays));
}

function retentionSummary(curve: Omit<RetentionCurve, "summary">): string {
  const { points } = curve;
  const at = (index: number) => percent(points[index]!.share);
  const middle = Math.floor(points.length / 2);
  let drop = { size: 0, index: -1 };
  for (let index = 1; index < points.length; index += 1) {
    const size = points[index - 1]!.share - points[index]!.share;
    if (size > drop.size) drop = { size, index };
  }
  const steepest =
    drop.index > 0
      ? ` The steepest drop, ${Math.round(drop.size * 100)} points, is at ${clock(points[drop.index]!.fromSecond)}${
          points[drop.index]!.chapter ? `, in the chapter “${points[drop.index]!.chapter}”` : ""
        }.`
      : "";
  const plays = `${curve.plays} ${curve.plays === 1 ? "play" : "plays"}`;
  return `Retention of “${curve.title}” over ${plays}: ${at(0)} still listening at the start, ${at(middle)} at ${clock(
    points[middle]!.fromSecond,
  )}, ${at(points.length - 1)} at the end (${clock(curve.durationSeconds)}).${steepest}`;
}

/**
 * Listening per episode for the last `days` days (plays, average listened share) with one
 * episode's retention curve and its chapters, and the period's visitors and page views per day.
 * `asked` is the ?episode= of the page: the curve shown is that episode's, else the most played.
 */
export async function loadListeningReport(
  db: Database,
  days: AnalyticsPeriod,
  asked: string | null,
  now: Date = new Date(),
): Promise<ListeningReport> {
  const to = utcDay(now);
  const from = addDays(to, 1 - days);
  // Which days are read live, asked once for both.
  const liveOrCounted = await periodDays(db, from, to);
  const [retention, daily] = await Promise.all([
    periodRetention(db, from, to, liveOrCounted),
    dailyVisits(db, from, to, liveOrCounted),
  ]);
  const slugs = retention.episodes.map((figures) => figures.episodeSlug);
  const known =
    slugs.length === 0
      ? []
      : await db
          .select({
            id: episodes.id,
            slug: episodes.slug,
            title: episodes.title,
            durationSeconds: episodes.durationSeconds,
          })
          .from(episodes)
          .where(inArray(episodes.slug, slugs));
  const episodeOf = new Map(known.map((row) => [row.slug, row]));
  const listening: EpisodeListening[] = retention.episodes
    .map((figures) => ({
      slug: figures.episodeSlug,
      // An episode deleted since its plays were rolled up keeps its figures under its address.
      title: episodeOf.get(figures.episodeSlug)?.title ?? figures.episodeSlug,
      plays: figures.plays,
      listenedShare: listenedShare(figures),
    }))
    .sort((a, b) => b.plays - a.plays || a.title.localeCompare(b.title));

  const askedSlug = asked !== null && slugSchema.safeParse(asked).success ? asked : null;
  const chosenSlug = askedSlug ?? listening[0]?.slug;
  const figures = chosenSlug ? await retention.curveOf(chosenSlug) : undefined;
  let chosen: RetentionCurve | null = null;
  if (figures) {
    const episode = episodeOf.get(figures.episodeSlug);
    const durationSeconds = episode?.durationSeconds ?? figures.durationSeconds;
    const chapters = episode ? await chaptersOf(db, episode.id, durationSeconds) : [];
    const buckets = figures.listeners.length;
    const points = figures.listeners.map((listeners, index) => {
      const fromSecond = (index * durationSeconds) / buckets;
      return {
        fromSecond: Math.round(fromSecond),
        toSecond: Math.round(((index + 1) * durationSeconds) / buckets),
        listeners,
        share: figures.plays > 0 ? Math.min(1, listeners / figures.plays) : 0,
        chapter: chapters.findLast((chapter) => chapter.startSecond <= fromSecond)?.title ?? null,
      };
    });
    const entry = listening.find((row) => row.slug === figures.episodeSlug)!;
    const curve = { ...entry, durationSeconds, points, chapters };
    chosen = { ...curve, summary: retentionSummary(curve) };
  }
  return {
    episodes: listening,
    chosen,
    notPlayed: askedSlug && !figures ? askedSlug : null,
    daily,
    dailySummary: dailySummary(daily),
  };
}

/** One of these tables as CSV, each cell through csvCell (formulas in titles stay text). */
export function listeningTableCsv(report: ListeningReport, name: ListeningTableName): string {
  const rows: (string | number)[][] =
    name === "daily"
      ? [["Day", "Visitors", "Page views"], ...report.daily.map((day) => [day.day, day.visitors, day.pageViews])]
      : name === "listening"
        ? [
            ["Episode", "Address", "Plays", "Average listened share (%)"],
            ...report.episodes.map((row) => [row.title, row.slug, row.plays, Math.round(row.listenedShare * 100)]),
          ]
        : [
            ["Episode", "From", "To", "Chapter", "Still listening", "Share of plays (%)"],
            ...retentionRows(report.chosen?.points ?? []).map((point) => [
              report.chosen!.title,
              clock(point.fromSecond),
              clock(point.toSecond),
              point.chapter ?? "",
              point.listeners,
              Math.round(point.share * 100),
            ]),
          ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
