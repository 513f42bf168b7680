import slugifyText from "@sindresorhus/slugify";

const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title: ASCII letters and digits joined by single hyphens ("Co-Parenting &
 * Money: Part 2" → "co-parenting-money-part-2"). Letters are transliterated by
 * `@sindresorhus/slugify` ("Søren" → "soren", "Развод" → "razvod"); a title with nothing usable
 * gives `fallback`. Slugs are stored with each episode and never recomputed (an edit keeps the
 * slug), so changing this function changes only the slugs of episodes created afterwards.
 */
export function slugify(title: string, fallback = "episode"): string {
  const slug = slugifyText(title, {
    // "&" is dropped rather than spelled "and", apostrophes join rather than split ("O’Brien" →
    // "obrien", as "What’s" → "whats"), and "iPhone" stays one word: the slugs this site made before
    // the library did so too.
    customReplacements: [
      ["&", ""],
      ["'", ""],
      ["’", ""],
    ],
    decamelize: false,
  });
  if (!slug) return fallback;
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut at a word boundary so a slug never ends mid-word.
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`, … whichever `taken` does not hold yet; the result is added to it. */
export function claimUniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
