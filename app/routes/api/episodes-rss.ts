import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { previewText } from "~/.server/episodes/episode-preview";
import { listEpisodeFeedItems, type EpisodeFeedItem } from "~/.server/episodes/episode-queries";
import { htmlToPlainText } from "~/.server/html/sanitize-html";
import { safeMediaUrl } from "~/.server/net/safe-media-url";
import { escapeXml } from "~/.server/xml/escape-xml";
import { rssFeedResponse } from "~/.server/xml/rss-feed";
import { site } from "~/content/site";

/** Show notes in the feed are a plain-text summary; the full notes are on the episode's page. */
const DESCRIPTION_LENGTH = 500;

const AUDIO_TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  aac: "audio/aac",
  wav: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
};

/** The MIME type RSS wants on an enclosure, from the file's extension; podcasts are MP3 unless told. */
function audioType(url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(URL.parse(url)?.pathname ?? "")?.[1]?.toLowerCase();
  return (extension && AUDIO_TYPES[extension]) || "audio/mpeg";
}

/** "1:05:12" / "42:07": the form podcast apps read in itunes:duration. */
function itunesDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

function enclosureOf(episode: EpisodeFeedItem, publicUrl: string): string | undefined {
  const audio = safeMediaUrl(episode.audioUrl);
  if (!audio) return undefined;
  const url = audio.startsWith("/") ? `${publicUrl}${audio}` : audio;
  // The file's size is not stored; RSS readers accept 0 for "unknown".
  return `      <enclosure url="${escapeXml(url)}" length="0" type="${audioType(url)}"/>`;
}

/** /episodes/rss.xml: the newest 50 episodes as RSS 2.0, linked from the episode pages' head. */
export async function loader() {
  const { publicUrl } = getEnv();
  const episodes = await listEpisodeFeedItems(await getDb(), { limit: 50 });
  const items = episodes.map((episode) => {
    const href = `${publicUrl}/episodes/${episode.slug}`;
    const description = previewText(htmlToPlainText(episode.description), DESCRIPTION_LENGTH).text;
    const enclosure = enclosureOf(episode, publicUrl);
    return [
      "    <item>",
      `      <title>${escapeXml(episode.title)}</title>`,
      `      <link>${escapeXml(href)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(href)}</guid>`,
      `      <pubDate>${episode.publishedDate.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(description)}</description>`,
      ...(enclosure ? [enclosure] : []),
      ...(episode.durationSeconds
        ? [`      <itunes:duration>${itunesDuration(episode.durationSeconds)}</itunes:duration>`]
        : []),
      "    </item>",
    ].join("\n");
  });
  const lastChange = episodes.reduce<Date | undefined>(
    (latest, episode) => (!latest || episode.updatedAt > latest ? episode.updatedAt : latest),
    undefined,
  );
  return rssFeedResponse({
    title: `${site.podcastName} — Episodes`,
    link: `${publicUrl}/episodes`,
    description: site.description,
    selfUrl: `${publicUrl}/episodes/rss.xml`,
    lastBuildDate: lastChange,
    items,
    namespaces: ' xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
  });
}
