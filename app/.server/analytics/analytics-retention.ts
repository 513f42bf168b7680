import { and, eq, sql, type SQL } from "drizzle-orm";
import { RETENTION_BUCKETS } from "~/lib/analytics-listening";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { analyticsRetention } from "../db/schema/analytics";
import { notAmong, periodDays, type PeriodDays } from "./analytics-live-days";

/** One episode's day (or, summed, its period): how many played it, and how many heard each bucket. */
export type RetentionFigures = {
  episodeSlug: string;
  /** The length the buckets were cut from (the longest, when days disagree). */
  durationSeconds: number;
  plays: number;
  /** RETENTION_BUCKETS counts: the plays that heard the middle of each equal part of the episode. */
  listeners: number[];
};

/**
 * A day's retention per episode, from its raw events (ADR 0028, addendum). Only episodes of this
 * site count, so junk slugs add no rows. The episode's length is its `duration_seconds`, or else the
 * furthest point heard that day. A play is a visitor who sent a `play` for the episode that day (as
 * in `analytics_daily`); a bucket counts a play when one of that visitor's `listen` ranges covers
 * the bucket's middle: `count(distinct visitor)`, so overlapping or repeated ranges of one play count
 * once, a range reaching past the end is cut there, and one visitor moves any bucket by at most one.
 * Bucket i (of N over duration d) has its middle at (i + ½)·d/N, so a range [f, t) covers the
 * buckets from ceil(f·N/d − ½) to ceil(t·N/d − ½) − 1: at most N rows per range, whatever it claims.
 *
 * One pass over the day's play and listen events, with window functions rather than a join of
 * listens to plays: PGlite runs no autovacuum, so the planner has no statistics for a join's sizes
 * and picked nested loops that took 25 s over 35,000 events. Rows: bucket -1 carries an episode's
 * plays, the others its listeners per bucket (buckets nobody heard are absent).
 */
export function retentionDayQuery(day: string): SQL {
  const buckets = RETENTION_BUCKETS;
  return sql`
    with events as materialized (
      select e.episode_slug, e.visitor, e.kind, e.from_second, e.to_second,
        bool_or(e.kind = 'play') over (partition by e.episode_slug, e.visitor) as played,
        coalesce(ep.duration_seconds, max(e.to_second) over (partition by e.episode_slug)) as duration
      from analytics_events e join episodes ep on ep.slug = e.episode_slug
      where e.day = ${day} and e.kind in ('play', 'listen')
    )
    select episode_slug, min(duration)::int as duration_seconds, -1 as bucket,
      (count(distinct visitor) filter (where kind = 'play'))::int as count
    from events group by episode_slug
    union all
    select episode_slug, min(duration)::int, b, count(distinct visitor)::int
    from events
    cross join lateral generate_series(
      greatest(0, ceil(from_second::numeric * ${buckets} / duration - 0.5)::int),
      least(${buckets - 1}, ceil(to_second::numeric * ${buckets} / duration - 0.5)::int - 1)
    ) b
    where kind = 'listen' and played and duration > 0
    group by episode_slug, b`;
}

/** The plays that heard each bucket, summed over the buckets (stored as `heard`). */
const heardOf = (figures: RetentionFigures) => figures.listeners.reduce((sum, count) => sum + count, 0);

type RetentionRow = { episode_slug: string; duration_seconds: number | null; bucket: number; count: number };

/** A day's retention straight from its raw events: what its roll-up stores, and today's figures. */
export async function liveDayRetention(db: Database, day: string): Promise<RetentionFigures[]> {
  const byEpisode = new Map<string, RetentionFigures>();
  const rows = rowsOf<RetentionRow>(await db.execute(retentionDayQuery(day)));
  for (const row of rows) {
    const duration = Number(row.duration_seconds ?? 0);
    if (duration <= 0) continue;
    const figures = byEpisode.get(row.episode_slug) ?? {
      episodeSlug: row.episode_slug,
      durationSeconds: duration,
      plays: 0,
      listeners: Array<number>(RETENTION_BUCKETS).fill(0),
    };
    if (Number(row.bucket) < 0) figures.plays = Number(row.count);
    else figures.listeners[Number(row.bucket)] = Number(row.count);
    byEpisode.set(row.episode_slug, figures);
  }
  return [...byEpisode.values()].filter((figures) => figures.plays > 0);
}

