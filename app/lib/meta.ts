import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type RootData = { publicUrl?: string } | undefined;

/** The canonical origin comes from the root loader, which reads PUBLIC_URL on the server. */
export function publicUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  return root?.publicUrl ?? "";
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags for one page. Every public route's
 * `meta` goes through here so no page forgets one of them.
 */
export function pageMeta({
  title,
  description,
  path,
  matches,
  image = site.images.social,
  type = "website",
}: {
  /** Page title without the site name; omit on the home page. */
  title?: string;
  description: string;
  /** The canonical path, e.g. "/about". */
  path: string;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  image?: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const publicUrl = publicUrlFrom(matches);
  const fullTitle = title ? `${title} | ${site.podcastName}` : `${site.podcastName} — ${site.host.name}`;
  const url = `${publicUrl}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${publicUrl}${image}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.podcastName },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
