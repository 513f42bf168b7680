import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/sitemap";
import { escapeXml } from "~/.server/xml/escape-xml";
import { listBlogPostSummaries } from "~/.server/blog/blog-queries";
import { listEpisodeSitemapEntries } from "~/.server/episodes/episode-queries";
import { listGuestSitemapEntries } from "~/.server/people/guest-queries";
import { publicPages } from "~/content/public-pages";

function newest(rows: readonly { updatedAt: Date }[]): Date | undefined {
  return rows.reduce<Date | undefined>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    undefined,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const { publicUrl } = env;
  const [episodes, posts, guests] = await Promise.all([
    listEpisodeSitemapEntries(db),
    listBlogPostSummaries(db, { limit: 5000 }),
    listGuestSitemapEntries(db),
  ]);
  // Pages that list episodes or posts change when those do; the other pages' text lives in the
  // code, which has no date worth claiming, so they carry no lastmod.
  const lastChange: Partial<Record<string, Date>> = {
    "/latest-episode": newest(episodes),
    "/episodes": newest(episodes),
    "/blog": newest(posts),
    "/guests": newest(guests),
  };
  const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");
  const urls = [
    ...publicPages.map(
      (page) =>
        `  <url><loc>${escapeXml(`${publicUrl}${page.path}`)}</loc>${lastmod(lastChange[page.path])}<changefreq>${page.changeFrequency}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    ),
    ...episodes.map(
      (episode) =>
        `  <url><loc>${escapeXml(`${publicUrl}/episodes/${episode.slug}`)}</loc>${lastmod(episode.updatedAt)}<priority>0.6</priority></url>`,
    ),
    ...guests.map(
      (guest) =>
        `  <url><loc>${escapeXml(`${publicUrl}/guests/${guest.slug}`)}</loc>${lastmod(guest.updatedAt)}<priority>0.5</priority></url>`,
    ),
    // Every post has its page here, even one whose card links to the original article.
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(`${publicUrl}/blog/${post.id}`)}</loc>${lastmod(post.updatedAt)}<priority>0.5</priority></url>`,
    ),
  ].join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
