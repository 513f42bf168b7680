import { publicMediaUrl } from "../net/public-web-url";

/**
 * A person's photo and website as pages and the feed publish them: a path on this site or a public
 * https address. Rows a feed filled before import-time checks (Q10) may hold a private address.
 */
export function publishedAddresses(row: { photoUrl: string | null; websiteUrl: string | null }) {
  return { photoUrl: publicMediaUrl(row.photoUrl) ?? null, websiteUrl: publicMediaUrl(row.websiteUrl) ?? null };
}
