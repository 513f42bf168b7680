import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/episodes-rss";
import { previewText } from "~/.server/episodes/episode-preview";
import { listEpisodeFileFlags, listPeopleOfEpisodes } from "~/.server/episodes/episode-extras-queries";
import { listEpisodeFeedItems, type EpisodeFeedItem } from "~/.server/episodes/episode-queries";
import { listSoundbitesOfEpisodes } from "~/.server/episodes/episode-soundbites";
import { readFeedTags, type FeedTags } from "~/.server/feeds/feed-tag-settings";
import { htmlToPlainText } from "~/.server/html/sanitize-html";
import { safeMediaUrl } from "~/.server/net/safe-media-url";
import { escapeXml } from "~/.server/xml/escape-xml";
import { podcastGuid } from "~/.server/xml/podcast-guid";
import { rssFeedResponse } from "~/.server/xml/rss-feed";
import { podcastFeed } from "~/content/podcast-feed";
import { httpsAddressProblem, updateFrequencies } from "~/lib/feed-tags";
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
  // The size the show's feed gave on import (and the sample's known size); 0 means unknown in RSS.
  return `      <enclosure url="${escapeXml(url)}" length="${episode.audioBytes ?? 0}" type="${audioType(url)}"/>`;
}

/**
 * The channel's Podcasting 2.0 tags the owner sets in /admin/settings (feeds/feed-tag-settings.ts):
 * medium, lock (with the itunes:owner address, which the namespace uses to verify a move), funding,
 * `podcast:txt` records, the publishing schedule and the podroll.
 */
function ownerTags(tags: FeedTags): string[] {
  const schedule = tags.updateFrequency ? updateFrequencies[tags.updateFrequency] : null;
  return [
    `    <podcast:medium>${tags.medium}</podcast:medium>`,
    `    <podcast:locked owner="${escapeXml(site.email)}">${tags.locked ? "yes" : "no"}</podcast:locked>`,
    ...(tags.funding
      ? [`    <podcast:funding url="${escapeXml(tags.funding.url)}">${escapeXml(tags.funding.label)}</podcast:funding>`]
      : []),
    ...tags.txt.map(
      ({ purpose, value }) =>
        `    <podcast:txt${purpose ? ` purpose="${escapeXml(purpose)}"` : ""}>${escapeXml(value)}</podcast:txt>`,
    ),
    ...(schedule
      ? [
          schedule.rrule
            ? `    <podcast:updateFrequency rrule="${schedule.rrule}">${escapeXml(schedule.label)}</podcast:updateFrequency>`
            : `    <podcast:updateFrequency complete="true">${escapeXml(schedule.label)}</podcast:updateFrequency>`,
        ]
      : []),
    ...(tags.podroll.length
      ? [
          "    <podcast:podroll>",
          ...tags.podroll.map(
            ({ feedGuid, feedUrl }) =>
              `      <podcast:remoteItem feedGuid="${feedGuid}"${feedUrl ? ` feedUrl="${escapeXml(feedUrl)}"` : ""}/>`,
          ),
          "    </podcast:podroll>",
        ]
      : []),
  ];
}

/**
 * Where listeners comment on an episode: its root post on the fediverse (set in the Episode Manager)
 * with the show's account from the settings. Checked https when saved; checked again here, since an
 * address that no longer passes is left out rather than published.
 */
function socialInteractOf(postUrl: string, { socialAccount }: FeedTags): string {
  const account = [
    socialAccount.id ? ` accountId="${escapeXml(socialAccount.id)}"` : "",
    socialAccount.url ? ` accountUrl="${escapeXml(socialAccount.url)}"` : "",
  ].join("");
  return `      <podcast:socialInteract protocol="activitypub" uri="${escapeXml(postUrl)}"${account}/>`;
}

const NAMESPACES =
  ' xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"';

