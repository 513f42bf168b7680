import type { EpisodeSuggestion } from "~/lib/search-assistant";
import { episodeArtOf, playerOf } from "../episodes/episode-view";
import type { EpisodeMatch } from "./search-episodes";
import { toMomentLink } from "./moment-link";

/** A search result as the chat shows it: the player rebuilt from the allowlist, art checked like every page does. */
export function toEpisodeSuggestion(match: EpisodeMatch): EpisodeSuggestion {
  return {
    slug: match.slug,
    title: match.title,
    guestName: match.guestName,
    publishedDate: match.publishedDate,
    durationSeconds: match.durationSeconds,
    imageUrl: episodeArtOf(match.imageUrl),
    url: `/episodes/${match.slug}`,
    player: playerOf(match),
    ...(match.moment ? { moment: toMomentLink(match.slug, match.moment) } : {}),
  };
}
