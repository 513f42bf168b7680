/**
 * "Play this episode from this moment": the one message that chapter links, transcript timestamps
 * and shared `?t=` links send, and that whichever player the page has (the episode's own `<audio>`,
 * or a site-wide player) answers. Senders and players never import each other, so either side can
 * change, load lazily or be absent without breaking the other.
 */
export type EpisodeSeekRequest = {
  /** The episode's slug, as in `/episodes/<slug>`. */
  slug: string;
  /** Where to start, in seconds from the beginning. */
  seconds: number;
  /** Start playing at once (a click); false only positions the player (a shared link on load). */
  play: boolean;
  /** Where to stop (pause), in seconds: a clip, or a shared `?t=754&end=812` range. */
  end?: number;
};

const eventName = "episode:seek";

export function requestEpisodeSeek(request: EpisodeSeekRequest): void {
  window.dispatchEvent(new CustomEvent<EpisodeSeekRequest>(eventName, { detail: request }));
}

/** Listens for seek requests; returns the function that stops listening. */
export function onEpisodeSeek(handler: (request: EpisodeSeekRequest) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EpisodeSeekRequest>).detail);
  window.addEventListener(eventName, listener);
  return () => window.removeEventListener(eventName, listener);
}
