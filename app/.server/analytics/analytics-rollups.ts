import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsDaily, analyticsEvents, analyticsQuotas, analyticsSalts } from "../db/schema/analytics";
import type { AnalyticsDimension } from "../db/schema/analytics";
import { rowsOf } from "../db/rows-of";
import { notAmong, periodDays, type PeriodDays } from "./analytics-live-days";
import { rollUpRetentionDay } from "./analytics-retention";
import { utcDay } from "./visitor-hash";

/** Raw events older than this many days are deleted; their days live on in `analytics_daily`. */
export const RAW_EVENT_DAYS = 30;
/** The most listening one visitor adds to a day (and to one episode's day): a day's worth. */
export const MAX_LISTENED_SECONDS_PER_VISITOR = 24 * 3600;

export type DailyFigures = {
  dimension: AnalyticsDimension;
  value: string;
  visitors: number;
  pageViews: number;
  plays: number;
  listenedSeconds: number;
  completions: number;
};

/**
 * A day's figures, computed from its raw events, for every dimension. A visitor counts once per
 * day, a play once per visitor and episode, a completion likewise, and listening at most
 * MAX_LISTENED_SECONDS_PER_VISITOR: so a visitor sending junk moves any figure by a bounded amount.
 */
function dayFiguresQuery(day: string): SQL {
  const cap = MAX_LISTENED_SECONDS_PER_VISITOR;
  // The day's events read once (a materialized CTE) for every dimension, not once per dimension.
  return sql`
    with e as materialized (
      select visitor, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser,
        episode_slug, from_second, to_second, source
      from analytics_events where day = ${day}
    )
    select 'total' as dimension, '' as value, count(*)::int as visitors, sum(views)::int as page_views,
      sum(plays)::int as plays, sum(least(listened, ${cap}))::int as listened_seconds,
      sum(completions)::int as completions
    from (
      select visitor, count(*) filter (where kind = 'pageview') as views,
        count(distinct episode_slug) filter (where kind = 'play') as plays,
        coalesce(sum(to_second - from_second) filter (where kind = 'listen'), 0) as listened,
        count(distinct episode_slug) filter (where kind = 'complete') as completions
      from e group by visitor
    ) per_visitor
    having count(*) > 0
    union all
    select 'episode', episode_slug, count(*)::int, 0, (count(*) filter (where plays > 0))::int,
      sum(least(listened, ${cap}))::int, (count(*) filter (where completed))::int
    from (
      select visitor, episode_slug, count(*) filter (where kind = 'play') as plays,
        coalesce(sum(to_second - from_second) filter (where kind = 'listen'), 0) as listened,
        bool_or(kind = 'complete') as completed
      from e where episode_slug is not null group by visitor, episode_slug
    ) per_listener
    group by episode_slug
    union all
    select 'path', path, count(distinct visitor)::int, count(*)::int, 0, 0, 0
    from e where kind = 'pageview' group by path
    union all
    select 'referrer', referrer_host, count(distinct visitor)::int, count(*)::int, 0, 0, 0
    from e where kind = 'pageview' and referrer_host is not null
    group by referrer_host
    union all
    select 'campaign', concat_ws(' / ', coalesce(utm_source, '-'), coalesce(utm_medium, '-'), coalesce(utm_campaign, '-')),
      count(distinct visitor)::int, count(*)::int, 0, 0, 0
    from e
    where kind = 'pageview' and coalesce(utm_source, utm_medium, utm_campaign) is not null
    group by 2
    union all
    select 'booking', path, count(distinct visitor)::int, count(*)::int, 0, 0, 0
    from e where kind = 'booking' group by path
    union all
    select 'source', source, count(distinct visitor)::int, 0, count(distinct visitor || ' ' || episode_slug)::int, 0, 0
    from e where kind = 'play' and source is not null group by source
    union all
    select 'device', device, count(distinct visitor)::int, (count(*) filter (where kind = 'pageview'))::int, 0, 0, 0
    from e group by device
    union all
    select 'browser', browser, count(distinct visitor)::int, (count(*) filter (where kind = 'pageview'))::int, 0, 0, 0
    from e group by browser`;
}

type FigureRow = {
  dimension: AnalyticsDimension;
  value: string;
  visitors: number;
  page_views: number;
  plays: number;
  listened_seconds: number;
  completions: number;
};

