import { listBlogPostSummaries } from "~/.server/blog/blog-queries";
import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { escapeXml } from "~/.server/xml/escape-xml";
import { site } from "~/content/site";
import { blogPostLink } from "~/lib/blog";

/** /blog/rss.xml: the newest 50 posts as RSS 2.0, linked from the blog's head. */
export async function loader() {
  const { publicUrl } = getEnv();
  const posts = await listBlogPostSummaries(await getDb(), { limit: 50 });
  const items = posts.map((post) => {
    const link = blogPostLink(post);
    const href = link.external ? link.href : `${publicUrl}${link.href}`;
    const categories = (post.categories ?? []).map((category) => `      <category>${escapeXml(category)}</category>`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(href)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(`${publicUrl}/blog/${post.id}`)}</guid>`,
      `      <pubDate>${post.publishedDate.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...categories,
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${site.podcastName} — Blog`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${posts[0].updatedAt.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
