export const SEARCH_OPENED_PATH = "/api/functions/search-opened";

/**
 * Tells the listener-insights record which result of a search was opened: a beacon, so it survives
 * the navigation it accompanies and never delays it. Anonymous, like the search record itself.
 */
export function reportOpened(searchId: string, slug: string): void {
  const body = new Blob([JSON.stringify({ searchId, slug })], { type: "application/json" });
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(SEARCH_OPENED_PATH, body)) return;
  void fetch(SEARCH_OPENED_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** For a list of results: reports the episode whose link (`/episodes/<slug>`, maybe at a moment: `?t=`) was clicked. */
export function reportOpenedResult(searchId: string, clicked: EventTarget | null): void {
  const link = (clicked as Element | null)?.closest?.("a[href]");
  const slug = link?.getAttribute("href")?.match(/^\/episodes\/([a-z0-9-]+)(?:[?#].*)?$/)?.[1];
  if (slug) reportOpened(searchId, slug);
}
