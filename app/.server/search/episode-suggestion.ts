import { site } from "~/content/site";
import type { EpisodeSuggestion } from "~/lib/search-assistant";
import { playerOf } from "../episodes/episode-view";
import { safeMediaUrl } from "../net/safe-media-url";
import type { EpisodeMatch } from "./search-episodes";

/** A search result as the chat shows it: the player rebuilt from the allowlist, art checked like every page does. */
export function toEpisodeSuggestion(match: EpisodeMatch): EpisodeSuggestion {
  return {
    slug: match.slug,
    title: match.title,
    guestName: match.guestName,
    publishedDate: match.publishedDate,
    durationSeconds: match.durationSeconds,
    imageUrl: safeMediaUrl(match.imageUrl) ?? site.images.cover,
    url: `/episodes/${match.slug}`,
    player: playerOf(match),
  };
}
