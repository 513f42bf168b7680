/**
 * What the site keeps in the listener's own browser, by key, in one place: the player and the
 * assistant read and write them, and the head's script (app/.server/load-on-intent-script.ts) looks
 * at them to load the page's scripts at once for a listener who has something to come back to.
 */

/** lib/player/saved-positions.ts: the episode the listener had in the player on their last visit (localStorage). */
export const LAST_EPISODE_KEY = "untangled.player.last.v1";

/** components/search-assistant/conversation-store.ts: the assistant's conversation in this tab (sessionStorage). */
export const ASSISTANT_CONVERSATION_KEY = "untangled.search-assistant.v1";
