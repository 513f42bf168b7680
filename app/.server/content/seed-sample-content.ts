import { sql } from "drizzle-orm";
import {
  sampleEpisodeAudio,
  sampleEpisodeAudioBytes,
  sampleEpisodeAudioSeconds,
  sampleEpisodes,
} from "~/content/sample-episodes";
import { sampleChapters, sampleTranscript, sampleTranscriptEpisodeTitle } from "~/content/sample-transcript";
import { samplePostId, samplePosts } from "~/content/sample-posts";
import { slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { contentSeeds } from "../db/schema/content-seeds";
import { episodeChapters, transcriptCues } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { richTextFromInput } from "../html/rich-text-input";

const SAMPLE_EPISODES_SEED = "sample-episodes";
const SAMPLE_POSTS_SEED = "sample-posts";

/** Both sample sets, each loaded once into an empty table (see seedSampleEpisodes). */
export async function seedSampleContent(db: Database): Promise<{ episodes: number; posts: number }> {
  return { episodes: await seedSampleEpisodes(db), posts: await seedSamplePosts(db) };
}

/**
 * Loads the sample episodes into an empty database, once: the seed's marker row is written in the
 * same transaction, so a restart (or a second instance starting at the same moment) never loads
 * them twice, and samples an admin deleted never come back. A database that already has episodes
 * is left alone. Returns how many episodes were added.
 */
export async function seedSampleEpisodes(db: Database): Promise<number> {
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
    const inserted = await tx
      .insert(episodes)
      .values(
        sampleEpisodes.map((episode) => ({
          slug: slugify(episode.title),
          title: episode.title,
          guestName: episode.guestName,
          description: richTextFromInput(episode.notes.join("\n\n")),
          audioUrl: sampleEpisodeAudio,
          audioBytes: sampleEpisodeAudioBytes,
          // They all play the one sample file, so they all last as long as it does.
          durationSeconds: sampleEpisodeAudioSeconds,
          episodeNumber: episode.episodeNumber,
          isLatest: episode.isLatest ?? false,
          isFavorite: episode.isFavorite ?? false,
          publishedDate: new Date(episode.publishedDate),
          createdAt: now,
          updatedAt: now,
          ...(episode.title === sampleTranscriptEpisodeTitle ? { transcriptOrigin: "admin" as const } : {}),
        })),
      )
      .returning({ id: episodes.id, title: episodes.title });
    const withTranscript = inserted.find((row) => row.title === sampleTranscriptEpisodeTitle);
    if (withTranscript) {
      const episodeId = withTranscript.id;
      await tx
        .insert(transcriptCues)
        .values(sampleTranscript.map((cue, position) => ({ episodeId, position, ...cue })));
      await tx
        .insert(episodeChapters)
        .values(sampleChapters.map((chapter, position) => ({ episodeId, position, ...chapter })));
    }
    return sampleEpisodes.length;
  });
}

/** The sample blog posts, under the same once-per-database rule as the episodes. */
export async function seedSamplePosts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values({ name: SAMPLE_POSTS_SEED })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ total: sql<number>`count(*)::int` }).from(blogPosts);
    if ((existing?.total ?? 0) > 0) return 0;
    const now = new Date();
    await tx.insert(blogPosts).values(
      samplePosts.map((post, index) => ({
        id: samplePostId(index),
        title: post.title,
        excerpt: post.excerpt,
        fullContent: richTextFromInput(post.body.join("\n\n")),
        contentUrl: "",
        imageUrl: post.image,
        categories: post.categories,
        isFeatured: post.isFeatured ?? false,
        publishedDate: new Date(post.publishedDate),
        createdAt: now,
        updatedAt: now,
      })),
    );
    return samplePosts.length;
  });
}
