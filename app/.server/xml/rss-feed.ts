import { escapeXml } from "./escape-xml";

/**
 * An RSS 2.0 answer: the channel's head (title, link, description, language, its own address, the
 * last change) around `items`, already rendered as `<item>` elements by the feed.
 */
export function rssFeedResponse({
  title,
  link,
  description,
  selfUrl,
  lastBuildDate,
  items,
  namespaces = "",
  channelTags = [],
}: {
  title: string;
  link: string;
  description: string;
  selfUrl: string;
  lastBuildDate: Date | undefined;
  items: string[];
  /** Extra xmlns declarations, e.g. ` xmlns:itunes="…"`. */
  namespaces?: string;
  /** More channel elements, already rendered (e.g. `itunes:image`). */
  channelTags?: string[];
}): Response {
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${namespaces}>`,
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuildDate ? [`    <lastBuildDate>${lastBuildDate.toUTCString()}</lastBuildDate>`] : []),
    ...channelTags,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
