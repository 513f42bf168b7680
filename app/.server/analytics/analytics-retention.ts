import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { RETENTION_BUCKETS } from "~/lib/analytics-listening";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { analyticsDaily, analyticsRetention } from "../db/schema/analytics";

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
 */
export function retentionDayQuery(day: string): SQL {
  const buckets = RETENTION_BUCKETS;
  return sql`
    with played as (
      select episode_slug, visitor from analytics_events
      where day = ${day} and kind = 'play' and episode_slug is not null
      group by episode_slug, visitor
    ), episode as (
      select p.episode_slug, count(*)::int as plays,
        coalesce(min(ep.duration_seconds), (
          select max(l.to_second) from analytics_events l
          where l.day = ${day} and l.kind = 'listen' and l.episode_slug = p.episode_slug
        ))::int as duration_seconds
      from played p join episodes ep on ep.slug = p.episode_slug
      group by p.episode_slug
    ), heard as (
      select l.episode_slug, b as bucket, count(distinct l.visitor)::int as listeners
      from analytics_events l
      join episode x on x.episode_slug = l.episode_slug and x.duration_seconds > 0
      join played p on p.episode_slug = l.episode_slug and p.visitor = l.visitor
      cross join lateral generate_series(
        greatest(0, ceil(l.from_second::numeric * ${buckets} / x.duration_seconds - 0.5)::int),
        least(${buckets - 1}, ceil(l.to_second::numeric * ${buckets} / x.duration_seconds - 0.5)::int - 1)
      ) b
      where l.day = ${day} and l.kind = 'listen'
      group by l.episode_slug, b
    )
    select x.episode_slug, x.duration_seconds, x.plays,
      array(
        select coalesce(h.listeners, 0) from generate_series(0, ${buckets - 1}) g
        left join heard h on h.episode_slug = x.episode_slug and h.bucket = g
        order by g
      ) as listeners
    from episode x where x.duration_seconds > 0`;
}

type RetentionRow = { episode_slug: string; duration_seconds: number; plays: number; listeners: number[] };

/** A day's retention straight from its raw events (today's, before its roll-up). */
export async function liveDayRetention(db: Database, day: string): Promise<RetentionFigures[]> {
  return rowsOf<RetentionRow>(await db.execute(retentionDayQuery(day))).map((row) => ({
    episodeSlug: row.episode_slug,
    durationSeconds: Number(row.duration_seconds),
    plays: Number(row.plays),
    listeners: row.listeners.map(Number),
  }));
}

/** The SQL that replaces a day's retention roll-up; rollUpDay runs it in its transaction. */
export function insertRetentionDay(day: string): SQL {
  return sql`
    insert into analytics_retention (day, episode_slug, duration_seconds, plays, listeners)
    select ${day}::date, episode_slug, duration_seconds, plays, listeners from (${retentionDayQuery(day)}) retention`;
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

/**
 * Retention per episode over days `from`…`to` (inclusive), summed: rolled-up days from
 * `analytics_retention` (a day counts as rolled up once `analytics_daily` has its total, which the
 * same transaction writes), the others (today) from raw events, as periodFigures does.
 */
export async function periodRetention(db: Database, from: string, to: string): Promise<Map<string, RetentionFigures>> {
  const rolledDays = new Set(
    (
      await db
        .select({ day: analyticsDaily.day })
        .from(analyticsDaily)
        .where(and(eq(analyticsDaily.dimension, "total"), gte(analyticsDaily.day, from), lte(analyticsDaily.day, to)))
    ).map((row) => row.day),
  );
  const rolled = await db
    .select()
    .from(analyticsRetention)
    .where(and(gte(analyticsRetention.day, from), lte(analyticsRetention.day, to)));
  const liveDays = rowsOf<{ day: string }>(
    await db.execute(sql`select distinct day::text as day from analytics_events where day >= ${from} and day <= ${to}`),
  )
    .map((row) => String(row.day).slice(0, 10))
    .filter((day) => !rolledDays.has(day));
  const sums = new Map<string, RetentionFigures>();
  for (const row of rolled) if (rolledDays.has(row.day)) addTo(sums, row);
  for (const day of liveDays) for (const row of await liveDayRetention(db, day)) addTo(sums, row);
  return sums;
}
