import { site } from "~/content/site";
import type { EpisodePlayerSource } from "~/lib/episode-view";
import { parsePodbeanEmbed, podbeanPlayerHeight, podbeanPlayerUrl } from "~/lib/podbean-embed";
import type { Episode } from "../db/schema/episodes";
import { htmlToPlainText, sanitizeRichHtml } from "../html/sanitize-html";
import { safeImageUrl, safeMediaUrl } from "../net/safe-media-url";
import { previewText } from "./episode-preview";

/**
 * Stored embed code is re-read through the allowlist on every render (defence in depth: a row
 * written by an older version or by hand still cannot put arbitrary markup on the page).
 */
export function playerOf(episode: Pick<Episode, "podbeanEmbedCode" | "audioUrl">): EpisodePlayerSource {
  if (episode.podbeanEmbedCode) {
    const parsed = parsePodbeanEmbed(episode.podbeanEmbedCode);
    if (parsed.ok) {
      return { kind: "podbean", src: podbeanPlayerUrl(parsed.player), height: podbeanPlayerHeight(parsed.player) };
    }
  }
  const audio = safeMediaUrl(episode.audioUrl);
  return audio ? { kind: "audio", src: audio } : null;
}

/** An episode's art when its address is safe to show, else the podcast cover. */
export function episodeArtOf(imageUrl: string | null): string {
  return safeImageUrl(imageUrl) ?? site.images.cover;
}

/**
 * An episode as lists show it (archive rows, related episodes): plain JSON from its row. Its type,
 * `EpisodeCardView`, is what this returns, so a field added here reaches the pages' types too.
 * `descriptionText`: the notes as plain text, when the caller has it already (one conversion, not two).
 */
export function toEpisodeCard(episode: Episode, { descriptionText }: { descriptionText?: string } = {}) {
  const preview = previewText(descriptionText ?? htmlToPlainText(episode.description));
  const imageUrl = episodeArtOf(episode.imageUrl);
  return {
    id: episode.id,
    slug: episode.slug,
    title: episode.title,
    guestName: episode.guestName,
    /** Episode art, or the podcast cover when the episode has none. */
    imageUrl,
    hasOwnImage: imageUrl !== site.images.cover,
    publishedDate: episode.publishedDate.toISOString(),
    durationSeconds: episode.durationSeconds,
    /** The 200-character preview (with "..." when cut). */
    preview: preview.text,
    previewTruncated: preview.truncated,
    /** How it plays: archive rows get a play button when it is an audio file. */
    player: playerOf(episode),
  };
}

export type EpisodeCardView = ReturnType<typeof toEpisodeCard>;

/** An episode as its own page shows it (and the latest episode's): the card and the show notes, made safe. */
export function toEpisodeView(episode: Episode) {
  const descriptionHtml = sanitizeRichHtml(episode.description, { sitePaths: true });
  const descriptionText = htmlToPlainText(descriptionHtml);
  return {
    ...toEpisodeCard(episode, { descriptionText }),
    /** Sanitized show notes. */
    descriptionHtml,
    descriptionText,
    episodeNumber: episode.episodeNumber,
    seasonNumber: episode.seasonNumber,
    /** "Legal information as of …" (`YYYY-MM-DD`) and for where, when the owner set them. */
    lawReviewedOn: episode.lawReviewedOn,
    jurisdictionsDiscussed: episode.jurisdictionsDiscussed,
  };
}

export type EpisodeView = ReturnType<typeof toEpisodeView>;
