import { and, inArray, isNull, or, type SQL } from "drizzle-orm";
import { claimUniqueSlug, slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { episodes, type NewEpisode } from "../db/schema/episodes";
import { giveWayToOtherQueries } from "../db/query-activity";
import { batchesOf } from "../db/write-in-batches";
import { lockEpisodeSlugs, takenSlugs } from "./episode-writes";

/** What identifies an episode an import may add: GUID, then audio file, then (with neither) the link. */
export type KnownEpisodes = {
  slugs: Set<string>;
  guids: Set<string>;
  audioUrls: Set<string>;
  links: Set<string>;
};

/** The identities and slugs on the site now, read once when an import starts planning. */
export async function readKnownEpisodes(db: Database): Promise<KnownEpisodes> {
  const existing = await db
    .select({
      slug: episodes.slug,
      sourceGuid: episodes.sourceGuid,
      audioUrl: episodes.audioUrl,
      sourceLink: episodes.sourceLink,
    })
    .from(episodes);
  return {
    slugs: new Set(existing.map((row) => row.slug)),
    guids: new Set(existing.flatMap((row) => (row.sourceGuid ? [row.sourceGuid] : []))),
    audioUrls: new Set(existing.flatMap((row) => (row.audioUrl ? [row.audioUrl] : []))),
    links: new Set(existing.flatMap((row) => (row.sourceLink ? [row.sourceLink] : []))),
  };
}

/**
 * Inserts one batch of planned rows in a transaction of its own, under the slug lock that every
 * writer claiming slugs holds (episode-writes.ts). The plan was made from a read taken before the
 * lock, so the batch is checked again under it: a row another writer added meanwhile (same GUID,
 * audio file, or link for an item with neither) is left out, and a planned slug someone took is
 * claimed afresh. Returns the ids of the rows that landed; `slugs` learns every slug claimed.
 */
export async function insertEpisodeBatch(db: Database, rows: NewEpisode[], slugs: Set<string>): Promise<string[]> {
  if (rows.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockEpisodeSlugs(tx);
    const present = await presentNow(tx, rows);
    const fresh = rows.filter(
      (row) =>
        !(row.sourceGuid && present.guids.has(row.sourceGuid)) &&
        !(row.audioUrl && present.audioUrls.has(row.audioUrl)) &&
        !(!row.sourceGuid && !row.audioUrl && row.sourceLink && present.links.has(row.sourceLink)),
    );
    for (const row of fresh) {
      if (!present.slugs.has(row.slug)) continue;
      const base = slugify(row.title);
      for (const slug of await takenSlugs(tx, base)) slugs.add(slug);
      row.slug = claimUniqueSlug(base, slugs);
    }
    if (fresh.length === 0) return [];
    // The unique GUID index still has the last word, for a writer that does not take the lock.
    const inserted = await tx.insert(episodes).values(fresh).onConflictDoNothing().returning({ id: episodes.id });
    return inserted.map((row) => row.id);
  });
}

async function presentNow(tx: Database, rows: NewEpisode[]): Promise<KnownEpisodes> {
  const guids = rows.flatMap((row) => (row.sourceGuid ? [row.sourceGuid] : []));
  const audioUrls = rows.flatMap((row) => (row.audioUrl ? [row.audioUrl] : []));
  const links = rows.flatMap((row) => (!row.sourceGuid && !row.audioUrl && row.sourceLink ? [row.sourceLink] : []));
  const conditions: SQL[] = [
    inArray(
      episodes.slug,
      rows.map((row) => row.slug),
    ),
  ];
  if (guids.length > 0) conditions.push(inArray(episodes.sourceGuid, guids));
  if (audioUrls.length > 0) conditions.push(inArray(episodes.audioUrl, audioUrls));
  if (links.length > 0) conditions.push(inArray(episodes.sourceLink, links));
  const found = await tx
    .select({
      slug: episodes.slug,
      sourceGuid: episodes.sourceGuid,
      audioUrl: episodes.audioUrl,
      sourceLink: episodes.sourceLink,
    })
    .from(episodes)
    .where(or(...conditions));
  return {
    slugs: new Set(found.map((row) => row.slug)),
    guids: new Set(found.flatMap((row) => (row.sourceGuid ? [row.sourceGuid] : []))),
    audioUrls: new Set(found.flatMap((row) => (row.audioUrl ? [row.audioUrl] : []))),
    links: new Set(found.flatMap((row) => (row.sourceLink ? [row.sourceLink] : []))),
  };
}

/**
 * Takes back the episodes an import added before it failed or was cancelled, batch by batch, so
 * the import changes nothing after all. An episode an admin has edited meanwhile is theirs and stays.
 */
export async function removeImportedEpisodes(db: Database, ids: Iterable<string>): Promise<void> {
  for (const batch of batchesOf([...ids])) {
    await db.delete(episodes).where(and(inArray(episodes.id, batch), isNull(episodes.editedAt)));
    await giveWayToOtherQueries(db);
  }
}
