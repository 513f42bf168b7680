import { getPlayerState, subscribePlayer } from "./player/player-state";

/**
 * The site's analytics beacon (docs/decisions/0028-privacy-first-analytics.md), fetched by the
 * layout once the page is interactive, never part of a page's first load. It sends the page views of
 * client-side navigations (the landing page's is the head's script's, first-page-view-script.ts) and
 * what the site player plays to /api/analytics with `navigator.sendBeacon` (text/plain JSON, no
 * preflight), and writes no cookie and no storage: the server knows a visitor only for a day, by a
 * salted hash. The short field names are the server's schema (.server/analytics/analytics-event-schema.ts).
 */
const send = (event: Record<string, unknown>) => {
  try {
    navigator.sendBeacon("/api/analytics", JSON.stringify(event));
  } catch {
    // No beacon (an old browser, a blocked request): nothing is counted.
  }
};

/** Positions go out rounded to 10 seconds: enough to draw where listeners stop, no finer. */
const round = (seconds: number) => Math.round(seconds / 10) * 10;

/** Whether the first call has started listening to the player and the assistant's controls. */
let listening = false;

/**
 * Search to play (issue 31): a play from an answer of the search assistant says so (`src`). The
 * answer's cards mark their controls (components/search-assistant/episode-suggestion-card.tsx): a
 * button or link that plays the episode there carries `data-assistant-play` (its slug), a link to the
 * episode's page `data-assistant-link`. Read from clicks, as "Book a consultation" is, so no module is
 * shared with the assistant and nothing is kept but this page's memory: the episode a control is
 * about to play, and the page a link opened, which counts until the visitor moves to another page.
 */
let assistantPlay: string | null = null;
let assistantPage: string | null = null;

function playSource(slug: string): "assistant" | undefined {
  if (assistantPlay === slug) {
    assistantPlay = null;
    return "assistant";
  }
  return assistantPage === location.pathname && assistantPage === `/episodes/${slug}` ? "assistant" : undefined;
}

/**
 * A page view of the current address (the layout calls it once hydrated and after each
 * navigation). The page the visit landed on, with where it came from, and a click on "Book a
 * consultation" are counted by the head's script (app/.server/first-page-view-script.ts), which
 * runs before this is loaded; here the first call starts listening to the player and the assistant.
 */
export function trackPage() {
  if (assistantPage !== location.pathname) assistantPage = null;
  if (listening) return send({ k: "pageview", p: location.pathname });
  listening = true;
  subscribePlayer(watchPlayer);
  // Captured, so the marks are read before the card's own handler plays or navigates.
  addEventListener(
    "click",
    (click) => {
      const target = click.target as Element;
      const play = target.closest?.("[data-assistant-play]")?.getAttribute("data-assistant-play");
      if (play) assistantPlay = play;
      const link = target.closest?.("a[data-assistant-link]") as HTMLAnchorElement | null;
      if (link && click.button === 0 && !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey))
        assistantPage = new URL(link.href).pathname;
    },
    true,
  );
  addEventListener("visibilitychange", () => {
    // The tab may close now: what was heard so far goes, and a segment still playing starts again.
    if (document.visibilityState === "hidden" && start >= 0) {
      const at = position;
      endSegment();
      start = at;
    }
  });
}

let episode: string | null = null;
/** Where the current listened segment started, or -1 while nothing plays. */
let start = -1;
let position = 0;
let rate = 1;
const played = new Set<string>();
const completed = new Set<string>();

function endSegment() {
  const from = round(start);
  const to = round(position);
  if (episode && start >= 0 && to > from) send({ k: "listen", e: episode, f: from, t: to, s: rate });
  start = -1;
}

function watchPlayer() {
  const state = getPlayerState();
  const slug = state.episode?.slug ?? null;
  if (slug !== episode) {
    endSegment();
    episode = slug;
    position = state.currentTime;
  }
  if (!slug) return;
  // A jump of more than a few seconds of playback is a seek: the segment before it ends there.
  if (start >= 0 && Math.abs(state.currentTime - position) > 15) endSegment();
  if (state.playing) {
    if (!played.has(slug)) {
      played.add(slug);
      send({ k: "play", e: slug, f: round(state.currentTime), src: playSource(slug) });
    }
    if (start < 0) start = state.currentTime;
  }
  position = state.currentTime;
  rate = state.rate;
  if (!state.playing) endSegment();
  if (state.duration > 0 && state.currentTime >= state.duration * 0.95 && !completed.has(slug)) {
    completed.add(slug);
    send({ k: "complete", e: slug });
  }
}
