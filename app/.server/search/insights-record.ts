import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchEvents } from "../db/schema/search-events";
import { logger } from "../logger";
import { z } from "zod";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";

/** How long a question is kept for listener insights. */
export const INSIGHTS_RETENTION_DAYS = 180;
/** Old questions are deleted at most this often per process (a cheap indexed delete). */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
let lastPruned = 0;

/** Deletes questions older than the retention period. */
export async function pruneSearchEvents(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - INSIGHTS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(searchEvents).where(lt(searchEvents.createdAt, cutoff));
}

/**
 * Records one assistant question or archive search for the host's insights: the text, the number
 * of episodes that answered and which were offered, and nothing about who asked. Returns the
 * record's id (the page sends it back when a result is opened), or undefined if recording failed:
 * a listener's search never fails because its record did.
 */
export async function recordSearch(
  db: Database,
  event: {
    source: "assistant" | "archive";
    question: string;
    resultCount: number;
    resultSlugs: readonly string[];
    /** The record's id when the caller chose it (insights-limit.ts: recorded after the reply). */
    id?: string;
  },
): Promise<string | undefined> {
  try {
    const [row] = await db
      .insert(searchEvents)
      .values({
        ...(event.id ? { id: event.id } : {}),
        source: event.source,
        question: event.question.trim().slice(0, 500),
        resultCount: event.resultCount,
        resultSlugs: [...event.resultSlugs],
      })
      .returning({ id: searchEvents.id });
    if (Date.now() - lastPruned > PRUNE_INTERVAL_MS) {
      lastPruned = Date.now();
      await pruneSearchEvents(db);
    }
    return row?.id;
  } catch (error) {
    logger.warn({ err: error }, "Could not record a search for listener insights");
    return undefined;
  }
}

/** What the page sends when a listener opens a result: the search's id and the episode's slug. */
const openedResult = z.object({ searchId: uuidSchema, slug: z.string().max(200) });

/**
 * Records that a listener opened one of a search's results: the first opened result only, and only
 * one the search offered. Answers whether anything was recorded.
 */
export async function recordOpened(db: Database, input: unknown) {
  const parsed = parseInput(openedResult, input);
  if (!parsed.ok) return false;
  const { searchId, slug } = parsed.data;
  const updated = await db
    .update(searchEvents)
    .set({ openedSlug: slug, openedAt: new Date() })
    .where(
      and(
        eq(searchEvents.id, searchId),
        isNull(searchEvents.openedSlug),
        sql`${slug} = any(${searchEvents.resultSlugs})`,
      ),
    )
    .returning({ id: searchEvents.id });
  return updated.length > 0;
}