/** Replaces a day's retention roll-up; rollUpDay runs it in its transaction. */
export async function rollUpRetentionDay(tx: Database, day: string): Promise<void> {
  await tx.delete(analyticsRetention).where(eq(analyticsRetention.day, day));
  const rows = await liveDayRetention(tx, day);
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(analyticsRetention)
      .values(rows.slice(start, start + 500).map((row) => ({ day, ...row, heard: heardOf(row) })));
  }
}

/** Adds one day's figures to a period's sum (bucket by bucket: the buckets are shares of the episode). */
function addTo(sums: Map<string, RetentionFigures>, row: RetentionFigures) {
  const sum = sums.get(row.episodeSlug);
  if (!sum) {
    sums.set(row.episodeSlug, { ...row, listeners: [...row.listeners] });
    return;
  }
  sum.plays += row.plays;
  sum.durationSeconds = Math.max(sum.durationSeconds, row.durationSeconds);
  row.listeners.forEach((count, bucket) => (sum.listeners[bucket] = (sum.listeners[bucket] ?? 0) + count));
}

/** An episode's listening over a period: its plays and, summed over its buckets, the plays that heard each. */
export type EpisodeListeningSum = { episodeSlug: string; durationSeconds: number; plays: number; heard: number };

export type PeriodRetention = {
  /** Every episode played in the period. */
  episodes: EpisodeListeningSum[];
  /** One episode's curve over the period (undefined when it was not played). */
  curveOf: (slug: string) => Promise<RetentionFigures | undefined>;
};

/**
 * Retention over days `from`…`to` (inclusive): rolled-up days from `analytics_retention` (written in
 * the same transaction as the day's `analytics_daily`), summed by the database per episode without
 * reading the bucket arrays, and the days periodDays says to read live from their raw events. Only
 * the one curve the page shows is summed bucket by bucket.
 */
export async function periodRetention(
  db: Database,
  from: string,
  to: string,
  days?: PeriodDays,
): Promise<PeriodRetention> {
  const { live } = days ?? (await periodDays(db, from, to));
  const inPeriod = sql`day >= ${from} and day <= ${to} and ${notAmong(live)}`;
  const rolled = rowsOf<{ episode_slug: string; duration_seconds: number; plays: number; heard: number }>(
    await db.execute(sql`
      select episode_slug, max(duration_seconds)::int as duration_seconds, sum(plays)::int as plays,
        sum(heard)::bigint as heard
      from analytics_retention where ${inPeriod} group by episode_slug`),
  );
  const liveFigures: RetentionFigures[] = [];
  for (const day of live) liveFigures.push(...(await liveDayRetention(db, day)));

  const sums = new Map<string, EpisodeListeningSum>();
  const add = (row: EpisodeListeningSum) => {
    const sum = sums.get(row.episodeSlug);
    if (!sum) return void sums.set(row.episodeSlug, { ...row });
    sum.plays += row.plays;
    sum.heard += row.heard;
    sum.durationSeconds = Math.max(sum.durationSeconds, row.durationSeconds);
  };
  for (const row of rolled) {
    add({
      episodeSlug: row.episode_slug,
      durationSeconds: Number(row.duration_seconds),
      plays: Number(row.plays),
      heard: Number(row.heard),
    });
  }
  for (const figures of liveFigures) {
    const { episodeSlug, durationSeconds, plays } = figures;
    add({ episodeSlug, durationSeconds, plays, heard: heardOf(figures) });
  }

  const curveOf = async (slug: string) => {
    if (!sums.has(slug)) return undefined;
    const days = await db
      .select()
      .from(analyticsRetention)
      .where(and(eq(analyticsRetention.episodeSlug, slug), inPeriod));
    const curve = new Map<string, RetentionFigures>();
    for (const row of days) addTo(curve, row);
    for (const figures of liveFigures) if (figures.episodeSlug === slug) addTo(curve, figures);
    return curve.get(slug);
  };
  return { episodes: [...sums.values()], curveOf };
}
