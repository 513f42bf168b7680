import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";

/** The moment of a transcript a search matched: the sentence and when it is said. */
export type TranscriptMoment = { startSeconds: number; text: string };

/** The longest sentence shown; a longer one is cut at a word, with an ellipsis. */
const MAX_SENTENCE = 240;

/**
 * For each episode, the cue that best matches the concepts found only in its transcript (their
 * tsqueries), earliest among equals, and of it the sentence that holds the match. One query for
 * every episode of a result page, each reading only that episode's cues (migration 0014 stores
 * each cue's words).
 */
export async function findTranscriptMoments(
  db: Database,
  heard: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, TranscriptMoment>> {
  const wanted = [...heard].filter(([, tsqueries]) => tsqueries.length > 0);
  const moments = new Map<string, TranscriptMoment>();
  if (wanted.length === 0) return moments;
  const values = sql.join(
    wanted.map(([id, tsqueries]) => sql`(${id}::uuid, ${tsqueries.map((query) => `(${query})`).join(" | ")}::text)`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; startMs: number; body: string; words: string }>(
    await db.execute(sql`
      select v.id, best.start_ms as "startMs", best.body, best.words
      from (values ${values}) as v(id, query)
      cross join lateral (
        select c.start_ms, c.body, q::text as words
        from transcript_cues c, to_tsquery('english', v.query) as q
        where c.episode_id = v.id and c.search_document @@ q
        order by ts_rank(c.search_document, q) desc, c.position
        limit 1
      ) as best`),
  );
  for (const row of rows) {
    moments.set(row.id, { startSeconds: Math.floor(row.startMs / 1000), text: sentenceOf(row.body, row.words) });
  }
  return moments;
}

/**
 * The sentence of a cue that holds the match: of the cue's sentences, the one (first among equals)
 * containing most of the query's stems (`words`: the parsed tsquery as text, its lexemes quoted; a
 * stem is looked for less its last letter, so "balconi" finds "balcony"), cut at a word if long.
 */
function sentenceOf(body: string, words: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  const stems = [...words.matchAll(/'([^']+)'/g)].map((match) => {
    const stem = match[1]!;
    return stem.length > 4 ? stem.slice(0, -1) : stem;
  });
  const sentences = [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)]
    .map((part) => part.segment.trim())
    .filter(Boolean);
  let best = text;
  let bestScore = -1;
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase();
    const score = stems.filter((stem) => lower.includes(stem)).length;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best.length <= MAX_SENTENCE ? best : `${best.slice(0, best.lastIndexOf(" ", MAX_SENTENCE - 1))}…`;
}
