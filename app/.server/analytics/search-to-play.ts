import { sql } from "drizzle-orm";
import type { ConversionTableRow } from "~/lib/analytics-conversions";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { notAmong } from "./analytics-live-days";

/** Questions asked to the assistant, and plays started from its answers, over days `from`…`to`. */
export type SearchToPlay = { questions: number; plays: number };

const utcStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/**
 * Search to play (issue 31): the assistant's questions come from the listener insights
 * (`search_events`, source `assistant`, kept 180 days), the plays from the analytics (play events
 * the beacon marked `assistant`, app/lib/analytics-beacon.ts), counted as every play is, once per visitor and
 * episode a day: rolled-up days from `analytics_daily` (dimension `source`), and `live`, the days
 * periodDays says to read from their raw events. The two are counted apart: a question is recorded
 * for every visitor, a play only for one the analytics counts (not with Do Not Track, not a bot, not
 * an admin), so the rate is a floor.
 */
export async function searchToPlay(db: Database, from: string, to: string, live: string[]): Promise<SearchToPlay> {
  const liveDays = live.filter((day) => day >= from && day <= to);
  const livePlays =
    liveDays.length === 0
      ? sql``
      : sql`union all
        select count(distinct e.visitor || ' ' || e.episode_slug) from analytics_events e
        where e.kind = 'play' and e.source = 'assistant' and e.day in (${sql.join(
          liveDays.map((day) => sql`${day}::date`),
          sql`, `,
        )})
        group by e.day`;
  const [plays, questions] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(plays), 0)::int as count from (
        select plays from analytics_daily
        where dimension = 'source' and value = 'assistant' and day >= ${from} and day <= ${to}
          and ${notAmong(liveDays)}
        ${livePlays}
      ) plays`),
    db.execute(sql`
      select count(*)::int as count from search_events
      where source = 'assistant' and created_at >= ${utcStart(from)} and created_at < ${utcStart(to)} + interval '1 day'`),
  ]);
  const count = (result: unknown) => Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  return { questions: count(questions), plays: count(plays) };
}

/** Plays per 100 questions, whole (over 100 when answers are played more than once). */
export const playRate = ({ questions, plays }: SearchToPlay) =>
  questions > 0 ? Math.round((plays / questions) * 100) : 0;

/** The table's two rows, this period and the one before; none when both have nothing to count. */
export function searchToPlayRows(current: SearchToPlay, previous: SearchToPlay): ConversionTableRow[] {
  if (current.questions + current.plays + previous.questions + previous.plays === 0) return [];
  return [
    { value: "This period", ...current, rate: playRate(current) },
    { value: "Previous period", ...previous, rate: playRate(previous) },
  ];
}
