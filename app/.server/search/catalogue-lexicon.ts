import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";

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

type Cached = { version: string; lexicon: CatalogueLexicon };
const cache = new WeakMap<Database, Cached>();

/**
 * The lexicon of the episodes in the database, rebuilt only when they change: each call asks the
 * database for the episodes' count and latest change (one small query), so every instance sees an
 * edit on its next search.
 */
export async function catalogueLexicon(db: Database): Promise<CatalogueLexicon> {
  const [state] = rowsOf<{ count: string | number; changed: string | Date | null }>(
    await db.execute(sql`select count(*) as count, max(updated_at) as changed from episodes`),
  );
  const version = `${state?.count ?? 0}:${state?.changed ? new Date(state.changed).getTime() : 0}`;
  const cached = cache.get(db);
  if (cached?.version === version) return cached.lexicon;

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
  const lexicon: CatalogueLexicon = {
    episodeCount: Number(state?.count ?? 0),
    words: new Map(words.map((row) => [row.word, Number(row.ndoc)])),
    stems: new Map(stems.map((row) => [row.word, Number(row.ndoc)])),
    guests: guests.map((row) => row.guestName),
  };
  cache.set(db, { version, lexicon });
  return lexicon;
}
