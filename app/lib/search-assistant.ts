/** What the search assistant's endpoint answers and what its chat keeps: shared by server and browser. */
import type { MomentLink } from "./episode-extras";
import type { EpisodePlayerSource } from "./episode-view";

export const SEARCH_EPISODES_PATH = "/api/functions/search-episodes";
export const MAX_CHAT_MESSAGE_LENGTH = 500;

export const SEARCH_ASSISTANT_GREETING =
  "Hi! I can help you find the right episode. Tell me what you're going through or what you'd like to learn about (co-parenting, alimony, a difficult ex, a guest's name) and I'll point you to the episodes that help.";

/** One episode the assistant suggests, as the chat shows it: a card linking to its page, with a player. */
export type EpisodeSuggestion = {
  slug: string;
  title: string;
  guestName: string | null;
  publishedDate: string;
  durationSeconds: number | null;
  /** Episode art, or the podcast cover. */
  imageUrl: string;
  url: string;
  player: EpisodePlayerSource;
  /** When the question was answered in the transcript: the sentence and a link to that moment. */
  moment?: MomentLink;
};

/** A page the assistant offers instead of episodes (the contact page, the archive), or beside them (a consultation). */
/**
 * A link offered beside an answer. `consultation` marks the consultation path's (issue 32): the
 * analytics beacon counts a click on it as a booking click (lib/analytics-beacon.ts).
 */
export type AnswerLink = { label: string; href: string; consultation?: true };

/**
 * The spec's `{ response }` (the whole answer as text) plus, beyond it, `intro` (the answer without
 * the list of episodes, for clients that show them as cards) and the episodes themselves.
 */
export type SearchEpisodesReply = {
  response: string;
  intro: string;
  episodes: EpisodeSuggestion[];
  /** When no episode answers: where to go instead; for a question about the listener's own case, the consultation. */
  links?: AnswerLink[];
  /** Names this search for the listener-insights record, so opening a result can be counted. */
  searchId?: string;
};

export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  episodes?: EpisodeSuggestion[];
  links?: AnswerLink[];
  /** The search this answer came from (listener insights: which result was opened). */
  searchId?: string;
};
