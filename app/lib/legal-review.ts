import { z } from "zod";

/**
 * "Law reviewed on" and "jurisdictions discussed" (issue 32): when the owner last checked that what
 * an episode or post says about the law still holds, and for which states. The episode and blog post
 * forms refine their columns with these rules, and the admin overview lists what was reviewed longer
 * ago than `reviewAgeMonths`.
 */
export const reviewAgeMonths = 18;

export const jurisdictionsLimit = 200;

/** `YYYY-MM-DD` that names a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in UTC, plus a day: a browser east of UTC is already in tomorrow. */
function latestAllowedDate(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** The date input's text: empty (never reviewed) or a real day, not in the future. */
export const lawReviewedOnRule = z
  .string()
  .trim()
  .refine((value) => !value || isCalendarDate(value), "Enter the review date as YYYY-MM-DD.")
  .refine((value) => !value || value <= latestAllowedDate(), "The review date cannot be in the future.")
  .transform((value) => value || null);

/** Free text such as "California, Oregon"; empty is none. */
export const jurisdictionsRule = z
  .string()
  .trim()
  .max(jurisdictionsLimit, `The jurisdictions can be at most ${jurisdictionsLimit} characters.`)
  .transform((value) => value.replace(/\s+/g, " ") || null);

/** The day before which a review is out of date (`YYYY-MM-DD`): 18 months before `now`. */
export function reviewCutoff(now = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - reviewAgeMonths);
  return cutoff.toISOString().slice(0, 10);
}
