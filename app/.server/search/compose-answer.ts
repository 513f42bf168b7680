import { formatLongDate } from "~/lib/dates";
import type { NormalizedQuery } from "./normalize-query";
import { topicOf } from "./normalize-query";
import type { EpisodeMatch } from "./search-episodes";

const SUGGESTED_TOPICS = "custody, co-parenting, alimony, mediation, dividing property or dating after divorce";

/**
 * The assistant's reply when no language model is configured (and the fallback when one fails):
 * written from the results only, so it can never mention an episode that does not exist.
 */
export function composeAnswer(query: NormalizedQuery, episodes: readonly EpisodeMatch[]): string {
  return composeAnswerParts(query, episodes).text;
}

/**
 * The composed answer whole (`text`) and its lead-in alone (`intro`; without results, the whole
 * helpful reply): the chat shows the lead-in above the episodes as cards.
 */
export function composeAnswerParts(
  query: NormalizedQuery,
  episodes: readonly EpisodeMatch[],
): { intro: string; text: string } {
  const intro = composeIntro(query, episodes);
  return { intro, text: [intro, ...episodes.map(episodeLine)].join("\n") };
}

/** `1. "Title" with Guest (March 4, 2025)`: an episode as one line of an answer or a model prompt. */
export function episodeLine(episode: EpisodeMatch, index: number): string {
  const guest = episode.guestName ? ` with ${episode.guestName}` : "";
  return `${index + 1}. "${episode.title}"${guest} (${formatLongDate(episode.publishedDate)})`;
}

function composeIntro(query: NormalizedQuery, episodes: readonly EpisodeMatch[]): string {
  const topic = topicOf(query);
  if (episodes.length === 0) {
    if (!topic && !query.guestName) {
      return `Tell me what you're going through, for example ${SUGGESTED_TOPICS}, and I'll find the episodes that help.`;
    }
    // The listener's own words read better here than the extracted topic ("best, pizza and town").
    const asked = query.text.length > 60 ? `${query.text.slice(0, 57).trimEnd()}...` : query.text;
    const subject = query.guestName ? `with ${query.guestName}` : `about "${asked}"`;
    return `I couldn't find an episode ${subject}. Try asking about topics like ${SUGGESTED_TOPICS}.`;
  }
  return query.guestName
    ? `Here ${episodes.length === 1 ? "is the episode" : "are the episodes"} I found with ${query.guestName}:`
    : topic
      ? `Here ${episodes.length === 1 ? "is an episode" : "are episodes"} about ${topic} you might find helpful:`
      : `Here ${episodes.length === 1 ? "is an episode" : "are some episodes"} you might find helpful:`;
}
