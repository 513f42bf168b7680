import type { PersonCardView } from "~/lib/episode-extras";

/**
 * A guest as schema.org `Person`, the same on the guest's own page and inside an episode's
 * `PodcastEpisode` (its `actor`), so search engines see one person under one URL.
 */
export function personStructuredData(
  person: Pick<PersonCardView, "slug" | "name" | "bio" | "photoUrl" | "websiteUrl"> & { links?: { url: string }[] },
  publicUrl: string,
  { withDescription = false }: { withDescription?: boolean } = {},
) {
  const sameAs = [person.websiteUrl, ...(person.links ?? []).map((link) => link.url)].filter((url): url is string =>
    Boolean(url),
  );
  return {
    "@type": "Person",
    name: person.name,
    url: `${publicUrl}/guests/${person.slug}`,
    ...(withDescription && person.bio ? { description: person.bio.slice(0, 500) } : {}),
    ...(person.photoUrl ? { image: absoluteUrl(person.photoUrl, publicUrl) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** Site-relative paths (uploaded or bundled images) made absolute for structured data. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}
