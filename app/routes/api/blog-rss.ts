import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/blog-rss";
import { listBlogPostSummaries } from "~/.server/blog/blog-queries";
import { escapeXml } from "~/.server/xml/escape-xml";
import { rssFeedResponse } from "~/.server/xml/rss-feed";
import { site } from "~/content/site";
import { blogPostLink } from "~/lib/blog";

/** /blog/rss.xml: the newest 50 posts as RSS 2.0, linked from the blog's head. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const { publicUrl } = env;
  const posts = await listBlogPostSummaries(db, { limit: 50 });
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
  return rssFeedResponse({
    title: `${site.podcastName} — Blog`,
    link: `${publicUrl}/blog`,
    description: site.description,
    selfUrl: `${publicUrl}/blog/rss.xml`,
    lastBuildDate: posts[0]?.updatedAt,
    items,
  });
}
