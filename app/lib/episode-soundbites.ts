/**
 * Clips (Podcasting 2.0 "soundbites"): ranges of an episode an admin marks, played on their own from
 * the episode page ("Listen to a clip") and listed in the feed as `podcast:soundbite`. Whole seconds.
 */

/** What the form and the table (CHECK constraints of migration 0026) allow. */
export const soundbiteLimits = { maxDurationSeconds: 300, titleLength: 120, perEpisode: 20 } as const;

/** A clip as the episode page lists it: where it starts and ends, in seconds, and its title. */
export type SoundbiteView = { start: number; end: number; title: string };

/** A clip in the admin's editor: times already formatted. */
export type AdminSoundbiteView = { id: string; start: string; end: string; title: string };

export type SoundbiteField = "start" | "duration" | "title";
export type SoundbiteFormValues = Record<SoundbiteField, string>;
export type SoundbiteFieldErrors = Partial<Record<SoundbiteField, string>>;

/** The page's address that plays just this range: `?t=754&end=812` (works without JavaScript). */
export function soundbiteHref(slug: string, { start, end }: Pick<SoundbiteView, "start" | "end">): string {
  return `/episodes/${slug}?t=${start}&end=${end}`;
}
