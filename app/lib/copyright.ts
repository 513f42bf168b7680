// A relative address: the server (server/page-cache.ts) loads this file without the app's "~" alias.
import { site } from "../content/site.ts";

/**
 * The calendar year a page is rendered in. UTC, like every date the site shows (lib/dates.ts), so
 * the server, the page cache and the browser agree on when a year ends.
 */
export function calendarYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

/**
 * The footer's copyright years: the spec's first year (2025) through the current one, as a
 * copyright notice names them ("2025–2027"), or the one year while they are the same.
 */
export function copyrightYears(currentYear: number): string {
  const first = site.copyrightYear;
  return currentYear > first ? `${first}–${currentYear}` : String(first);
}