/**
 * /episodes/rss.xml: the newest 50 episodes as RSS 2.0 with the tags Apple Podcasts requires
 * (artwork, author, category, explicit, real enclosure sizes) and the Podcasting 2.0 ones apps read
 * (guid, transcripts, chapters, people, soundbites, season and episode numbers, and the owner's tags: medium,
 * lock, funding, txt, schedule, podroll), linked from the episode pages' head.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const { publicUrl } = env;
  const [episodes, tags] = await Promise.all([listEpisodeFeedItems(db, { limit: 50 }), readFeedTags(db)]);
  const ids = episodes.map((episode) => episode.id);
  const [files, peopleByEpisode, soundbitesByEpisode] = await Promise.all([
    listEpisodeFileFlags(db, ids),
    listPeopleOfEpisodes(db, ids),
    listSoundbitesOfEpisodes(db, ids),
  ]);
  const absolute = (url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
  const items = episodes.map((episode) => {
    const href = `${publicUrl}/episodes/${episode.slug}`;
    const description = previewText(htmlToPlainText(episode.description), DESCRIPTION_LENGTH).text;
    const enclosure = enclosureOf(episode, publicUrl);
    const image = safeMediaUrl(episode.imageUrl);
    const has = files.get(episode.id);
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
      ...(episode.episodeNumber ? [`      <itunes:episode>${episode.episodeNumber}</itunes:episode>`] : []),
      ...(episode.seasonNumber ? [`      <itunes:season>${episode.seasonNumber}</itunes:season>`] : []),
      // The same numbers in the Podcasting 2.0 tags, which apps that read the namespace prefer.
      ...(episode.seasonNumber ? [`      <podcast:season>${episode.seasonNumber}</podcast:season>`] : []),
      ...(episode.episodeNumber ? [`      <podcast:episode>${episode.episodeNumber}</podcast:episode>`] : []),
      ...(image ? [`      <itunes:image href="${escapeXml(absolute(image))}"/>`] : []),
      "      <itunes:explicit>false</itunes:explicit>",
      ...(has?.transcript
        ? [
            `      <podcast:transcript url="${escapeXml(`${href}/transcript.vtt`)}" type="text/vtt"/>`,
            `      <podcast:transcript url="${escapeXml(`${href}/transcript.json`)}" type="application/json"/>`,
          ]
        : []),
      ...(has?.chapters
        ? [`      <podcast:chapters url="${escapeXml(`${href}/chapters.json`)}" type="application/json+chapters"/>`]
        : []),
      ...(episode.socialPostUrl && !httpsAddressProblem(episode.socialPostUrl, "post")
        ? [socialInteractOf(episode.socialPostUrl, tags)]
        : []),
      ...(peopleByEpisode.get(episode.id) ?? []).map((person) => {
        const img = person.photoUrl ? ` img="${escapeXml(absolute(person.photoUrl))}"` : "";
        const page = person.role === "guest" ? `${publicUrl}/guests/${person.slug}` : person.websiteUrl;
        const link = page ? ` href="${escapeXml(page)}"` : "";
        return `      <podcast:person role="${escapeXml(person.role)}" group="${escapeXml(person.group)}"${img}${link}>${escapeXml(person.name)}</podcast:person>`;
      }),
      // The clips an admin marked (whole seconds, as the namespace's decimals allow).
      ...(soundbitesByEpisode.get(episode.id) ?? []).map(
        (clip) =>
          `      <podcast:soundbite startTime="${clip.startSeconds}" duration="${clip.durationSeconds}">${escapeXml(clip.title)}</podcast:soundbite>`,
      ),
      "    </item>",
    ].join("\n");
  });
  const lastChange = episodes.reduce<Date | undefined>(
    (latest, episode) => (!latest || episode.updatedAt > latest ? episode.updatedAt : latest),
    undefined,
  );
  const selfUrl = `${publicUrl}/episodes/rss.xml`;
  return rssFeedResponse({
    title: `${site.podcastName} — Episodes`,
    link: `${publicUrl}/episodes`,
    description: site.description,
    selfUrl,
    lastBuildDate: lastChange,
    items,
    namespaces: NAMESPACES,
    channelTags: [
      `    <itunes:image href="${escapeXml(absolute(podcastFeed.artwork))}"/>`,
      `    <image><url>${escapeXml(absolute(podcastFeed.artwork))}</url><title>${escapeXml(`${site.podcastName} — Episodes`)}</title><link>${escapeXml(`${publicUrl}/episodes`)}</link></image>`,
      `    <itunes:author>${escapeXml(site.host.name)}</itunes:author>`,
      `    <itunes:owner><itunes:name>${escapeXml(site.host.name)}</itunes:name><itunes:email>${escapeXml(site.email)}</itunes:email></itunes:owner>`,
      `    <itunes:category text="${escapeXml(podcastFeed.category)}"><itunes:category text="${escapeXml(podcastFeed.subcategory)}"/></itunes:category>`,
      `    <itunes:explicit>${podcastFeed.explicit}</itunes:explicit>`,
      "    <itunes:type>episodic</itunes:type>",
      `    <podcast:guid>${podcastGuid(selfUrl)}</podcast:guid>`,
      `    <podcast:person role="host" href="${escapeXml(`${publicUrl}/about`)}">${escapeXml(site.host.name)}</podcast:person>`,
      ...ownerTags(tags),
    ],
  });
}
