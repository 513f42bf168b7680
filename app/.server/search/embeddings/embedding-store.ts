import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows-of";

/**
 * Where episode vectors live: pgvector's `vector` type, one row per chunk of an episode's text
 * (chunk 0 its title, guest and notes; then its transcript, when it has one). Created at start-up
 * and only when EMBEDDINGS_BASE_URL is set, not by a migration: a PostgreSQL without pgvector must
 * run the site as before (docs/decisions/0015-semantic-retrieval.md). The column has no fixed
 * dimension, so changing the model needs no schema change; each dimension in use gets its own
 * partial HNSW index (ensureDimensionIndex). Derived data: rebuilt by the embedding job if lost.
 */
export async function prepareEmbeddingStore(db: Database): Promise<void> {
  await db.execute(sql`create extension if not exists vector`);
  await db.execute(sql`
    create table if not exists episode_embeddings (
      episode_id uuid not null references episodes(id) on delete cascade,
      chunk integer not null,
      model text not null,
      -- Of the episode's whole text and the model (chunk 0's is the one compared): a change re-embeds.
      content_hash text not null,
      -- Null when the model gave a vector of length zero: embedded, but nothing to find it by.
      embedding vector,
      embedded_at timestamptz not null default now(),
      primary key (episode_id, chunk)
    )`);
}

/** Whether the database has pgvector to offer (PostgreSQL without it installed has not). */
export async function vectorExtensionAvailable(db: Database): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select name from pg_available_extensions where name = 'vector'`),
  );
  return rows.length > 0;
}

/**
 * The episode's text as the content hash reads it, in SQL so that finding what changed needs no
 * text sent to this process: title, guest, notes and transcript cues, with the model's name (a new
 * model re-embeds everything).
 */
const contentHash = (model: string) => sql`md5(concat_ws(chr(31), ${model}::text, e.title, coalesce(e.guest_name, ''),
  e.description, coalesce((select string_agg(c.body, chr(10) order by c.position) from transcript_cues c
  where c.episode_id = e.id), '')))`;

export type StaleEpisode = {
  id: string;
  title: string;
  guestName: string | null;
  /** Show notes with their markup removed. */
  notes: string;
  transcript: string[];
  contentHash: string;
};

/** Up to `limit` episodes with no vectors for their current text and model, newest first. */
export async function staleEpisodes(db: Database, model: string, limit: number): Promise<StaleEpisode[]> {
  const rows = rowsOf<Omit<StaleEpisode, "transcript"> & { transcript: string[] | null }>(
    await db.execute(sql`
      select e.id, e.title, e.guest_name as "guestName",
        regexp_replace(e.description, '<[^>]+>', ' ', 'g') as notes,
        (select array_agg(c.body order by c.position) from transcript_cues c where c.episode_id = e.id) as transcript,
        h.hash as "contentHash"
      from episodes e cross join lateral (select ${contentHash(model)} as hash) h
      where not exists (
        select 1 from episode_embeddings s where s.episode_id = e.id and s.chunk = 0 and s.content_hash = h.hash)
      order by e.published_date desc, e.id
      limit ${limit}`),
  );
  return rows.map((row) => ({ ...row, transcript: row.transcript ?? [] }));
}

/** Whether some episode still waits for its vectors (the job runs until none does). */
export async function countStaleEpisodes(db: Database, model: string): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await db.execute(sql`
      select count(*) as count from episodes e cross join lateral (select ${contentHash(model)} as hash) h
      where not exists (
        select 1 from episode_embeddings s where s.episode_id = e.id and s.chunk = 0 and s.content_hash = h.hash)`),
  );
  return Number(row?.count ?? 0);
}

const vectorLiteral = (vector: readonly number[]) => `[${vector.join(",")}]`;
const isZero = (vector: readonly number[]) => vector.every((value) => value === 0);

/**
 * Replaces an episode's vectors in one transaction (an edit may leave fewer transcript chunks). An
 * episode deleted meanwhile is skipped rather than failing the batch.
 */
export async function saveEpisodeVectors(
  db: Database,
  episode: { id: string; contentHash: string },
  model: string,
  vectors: readonly (readonly number[])[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from episode_embeddings where episode_id = ${episode.id}`);
    const values = vectors.map(
      (vector, chunk) =>
        sql`(${episode.id}::uuid, ${chunk}::int, ${model}::text, ${episode.contentHash}::text, ${
          isZero(vector) ? null : vectorLiteral(vector)
        }::vector)`,
    );
    await tx.execute(sql`
      insert into episode_embeddings (episode_id, chunk, model, content_hash, embedding)
      select v.* from (values ${sql.join(values, sql`, `)}) as v(episode_id, chunk, model, content_hash, embedding)
      where exists (select 1 from episodes where id = v.episode_id)`);
  });
}

/** An approximate-nearest-neighbour index per dimension in use (pgvector's HNSW needs a fixed one). */
export async function ensureDimensionIndex(db: Database, dimensions: number): Promise<void> {
  const d = sql.raw(String(Math.trunc(dimensions)));
  await db.execute(sql`
    create index if not exists ${sql.identifier(`episode_embeddings_cosine_${Math.trunc(dimensions)}`)}
    on episode_embeddings using hnsw ((embedding::vector(${d})) vector_cosine_ops)
    where vector_dims(embedding) = ${d}`);
}

/**
 * The episodes nearest a question's vector by cosine similarity (their best chunk), at least
 * `minSimilarity`, best first. Reads the nearest chunks through the HNSW index, then keeps each
 * episode's best.
 */
export async function nearestEpisodes(
  db: Database,
  vector: readonly number[],
  { model, minSimilarity, limit }: { model: string; minSimilarity: number; limit: number },
): Promise<{ id: string; similarity: number }[]> {
  if (vector.length === 0 || isZero(vector)) return [];
  const d = sql.raw(String(vector.length));
  const question = sql`${vectorLiteral(vector)}::vector(${d})`;
  // HNSW hands back ef_search candidates (40 by default) before the model filter and the grouping
  // by episode: ask for as many chunks as the query reads.
  const chunks = limit * 4;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local hnsw.ef_search = ${sql.raw(String(Math.min(Math.max(chunks, 40), 1000)))}`);
    return tx.execute(sql`
      select episode_id as id, max(similarity) as similarity from (
        select episode_id, 1 - (embedding::vector(${d}) <=> ${question}) as similarity
        from episode_embeddings
        where vector_dims(embedding) = ${d} and model = ${model}
        order by embedding::vector(${d}) <=> ${question}
        limit ${chunks}
      ) as nearest
      group by episode_id
      having max(similarity) >= ${minSimilarity}::float8
      order by similarity desc, id
      limit ${limit}`);
  });
  const rows = rowsOf<{ id: string; similarity: number | string }>(result);
  return rows.map((row) => ({ id: row.id, similarity: Number(row.similarity) }));
}
