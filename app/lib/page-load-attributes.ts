/**
 * Attributes the root layout puts on `<html>` for the head's inline scripts, which run before any
 * of the page's own code (app/.server/load-on-intent-script.ts, app/.server/first-page-view-script.ts).
 * app/root.tsx writes them out as they are here rather than importing them (a computed attribute
 * costs bytes on every page); the browser tests of both scripts fail if the two drift apart.
 */

/** A public page: its scripts wait for the reader's first move (docs/decisions/0034-scripts-on-first-intent.md). */
export const LOAD_ON_INTENT_ATTRIBUTE = "data-load-on-intent";

/** The page is counted: analytics on and the visitor no admin (docs/decisions/0028-privacy-first-analytics.md). */
export const ANALYTICS_ATTRIBUTE = "data-analytics";
