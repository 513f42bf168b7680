import { getEnv } from "~/.server/env";
import { publicPages } from "~/content/public-pages";

export function loader() {
  const { publicUrl } = getEnv();
  const urls = publicPages
    .map(
      (page) =>
        `  <url><loc>${publicUrl}${page.path}</loc><changefreq>${page.changeFrequency}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
