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

type Cached = { version: string; lexicon: CatalogueLexicon; refreshing?: Promise<void> };
const cache = new WeakMap<Database, Cached>();

/**
 * The catalogue's version: the content version the page cache follows (migration 0007: bumped by
 * every write to episodes, in the writing transaction), one row, so it is read on every question.
 */
export async function catalogueVersion(db: Database): Promise<string> {
  const [state] = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from content_version where id = 1`),
  );
  return String(state?.version ?? 0);
}

async function buildLexicon(db: Database): Promise<CatalogueLexicon> {
  const [counted] = rowsOf<{ count: string | number }>(await db.execute(sql`select count(*) as count from episodes`));
  const episodeCount = Number(counted?.count ?? 0);
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
 * afterwards each question reads the content version, and a changed catalogue is read again in the
 * background while questions use the previous lexicon (reading every show note takes seconds at
 * 5,000 episodes). Matching itself is always against the live rows; only weights, spelling and
 * guest names can lag an edit by that long.
 */
export async function catalogueLexicon(db: Database, knownVersion?: string): Promise<CatalogueLexicon> {
  const version = knownVersion ?? (await catalogueVersion(db));
  const cached = cache.get(db);
  if (!cached) {
    const lexicon = await buildLexicon(db);
    cache.set(db, { version, lexicon });
    return lexicon;
  }
  if (version !== cached.version && !cached.refreshing) {
    cached.refreshing = buildLexicon(db)
      .then((lexicon) => {
        cached.lexicon = lexicon;
        cached.version = version;
      })
      .catch((error: unknown) => {
        // The previous lexicon stays; the next question tries again.
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
