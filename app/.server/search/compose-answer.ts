import { site } from "~/content/site";
import { formatLongDate } from "~/lib/dates";
import type { AnswerLink } from "~/lib/search-assistant";
import type { ReadQuestion } from "./read-question";
import type { EpisodeMatch } from "./search-episodes";
import { isMostlyNoun } from "./wordnet";

const SUGGESTED_TOPICS = "custody, co-parenting, alimony, mediation, dividing property or dating after divorce";

/** Where a listener goes when no episode answers: ask the host, or browse everything. */
export const NO_ANSWER_LINKS: readonly AnswerLink[] = [
  { label: `Suggest the topic to ${site.host.name.split(" ")[0]}`, href: "/contact" },
  { label: "Browse all episodes", href: "/episodes" },
];

/** What the answer is built from: the question as read, the episodes found and the terms none covers. */
export type AnswerInput = {
  query: Pick<ReadQuestion, "text" | "concepts" | "guestName"> & { guests?: readonly string[] };
  episodes: readonly EpisodeMatch[];
  unmatched?: readonly string[];
};

/**
 * The assistant's reply when no language model is configured (and the fallback when one fails):
 * written from the results only, so it can never mention an episode that does not exist.
 */
export function composeAnswer(input: AnswerInput): string {
  return composeAnswerParts(input).text;
}

/**
 * The composed answer whole (`text`), its lead-in alone (`intro`, shown above the episodes as
 * cards) and, when nothing answers, the links to offer instead (`links`).
 */
export function composeAnswerParts(input: AnswerInput): { intro: string; text: string; links: AnswerLink[] } {
  const { intro, links } = composeIntro(input);
  const linkLines = links.map((link) => `${link.label}: ${link.href}`);
  return { intro, text: [intro, ...input.episodes.map(episodeLine), ...linkLines].join("\n"), links };
}

/** `1. "Title" with Guest (March 4, 2025)`: an episode as one line of an answer or a model prompt. */
export function episodeLine(episode: EpisodeMatch, index: number): string {
  const guest = episode.guestName ? ` with ${episode.guestName}` : "";
  return `${index + 1}. "${episode.title}"${guest} (${formatLongDate(episode.publishedDate)})`;
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The terms an answer can name as topics, most telling first: the field's own terms and nouns
 * ("custody", "frozen embryos"), not verbs or chat ("tell", "help"), and not words nearly every
 * episode has ("divorce").
 */
function nameableTopics(query: AnswerInput["query"], terms: readonly string[]): string[] {
  const wanted = new Set(terms);
  return query.concepts
    .filter((concept) => wanted.has(concept.term))
    .filter((concept) => concept.known || (concept.weight >= 1 && isMostlyNoun(concept.term)))
    .filter((concept) => concept.weight >= 0.5)
    .sort((a, b) => b.weight - a.weight)
    .map((concept) => concept.term)
    .slice(0, 3);
}

function composeIntro({ query, episodes, unmatched = [] }: AnswerInput): { intro: string; links: AnswerLink[] } {
  const guestName = query.guests?.length === 1 ? query.guests[0] : query.guestName;
  if (episodes.length === 0) {
    if (query.concepts.length === 0 && !guestName) {
      return {
        intro: `Tell me what you're going through, for example ${SUGGESTED_TOPICS}, and I'll find the episodes that help.`,
        links: [],
      };
    }
    // The listener's own words read better here than the extracted terms.
    const asked = query.text.length > 60 ? `${query.text.slice(0, 57).trimEnd()}...` : query.text;
    const subject = guestName ? `with ${guestName}` : `on "${asked}"`;
    return {
      intro:
        `I couldn't find an episode ${subject}, and I'd rather say so than point you to one that doesn't fit. ` +
        `If it's something you'd like ${site.host.name.split(" ")[0]} to cover, you can suggest it on the contact page, or browse every episode in the archive.`,
      links: [...NO_ANSWER_LINKS],
    };
  }

  const count = episodes.length;
  const these = count === 1 ? "Here is an episode that talks" : "Here are episodes that talk";
  const matchedTerms = [...new Set(episodes.flatMap((episode) => episode.matched))].filter((term) => term !== "guest");
  const topics = nameableTopics(query, matchedTerms);
  const missing = nameableTopics(query, unmatched).slice(0, 2);
  const lead = (sentence: string) =>
    missing.length > 0 ? `${sentence}. I didn't find anything on ${listOf(missing)}, though.` : `${sentence}:`;

  if (guestName && episodes.some((episode) => episode.matched.includes("guest"))) {
    const about = topics.length > 0 ? `, on ${listOf(topics)}` : "";
    return {
      intro: lead(`${count === 1 ? "Here is the episode" : "Here are the episodes"} with ${guestName}${about}`),
      links: [],
    };
  }
  if (topics.length > 0) {
    return { intro: lead(`${these} about ${listOf(topics)}`), links: [] };
  }
  return {
    intro: lead(`Here ${count === 1 ? "is an episode" : "are some episodes"} that may help with what you're facing`),
    links: [],
  };
}
