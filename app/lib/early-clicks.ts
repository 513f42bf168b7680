/**
 * Clicks that land before the page can act on them are kept and carried out once it can (issue 27:
 * "a control clicked at any moment after the first paint is never lost"). The page is drawn from the
 * server's HTML before its scripts run (ADR 0017), and on a slow phone that gap lasts seconds. Most
 * controls already work as HTML then (links, forms, the menu's `<details>`), but two kinds did
 * nothing or the wrong thing:
 * - buttons that only scripts give a meaning (Play, the assistant's launcher): a click did nothing;
 * - an episode's timestamps (`a[data-start]`): a click reloaded the page at that moment instead of
 *   playing it, as their handler arrives after hydration (seek-links.ts).
 *
 * An inline script in the head (app/.server/early-click-script.ts) holds such clicks and clicks them
 * again when the part that handles them says it is ready, by an attribute:
 * - a button: once the page has hydrated (`markPageHydrated`, from the root layout);
 * - inside an element marked `data-hold-clicks`: once that element is marked ready
 *   (`markClicksReady`). For what gets its handlers later than the page: a section whose code is
 *   fetched after it (lib/lazy-rendered.ts: React keeps its markup, and a click there reaches no
 *   handler until then) and the timestamp lists.
 * Modifier clicks (a new tab) are left to the browser.
 */

export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HOLD_CLICKS_ATTRIBUTE = "data-hold-clicks";
export const CLICKS_READY_ATTRIBUTE = "data-clicks-ready";
/** Set by the head's script on a target whose click it holds, until it clicks it again. */
export const CLICK_HELD_ATTRIBUTE = "data-click-held";

/** Root layout, after hydration: buttons work now. */
export function markPageHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}

/** An element marked `data-hold-clicks` can handle its clicks now; returns the undo for an effect's cleanup. */
export function markClicksReady(owner: HTMLElement): () => void {
  owner.setAttribute(CLICKS_READY_ATTRIBUTE, "");
  return () => owner.removeAttribute(CLICKS_READY_ATTRIBUTE);
}
