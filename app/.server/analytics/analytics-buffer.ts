import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsEvents, analyticsQuotas } from "../db/schema/analytics";
import { logger } from "../logger";

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/** An accepted beacon on its way to the database, with the keys its day's bounds are counted under. */
export type PendingEvent = { row: AnalyticsRow & { day: string; visitor: string }; addressKey: string };

/**
 * The most events one visitor (salted hash of address and user agent) and one address (salted hash of
 * the address alone, any user agent) may add in a UTC day; the rest are dropped. A person browsing
 * and listening all day sends a few dozen; an office behind one address a few hundred.
 */
export const VISITOR_DAILY_EVENTS = 300;
export const ADDRESS_DAILY_EVENTS = 3000;

export type BufferOptions = {
  /** Flush when this many events wait… */
  maxEvents?: number;
  /** …or this long after the first of them arrived. */
  maxWaitMs?: number;
  /** The largest number of events held at once: past it, new ones are dropped until a flush. */
  maxPending?: number;
  visitorDailyEvents?: number;
  addressDailyEvents?: number;
};

/**
 * Beacons are written in batches, so a burst costs the database one quota upsert and one insert per
 * batch instead of a transaction per beacon, and never slows a page. The buffer is this process's
 * only state: the bounds are counted in `analytics_quotas` with atomic upserts, so any number of
 * instances share them. A process that dies loses at most the batch it held (a second's events).
 */
export class AnalyticsBuffer {
  private pending: PendingEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly options: Required<BufferOptions>;
  private readonly db: Database;

  constructor(db: Database, options: BufferOptions = {}) {
    this.db = db;
    this.options = {
      maxEvents: 200,
      maxWaitMs: 1000,
      maxPending: 10_000,
      visitorDailyEvents: VISITOR_DAILY_EVENTS,
      addressDailyEvents: ADDRESS_DAILY_EVENTS,
      ...options,
    };
  }

  add(event: PendingEvent): void {
    if (this.pending.length >= this.options.maxPending) return;
    this.pending.push(event);
    if (this.pending.length >= this.options.maxEvents) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.maxWaitMs);
      this.timer.unref();
    }
  }

  /** Writes what waits (one flush at a time, in arrival order); resolves once it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (error) {
        logger.warn({ err: error, events: batch.length }, "analytics events could not be stored");
      }
    });
    return this.flushing;
  }

  private async write(batch: PendingEvent[]): Promise<void> {
    // The address first: events past its bound never reach a visitor's count, so rotating user
    // agents from one address cannot add more visitor rows than the address's bound either.
    const byAddress = await this.claim(batch, (event) => event.addressKey, this.options.addressDailyEvents);
    const accepted = await this.claim(byAddress, (event) => event.row.visitor, this.options.visitorDailyEvents);
    const rows = accepted.map((event) => event.row);
    for (let start = 0; start < rows.length; start += 500) {
      await this.db.insert(analyticsEvents).values(rows.slice(start, start + 500));
    }
  }

  /**
   * Adds the events to their key's count of the day in one upsert per 500 keys, and answers those
   * that fit: as many of each key's as the count had room for before this batch.
   */
  private async claim(
    events: PendingEvent[],
    keyOf: (event: PendingEvent) => string,
    bound: number,
  ): Promise<PendingEvent[]> {
    const wanted = new Map<string, { day: string; key: string; events: number }>();
    for (const event of events) {
      const id = `${event.row.day}|${keyOf(event)}`;
      const entry = wanted.get(id) ?? { day: event.row.day, key: keyOf(event), events: 0 };
      entry.events += 1;
      wanted.set(id, entry);
    }
    const entries = [...wanted.values()];
    const room = new Map<string, number>();
    for (let start = 0; start < entries.length; start += 500) {
      const rows = await this.db
        .insert(analyticsQuotas)
        .values(entries.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [analyticsQuotas.day, analyticsQuotas.key],
          set: { events: sql`${analyticsQuotas.events} + excluded.events` },
        })
        .returning();
      for (const row of rows) {
        const id = `${row.day}|${row.key}`;
        const before = row.events - wanted.get(id)!.events;
        room.set(id, Math.max(0, bound - before));
      }
    }
    return events.filter((event) => {
      const id = `${event.row.day}|${keyOf(event)}`;
      const left = room.get(id) ?? 0;
      room.set(id, left - 1);
      return left > 0;
    });
  }
}

const buffers = new WeakMap<Database, AnalyticsBuffer>();

/** This process's buffer for a database (one per process in the server; tests get their own). */
export function analyticsBufferOf(db: Database): AnalyticsBuffer {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = new AnalyticsBuffer(db)));
  return buffer;
}

/** Stores what the process's buffer holds (shutdown, tests). */
export async function flushAnalytics(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}
