import { versionedImage } from "~/content/image-versions";
import { parseInput } from "~/lib/validation/parse-input";
import { slugSchema } from "~/lib/validation/schemas";
import type { Database } from "../db/client";
import { getEpisodeChapters } from "../episodes/episode-extras-queries";
import { getEpisodeBySlug } from "../episodes/episode-queries";
import { episodeArtOf, playerOf } from "../episodes/episode-view";
import type { EmbedEpisode } from "./embed-document";

/**
 * What the embed page and the oEmbed answer show of an episode: its title, art (a site image by its
 * versioned address), player and chapters; undefined for a slug that is malformed or unknown.
 */
export async function getEmbedEpisode(db: Database, slug: string | undefined): Promise<EmbedEpisode | undefined> {
  if (!parseInput(slugSchema, slug).ok) return undefined;
  const episode = await getEpisodeBySlug(db, slug!);
  if (!episode) return undefined;
  const chapters = await getEpisodeChapters(db, episode.id);
  return {
    slug: episode.slug,
    title: episode.title,
    imageUrl: versionedImage(episodeArtOf(episode.imageUrl)),
    durationSeconds: episode.durationSeconds,
    player: playerOf(episode),
    chapters: chapters.map(({ start, title }) => ({ start, title })),
  };
}
