import { and, desc, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { searchEvents } from "../db/schema/search-events";
import { normalizeQuery } from "./normalize-query";
import { wordSimilarity } from "./synonyms";
import type { InsightPeriod, InsightsView } from "~/lib/listener-insights";
import { insightPeriods } from "~/lib/listener-insights";

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

/** The words of a question that carry its topic ("my ex won't pay child support" → ex, pay, child support). */
function topicWords(question: string): string[] {
  return normalizeQuery(question, { correct: () => undefined }).concepts.map((concept) => concept.term);
}

/** How alike two questions' topics are: shared words, or nearly the same spelling. */
function similarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const shared = a.filter((word) => b.includes(word)).length;
  const overlap = shared / Math.min(a.length, b.length);
  return Math.max(overlap, wordSimilarity(a.join(" "), b.join(" ")));
}

/**
 * Groups unanswered questions whose topics overlap (half their topic words shared, or nearly the
 * same text), largest group first, each labelled by its commonest topic words.
 */
export function groupBySimilarity(questions: readonly string[], { threshold = 0.5 } = {}) {
  const groups: { words: string[]; questions: string[] }[] = [];
  for (const question of questions) {
    const words = topicWords(question);
    const home = groups.find((group) => similarity(group.words, words) >= threshold);
    if (home) home.questions.push(question);
    else groups.push({ words, questions: [question] });
  }
  return groups
    .map((group) => {
      const counts = new Map<string, number>();
      for (const question of group.questions)
        for (const word of new Set(topicWords(question))) counts.set(word, (counts.get(word) ?? 0) + 1);
      const label = [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([word]) => word)
        .join(", ");
      return {
        label: label || group.questions[0]!,
        count: group.questions.length,
        examples: [...new Set(group.questions)].slice(0, 3),
      };
    })
    .sort((a, b) => b.count - a.count);
}

/** What /admin/insights shows for the last `days` days. */
export async function loadInsights(db: Database, days: InsightPeriod, now = new Date()): Promise<InsightsView> {
  const window = gte(searchEvents.createdAt, since(days, now));
  const [totals] = rowsOf<{ questions: number | string; answered: number | string; opened: number | string }>(
    await db.execute(sql`
      select count(*) as questions, count(*) filter (where result_count > 0) as answered,
        count(*) filter (where opened_slug is not null) as opened
      from ${searchEvents} where ${window}`),
  );
  const topQuestions = rowsOf<{
    question: string;
    count: number | string;
    answered: number | string;
    opened: number | string;
  }>(
    await db.execute(sql`
      select ${normalizedQuestion} as question, count(*) as count,
        count(*) filter (where result_count > 0) as answered, count(*) filter (where opened_slug is not null) as opened
      from ${searchEvents} where ${window}
      group by 1 order by count(*) desc, max(created_at) desc limit 20`),
  ).map((row) => ({
    question: row.question,
    count: Number(row.count),
    answered: Number(row.answered),
    opened: Number(row.opened),
  }));
  const unanswered = await db
    .select({ question: searchEvents.question })
    .from(searchEvents)
    .where(and(window, sql`${searchEvents.resultCount} = 0`))
    .orderBy(desc(searchEvents.createdAt))
    .limit(1000);
  const questions = Number(totals?.questions ?? 0);
  const answered = Number(totals?.answered ?? 0);
  const opened = Number(totals?.opened ?? 0);
  return {
    days,
    totals: { questions, answered, opened, unanswered: questions - answered },
    openedShare: answered > 0 ? opened / answered : null,
    topQuestions,
    unansweredGroups: groupBySimilarity(unanswered.map((row) => row.question.trim())).slice(0, 20),
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
