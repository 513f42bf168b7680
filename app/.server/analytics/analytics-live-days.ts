import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";

/**
 * A day still under way is read from its raw events while it has at most this many; past it, from
 * its last roll-up (counted every few minutes: analytics-jobs.ts), so what a dashboard view costs
 * stops growing with the day's traffic. 5,000 events take tens of milliseconds to count.
 */
export const LIVE_DAY_MAX_EVENTS = 5_000;

export type PeriodDays = {
  /** Days read from their raw events: no roll-up yet, or a roll-up of a day under way that is still small. */
  live: string[];
  /** Days under way read from their roll-up, with the time it was counted (the dashboard's "as of"). */
  partial: { day: string; countedAt: Date }[];
};

/**
 * How each day of `from`…`to` with raw events is read. A roll-up counted after its day ended is
 * final and always used; a day with none is read live; a day under way (rolled up before its end) is
 * read live while small, else from its roll-up. One index probe per day of the period (and a count
 * stopped at LIVE_DAY_MAX_EVENTS + 1 for a day under way), never a scan of the month's raw events.
 */
export async function periodDays(db: Database, from: string, to: string): Promise<PeriodDays> {
  const rows = rowsOf<{ day: string; counted_at: string | Date | null; events: number | null }>(
    await db.execute(sql`
      select d::date::text as day, r.counted_at,
        case when r.counted_at is not null then (
          select count(*) from (
            select 1 from analytics_events e where e.day = d::date limit ${LIVE_DAY_MAX_EVENTS + 1}
          ) counted
        )::int end as events
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      left join analytics_daily r on r.day = d::date and r.dimension = 'total' and r.value = ''
      where exists (select 1 from analytics_events e where e.day = d::date)
        and (r.counted_at is null or r.counted_at < ((d::date + 1)::timestamp at time zone 'UTC'))
      order by 1`),
  );
  const days: PeriodDays = { live: [], partial: [] };
  for (const row of rows) {
    const day = String(row.day).slice(0, 10);
    if (row.counted_at === null || Number(row.events) <= LIVE_DAY_MAX_EVENTS) days.live.push(day);
    else days.partial.push({ day, countedAt: new Date(row.counted_at) });
  }
  return days;
}

/** `day not in (…)`, for summing roll-ups without the days read live (true when there are none). */
export function notAmong(days: string[], column = sql`day`) {
  return days.length === 0
    ? sql`true`
    : sql`${column} not in (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )})`;
}
