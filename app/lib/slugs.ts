const MAX_SLUG_LENGTH = 80;

/**
 * A URL slug from a title: ASCII letters and digits joined by single hyphens ("Co-Parenting &
 * Money: Part 2" → "co-parenting-money-part-2"). Accents are folded; a title with nothing usable
 * gives `fallback`.
 */
export function slugify(title: string, fallback = "episode"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
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
