import { sql } from "drizzle-orm";
import { sampleEpisodeAudio, sampleEpisodes } from "~/content/sample-episodes";
import { slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { contentSeeds } from "../db/schema/content-seeds";
import { episodes } from "../db/schema/episodes";
import { descriptionToHtml } from "../episodes/episode-form";

const SAMPLE_EPISODES_SEED = "sample-episodes";

/**
 * Loads the sample episodes into an empty database, once: the seed's marker row is written in the
 * same transaction, so a restart (or a second instance starting at the same moment) never loads
 * them twice, and samples an admin deleted never come back. A database that already has episodes
 * is left alone. Returns how many episodes were added.
 */
export async function seedSampleContent(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values({ name: SAMPLE_EPISODES_SEED })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ total: sql<number>`count(*)::int` }).from(episodes);
    if ((existing?.total ?? 0) > 0) return 0;
    const now = new Date();
    await tx.insert(episodes).values(
      sampleEpisodes.map((episode) => ({
        slug: slugify(episode.title),
        title: episode.title,
        guestName: episode.guestName,
        description: descriptionToHtml(episode.notes.join("\n\n")),
        audioUrl: sampleEpisodeAudio,
        durationSeconds: episode.durationSeconds,
        episodeNumber: episode.episodeNumber,
        isLatest: episode.isLatest ?? false,
        isFavorite: episode.isFavorite ?? false,
        publishedDate: new Date(episode.publishedDate),
        createdAt: now,
        updatedAt: now,
      })),
    );
    return sampleEpisodes.length;
  });
}
