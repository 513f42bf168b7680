import { and, eq, like, ne, or, sql } from "drizzle-orm";
import { claimUniqueSlug, slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { episodes, type Episode } from "../db/schema/episodes";
import { withEditedFields, type EditableEpisodeField } from "../db/edited-fields";
import type { EpisodeInput } from "./episode-form";

/**
 * Serializes every change of the latest flag across instances and connections, so "clear the
 * others, then set this one" can never interleave with another admin doing the same.
 */
export const LATEST_EPISODE_LOCK = 7_340_001;

export async function lockLatestFlag(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LATEST_EPISODE_LOCK})`);
}

/**
 * Held by every transaction that claims slugs (creating an episode, importing a feed), so two of
 * them never pick the same free slug at once; transaction-scoped, so it cannot leak.
 */
export const EPISODE_SLUG_LOCK = 7_340_002;

export async function lockEpisodeSlugs(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EPISODE_SLUG_LOCK})`);
}

/** Slugs already used that `base` could collide with (`base`, `base-2`, …). */
export async function takenSlugs(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: episodes.slug })
    .from(episodes)
    .where(or(eq(episodes.slug, base), like(episodes.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function createEpisode(db: Database, input: EpisodeInput): Promise<Episode> {
  return db.transaction(async (tx) => {
    if (input.isLatest) {
      await lockLatestFlag(tx);
      await tx.update(episodes).set({ isLatest: false, updatedAt: new Date() }).where(eq(episodes.isLatest, true));
    }
    await lockEpisodeSlugs(tx);
    const base = slugify(input.title);
    const slug = claimUniqueSlug(base, await takenSlugs(tx, base));
    const now = new Date();
    const [created] = await tx
      .insert(episodes)
      .values({ ...input, slug, publishedDate: now, editedAt: now, createdAt: now, updatedAt: now })
      .returning();
    return created!;
  });
}

/**
 * Updates by id; the slug stays as it was so shared links keep working. Returns undefined when the
 * episode no longer exists (another admin deleted it).
 */
export async function updateEpisode(db: Database, id: string, input: EpisodeInput): Promise<Episode | undefined> {
  return db.transaction(async (tx) => {
    if (input.isLatest) {
      await lockLatestFlag(tx);
      await tx
        .update(episodes)
        .set({ isLatest: false, updatedAt: new Date() })
        .where(and(eq(episodes.isLatest, true), ne(episodes.id, id)));
    }
    const now = new Date();
    const [current] = await tx
      .select({
        title: episodes.title,
        guestName: episodes.guestName,
        description: episodes.description,
        seasonNumber: episodes.seasonNumber,
        episodeNumber: episodes.episodeNumber,
      })
      .from(episodes)
      .where(eq(episodes.id, id))
      .for("update");
    if (!current) return undefined;
    // Only what the admin changed is theirs from now on; the rest may still be refreshed by an import.
    const changed = (
      [
        "title",
        "guestName",
        "description",
        "seasonNumber",
        "episodeNumber",
      ] as const satisfies readonly EditableEpisodeField[]
    ).filter((field) => (current[field] ?? "") !== (input[field] ?? ""));
    const [updated] = await tx
      .update(episodes)
      .set({ ...input, editedFields: withEditedFields(changed), editedAt: now, updatedAt: now })
      .where(eq(episodes.id, id))
      .returning();
    return updated;
  });
}

export async function deleteEpisode(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(episodes).where(eq(episodes.id, id)).returning({ id: episodes.id });
  return deleted.length > 0;
}

/** The spec's "Delete All Episodes": every episode that is neither latest nor a favorite. */
export async function deleteUnflaggedEpisodes(db: Database): Promise<number> {
  const deleted = await db
    .delete(episodes)
    .where(and(eq(episodes.isLatest, false), eq(episodes.isFavorite, false)))
    .returning({ id: episodes.id });
  return deleted.length;
}
