import type { Database } from "../db/client";
import { logger } from "../logger";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { recordSearch } from "./insights-record";

/**
 * How many of one client's searches become listener insights: a listener who searches a dozen
 * ways in a minute is recorded ten times, and nobody more than 100 times a day. Past either limit
 * the search still answers (a listener expects results, not a refusal); it is just not recorded.
 * Without them one address wrote 1,000 made-up questions in a minute (penetration test Q4).
 */
export const insightsMinuteLimit: RateLimitRule = { name: "insights-minute", limit: 10, windowSeconds: 60 };
export const insightsDayLimit: RateLimitRule = { name: "insights-day", limit: 100, windowSeconds: 24 * 60 * 60 };

/** Counts one search of `clientKey` (its address) and says whether it may be recorded. */
async function maySearchBeRecorded(db: Database, clientKey: string): Promise<boolean> {
  // The day's budget is spent only by searches the minute's limit let through.
  if (!(await consumeRateLimit(db, { rule: insightsMinuteLimit, clientKey })).allowed) return false;
  return (await consumeRateLimit(db, { rule: insightsDayLimit, clientKey })).allowed;
}

/**
 * Records a listener's search (recordSearch) when their client is within both limits; answers the
 * record's id, or undefined when it was not recorded. The counters are keyed by a hash of the
 * address (rate-limit/counter-key.ts); the question row still holds nothing about who asked.
 */
export async function recordClientSearch(
  db: Database,
  clientKey: string,
  event: Parameters<typeof recordSearch>[1],
): Promise<string | undefined> {
  try {
    if (!(await maySearchBeRecorded(db, clientKey))) return undefined;
  } catch (error) {
    // As with the record itself: a listener's search never fails because its record could not be made.
    logger.warn({ err: error }, "Could not count a search for listener insights");
    return undefined;
  }
  return recordSearch(db, event);
}

/**
 * The same record, made after the listener's reply instead of before it: answers the id the record
 * will have at once, and counts and writes in the background (three statements, about a third of
 * the assistant's time end to end: docs/decisions/0011-search-relevance.md, addendum 3). The page
 * sends the id back only when a listener opens a result, seconds later; an id whose record was not
 * made (over the client's limits, or a failed write) matches nothing then (recordOpened).
 */
export function recordClientSearchAfterReply(
  db: Database,
  clientKey: string,
  event: Omit<Parameters<typeof recordSearch>[1], "id">,
): string {
  const id = crypto.randomUUID();
  void recordClientSearch(db, clientKey, { ...event, id });
  return id;
}
