import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { listEpisodeSitemapEntries } from "~/.server/episodes/episode-queries";
import { publicPages } from "~/content/public-pages";

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function loader() {
  const { publicUrl } = getEnv();
  const episodes = await listEpisodeSitemapEntries(await getDb());
  const urls = [
    ...publicPages.map(
      (page) =>
        `  <url><loc>${escapeXml(`${publicUrl}${page.path}`)}</loc><changefreq>${page.changeFrequency}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    ),
    ...episodes.map(
      (episode) =>
        `  <url><loc>${escapeXml(`${publicUrl}/episodes/${episode.slug}`)}</loc><lastmod>${episode.updatedAt.toISOString()}</lastmod><priority>0.6</priority></url>`,
    ),
  ].join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
