/**
 * The quick exit ("Leave site", issue 32): where it goes unless QUICK_EXIT_URL says otherwise, and
 * the prefix of every key this site keeps in the browser's storage (the player's positions, speed
 * and last episode in localStorage; the assistant's conversation in sessionStorage), which it
 * clears on the way out. Plain data with no imports: app/.server/env.ts reads it, and so does the
 * inline script (app/.server/quick-exit-script.ts), which names them itself.
 */
export const defaultQuickExitUrl = "https://www.bbc.com/weather";

export const siteStoragePrefix = "untangled.";

/** The control's element id; the stylesheet makes room for it in the sticky header (app.css). */
export const quickExitBarId = "quick-exit-bar";

/** Escape twice within this many milliseconds leaves the site. */
export const escapeTwiceWithinMs = 1000;
