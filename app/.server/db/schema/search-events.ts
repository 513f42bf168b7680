import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const searchSources = ["assistant", "archive"] as const;

/**
 * Listener insights (migration 0009): every assistant question and archive search, with no IP
 * address, cookie, session or account; kept 180 days.
 */
export const searchEvents = pgTable(
  "search_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: searchSources }).notNull(),
    question: text("question").notNull(),
    resultCount: integer("result_count").notNull(),
    /** The episodes offered, so only one of them can be recorded as opened. */
    resultSlugs: text("result_slugs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openedSlug: text("opened_slug"),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("search_events_created_at_idx").on(table.createdAt),
    check("search_events_source_check", sql`${table.source} IN ('assistant', 'archive')`),
    check("search_events_question_length", sql`char_length(${table.question}) BETWEEN 1 AND 500`),
    check("search_events_result_count", sql`${table.resultCount} >= 0`),
  ],
);

export type SearchEvent = typeof searchEvents.$inferSelect;
