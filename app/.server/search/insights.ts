import { gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { searchEvents } from "../db/schema/search-events";
import { catalogueLexicon } from "./catalogue-lexicon";
import { groupInSlices } from "./group-questions";
import { withNearestEpisodes } from "./nearest-episodes";
import type { InsightPeriod, InsightsView } from "~/lib/listener-insights";
import { insightPeriods } from "~/lib/listener-insights";

export { groupBySimilarity } from "./group-questions";

/** The period from a URL's `days`, else 30. */
export function insightPeriodOf(url: URL): InsightPeriod {
  const days = Number(url.searchParams.get("days"));
  return (insightPeriods as readonly number[]).includes(days) ? (days as InsightPeriod) : 30;
}

function since(days: number, now: Date): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/** A question as the page compares it: lowercase, spaces collapsed, end punctuation dropped. */
const normalizedQuestion = sql`lower(regexp_replace(regexp_replace(trim(${searchEvents.question}), '\\s+', ' ', 'g'), '[?!.]+$', ''))`;

/**
 * At most this many distinct unanswered questions are grouped, the most asked first: grouping
 * compares each with every group so far, and a flood of distinct made-up questions (penetration
 * test Q4) must not make the page's work grow without bound.
 */
export const MAX_GROUPED_QUESTIONS = 300;

type CountRow = {
  list: "totals" | "top" | "unanswered";
  question: string | null;
  count: number | string;
  answered: number | string;
  opened: number | string;
};

/**
 * What /admin/insights shows for the last `days` days. One statement reads the period once: the
 * questions are counted per distinct text (one pass of the normalising expression, the costly part)
 * and the totals, the top questions and the most asked unanswered ones are taken from those counts.
 * With 20,000 stored questions it is one query of a few hundred milliseconds instead of three
 * passes; the grouping then runs in slices (group-questions.ts).
 */
export async function loadInsights(db: Database, days: InsightPeriod, now = new Date()): Promise<InsightsView> {
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      with asked as (
        select ${normalizedQuestion} as question,
          min(trim(${searchEvents.question})) filter (where result_count = 0) as unanswered_text,
          count(*) as count, count(*) filter (where result_count > 0) as answered,
          count(*) filter (where opened_slug is not null) as opened, max(created_at) as last_asked
        from ${searchEvents} where ${gte(searchEvents.createdAt, since(days, now))}
        group by 1)
      (select 'totals' as list, null as question, coalesce(sum(count), 0) as count,
        coalesce(sum(answered), 0) as answered, coalesce(sum(opened), 0) as opened from asked)
      union all
      (select 'top', question, count, answered, opened from asked order by count desc, last_asked desc limit 20)
      union all
      (select 'unanswered', unanswered_text, count - answered, 0, 0 from asked where count > answered
        order by count - answered desc, last_asked desc limit ${MAX_GROUPED_QUESTIONS})`),
  );
  const of = (list: CountRow["list"]) => rows.filter((row) => row.list === list);
  const totals = of("totals")[0];
  const questions = Number(totals?.count ?? 0);
  const answered = Number(totals?.answered ?? 0);
  const opened = Number(totals?.opened ?? 0);
  const unanswered = of("unanswered").map((row) => ({ question: row.question ?? "", count: Number(row.count) }));
  return {
    days,
    totals: { questions, answered, opened, unanswered: questions - answered },
    openedShare: answered > 0 ? opened / answered : null,
    topQuestions: of("top").map((row) => ({
      question: row.question ?? "",
      count: Number(row.count),
      answered: Number(row.answered),
      opened: Number(row.opened),
    })),
    // The catalogue's guests, so a question naming one groups as asking for that guest, not as a topic.
    // Beside each, the existing episode nearest it (nearest-episodes.ts).
    unansweredGroups: await withNearestEpisodes(
      db,
      (await groupInSlices(unanswered, { guests: (await catalogueLexicon(db)).guests })).slice(0, 20),
    ),
  };
}

/** A CSV field: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every recorded question of the period, oldest first, as CSV (what the export button downloads). */
export async function insightsCsv(db: Database, days: InsightPeriod, now = new Date()): Promise<string> {
  const rows = await db
    .select()
    .from(searchEvents)
    .where(gte(searchEvents.createdAt, since(days, now)))
    .orderBy(searchEvents.createdAt);
  const lines = [
    ["asked_at", "source", "question", "result_count", "opened_episode", "opened_at"].map(csvField).join(","),
    ...rows.map((row) =>
      [
        row.createdAt.toISOString(),
        row.source,
        row.question,
        row.resultCount,
        row.openedSlug,
        row.openedAt ? row.openedAt.toISOString() : null,
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