/** A day's figures straight from its raw events (today's, before its roll-up). */
export async function liveDayFigures(db: Database, day: string): Promise<DailyFigures[]> {
  return rowsOf<FigureRow>(await db.execute(dayFiguresQuery(day))).map(figuresOf);
}

function figuresOf(row: FigureRow): DailyFigures {
  return {
    dimension: row.dimension,
    value: row.value,
    visitors: Number(row.visitors),
    pageViews: Number(row.page_views),
    plays: Number(row.plays),
    listenedSeconds: Number(row.listened_seconds),
    completions: Number(row.completions),
  };
}

/**
 * Replaces a day's roll-up, its retention included, with what its raw events say now (idempotent).
 * `now` is when it is counted: a roll-up counted before its day ended is partial (analytics-live-days.ts).
 */
export async function rollUpDay(db: Database, day: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
    await tx.execute(sql`
      insert into analytics_daily (day, dimension, value, visitors, page_views, plays, listened_seconds, completions, counted_at)
      select ${day}::date, dimension, value, visitors, page_views, plays, listened_seconds, completions,
        ${now.toISOString()}::timestamptz
      from (${dayFiguresQuery(day)}) figures`);
    await rollUpRetentionDay(tx, day);
  });
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

export type MaintenanceResult = { rolledUp: string[]; deletedEvents: number };

/**
 * The hourly upkeep: yesterday's salts and quotas go (so yesterday's visitors can no longer be
 * recognised, even by whoever holds the database), every finished day not yet rolled up since it ended
 * is rolled up (today's count, analytics-jobs.ts, rolls a day up while it is under way), yesterday
 * again (for the last second's batch), and raw events past RAW_EVENT_DAYS are deleted.
 */
export async function maintainAnalytics(db: Database, now: Date = new Date()): Promise<MaintenanceResult> {
  const today = utcDay(now);
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
  await db.delete(analyticsQuotas).where(lt(analyticsQuotas.day, today));
  const yesterday = addDays(today, -1);
  const unrolled = rowsOf<{ day: string }>(
    await db.execute(sql`
      select distinct e.day::text as day from analytics_events e
      where e.day < ${today}
        and not exists (
          select 1 from analytics_daily d where d.day = e.day and d.dimension = 'total'
            and d.counted_at >= ((e.day + 1)::timestamp at time zone 'UTC')
        )
      order by 1`),
  ).map((row) => String(row.day).slice(0, 10));
  const rolledUp = [...new Set([...unrolled, yesterday])].sort();
  for (const day of rolledUp) await rollUpDay(db, day, now);
  const deleted = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.day, addDays(today, -RAW_EVENT_DAYS)))
    .returning({ id: analyticsEvents.id });
  return { rolledUp, deletedEvents: deleted.length };
}

/**
 * Figures per dimension and value over days `from`…`to` (inclusive): rolled-up days from
 * `analytics_daily`, summed by the database (a month is tens of thousands of rows; the sums are a
 * few hundred), and the days periodDays says to read live from their raw events.
 */
export async function periodFigures(
  db: Database,
  from: string,
  to: string,
  days?: PeriodDays,
): Promise<DailyFigures[]> {
  const { live: liveDays } = days ?? (await periodDays(db, from, to));
  const rolled = rowsOf<FigureRow>(
    await db.execute(sql`
      select dimension, value, sum(visitors)::int as visitors, sum(page_views)::int as page_views,
        sum(plays)::int as plays, sum(listened_seconds)::bigint as listened_seconds,
        sum(completions)::int as completions
      from analytics_daily where day >= ${from} and day <= ${to} and ${notAmong(liveDays)}
      group by dimension, value`),
  );
  const figures: DailyFigures[] = rolled.map(figuresOf);
  for (const day of liveDays) figures.push(...(await liveDayFigures(db, day)));
  const sums = new Map<string, DailyFigures>();
  for (const row of figures) {
    const id = `${row.dimension}|${row.value}`;
    const sum = sums.get(id);
    if (!sum) {
      sums.set(id, { ...row });
      continue;
    }
    sum.visitors += row.visitors;
    sum.pageViews += row.pageViews;
    sum.plays += row.plays;
    sum.listenedSeconds += row.listenedSeconds;
    sum.completions += row.completions;
  }
  return [...sums.values()];
}
