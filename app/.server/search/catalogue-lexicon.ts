import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { logger } from "../logger";

/**
 * What the catalogue itself says, for reading a question against it: every word of the titles,
 * guests and show notes with the number of episodes that use it (for spelling correction and for
 * weighting a rare word above a common one), the English stems the search document holds (for the
 * same weight on the search's own terms), and the guests' names.
 */
export type CatalogueLexicon = {
  episodeCount: number;
  /** Plain lowercase words (PostgreSQL's `simple` configuration) → episodes using them. */
  words: ReadonlyMap<string, number>;
  /** English stems of the search document → episodes using them. */
  stems: ReadonlyMap<string, number>;
  /** Distinct guest names, as stored. */
  guests: readonly string[];
};

type Cached = { version: string; lexicon: CatalogueLexicon; checkedAt: number; refreshing?: Promise<void> };
const cache = new WeakMap<Database, Cached>();

/**
 * How long a lexicon is used before the database is asked whether the episodes changed. Reading
 * the count and latest change scans the episodes table (about 20 ms at 5,000 episodes), too much
 * for every question; an edit reaches the lexicon within this time on every instance.
 */
const CHECK_INTERVAL_MS = 30_000;

async function catalogueVersion(db: Database): Promise<{ version: string; count: number }> {
  const [state] = rowsOf<{ count: string | number; changed: string | Date | null }>(
    await db.execute(sql`select count(*) as count, max(updated_at) as changed from episodes`),
  );
  const count = Number(state?.count ?? 0);
  return { version: `${count}:${state?.changed ? new Date(state.changed).getTime() : 0}`, count };
}

async function buildLexicon(db: Database, episodeCount: number): Promise<CatalogueLexicon> {
  const words = rowsOf<{ word: string; ndoc: number }>(
    await db.execute(sql`
      select word, ndoc from ts_stat($$
        select to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(guest_name, '') || ' ' ||
          regexp_replace(coalesce(description, ''), '<[^>]+>', ' ', 'g'))
        from episodes $$)`),
  );
  const stems = rowsOf<{ word: string; ndoc: number }>(
    await db.execute(sql`select word, ndoc from ts_stat('select search_document from episodes')`),
  );
  const guests = rowsOf<{ guestName: string }>(
    await db.execute(
      sql`select distinct guest_name as "guestName" from episodes where guest_name is not null and guest_name <> ''`,
    ),
  );
  return {
    episodeCount,
    words: new Map(words.map((row) => [row.word, Number(row.ndoc)])),
    stems: new Map(stems.map((row) => [row.word, Number(row.ndoc)])),
    guests: guests.map((row) => row.guestName),
  };
}

/**
 * The lexicon of the episodes in the database. Built on first use (the server warms it at start);
 * afterwards, at most every CHECK_INTERVAL_MS, the database is asked whether the episodes changed,
 * and a changed catalogue is read again in the background while questions use the previous
 * lexicon (reading every show note takes seconds at 5,000 episodes).
 */
export async function catalogueLexicon(db: Database): Promise<CatalogueLexicon> {
  const cached = cache.get(db);
  if (!cached) {
    const { version, count } = await catalogueVersion(db);
    const lexicon = await buildLexicon(db, count);
    cache.set(db, { version, lexicon, checkedAt: Date.now() });
    return lexicon;
  }
  if (Date.now() - cached.checkedAt >= CHECK_INTERVAL_MS && !cached.refreshing) {
    cached.checkedAt = Date.now();
    cached.refreshing = (async () => {
      const { version, count } = await catalogueVersion(db);
      if (version !== cached.version) {
        cached.lexicon = await buildLexicon(db, count);
        cached.version = version;
      }
    })()
      .catch((error: unknown) => {
        // The previous lexicon stays; the next interval tries again.
        logger.warn({ err: error }, "Could not refresh the episode search's catalogue lexicon");
      })
      .finally(() => {
        cached.refreshing = undefined;
      });
  }
  return cached.lexicon;
}

/** Forgets a database's lexicon, so the next question reads the catalogue again (after imports, in tests). */
export function forgetCatalogueLexicon(db: Database): void {
  cache.delete(db);
}
