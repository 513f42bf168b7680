import { AppError } from "../app-error";
import { publicHttpsUrl } from "../net/public-web-url";
import { transcriptTypeOf } from "../transcripts/parse-transcript";
import { readXmlDocument, XmlDocumentError } from "../xml/read-xml-document";
import { readXmlInWorker } from "../xml/read-xml-in-worker";
import {
  asArray,
  attributeOf,
  child,
  httpUrl,
  parseDuration,
  parseFeedDate,
  parsePositiveInteger,
  plainText,
  textOf,
  type XmlNode,
} from "../xml/feed-values";
import { childNamed, childrenNamed, readFeedNames, type FeedNames } from "./feed-namespaces";
import { guessGuestName } from "./guess-guest-name";

/** A `podcast:transcript` (its `type`, already one the site reads) or `podcast:chapters` file. */
export type FeedFile = { url: string; type: string };

/** A `podcast:person`: role and group as the namespace's taxonomy names them (defaults host, cast). */
export type FeedPerson = { name: string; role: string; group: string; href?: string; img?: string };

export type FeedEpisode = {
  guid?: string;
  title: string;
  /** Unsanitized HTML as the feed gives it: sanitize before storing or rendering. */
  descriptionHtml: string;
  publishedAt?: Date;
  audioUrl?: string;
  /** The enclosure's `length`, when the feed gives a real one. */
  audioBytes?: number;
  imageUrl?: string;
  durationSeconds?: number;
  episodeNumber?: number;
  seasonNumber?: number;
  link?: string;
  guestName?: string;
  /** Every `podcast:transcript` of a type the site reads, in the feed's order. */
  transcripts?: FeedFile[];
  chapters?: FeedFile;
  people?: FeedPerson[];
};

export type FeedChannel = { title: string; link: string; imageUrl?: string };

export type ParsedPodcastFeed = {
  channel: FeedChannel;
  items: FeedEpisode[];
  skipped: { index: number; reason: string }[];
};

/** Why a feed was refused: the `code` of the `AppError` thrown, whose message is written for the site owner. */
export type PodcastFeedErrorCode = "not-rss" | "malformed" | "too-large" | "entities";

export const NOT_RSS_MESSAGE = "That address did not return a podcast RSS feed.";
const ENTITIES_MESSAGE = "That feed declares its own XML entities, so it was refused for safety.";
/** A 2,000-episode feed is ~5 MB; far beyond that is not a feed we should hold in memory. */
export const MAX_FEED_CHARACTERS = 20_000_000;
const MAX_GUID_LENGTH = 1000;

function refuse(code: PodcastFeedErrorCode, message: string, cause?: unknown): never {
  throw new AppError(code, message, { cause });
}

const ITEMS = "rss.channel.item";

export function parsePodcastFeed(xml: string): ParsedPodcastFeed {
  const text = checkedFeedText(xml);
  let document: XmlNode;
  try {
    document = readXmlDocument(text, { isArray: (jPath) => jPath === ITEMS });
  } catch (error) {
    refuseUnreadable(error);
  }
  return readFeed(document);
}

/**
 * parsePodcastFeed with the XML read in a worker thread (read-xml-in-worker.ts), so a large feed does
 * not hold the site's requests while it is parsed: the imports use this one.
 */
export async function parsePodcastFeedOffThread(xml: string): Promise<ParsedPodcastFeed> {
  const text = checkedFeedText(xml);
  let document: XmlNode;
  try {
    document = await readXmlInWorker(text, { arrayPaths: [ITEMS] });
  } catch (error) {
    refuseUnreadable(error);
  }
  return readFeed(document);
}

function checkedFeedText(xml: string): string {
  if (typeof xml !== "string") refuse("not-rss", NOT_RSS_MESSAGE);
  if (xml.length > MAX_FEED_CHARACTERS) {
    refuse("too-large", "That feed is too large to import (over 20 MB).");
  }
  const text = xml.replace(/^\uFEFF/, "").trimStart();
  // An HTML error page or a JSON body is by far the most common wrong answer; say so plainly.
  if (!text.startsWith("<") || /^<!doctype html/i.test(text) || /^<html[\s>]/i.test(text)) {
    refuse("not-rss", NOT_RSS_MESSAGE);
  }
  return text;
}

function refuseUnreadable(error: unknown): never {
  if (error instanceof XmlDocumentError && error.code === "entities") refuse("entities", ENTITIES_MESSAGE, error);
  const line = error instanceof XmlDocumentError && error.line ? ` (line ${error.line})` : "";
  refuse("malformed", `That feed is not well-formed XML${line}, so it could not be read.`, error);
}

function readFeed(document: XmlNode): ParsedPodcastFeed {
  const rss = child(document, "rss");
  const channel = child(rss, "channel");
  if (typeof channel !== "object" || channel === null || Array.isArray(channel)) {
    refuse("not-rss", NOT_RSS_MESSAGE);
  }
  const names = readFeedNames(rss, channel);

  const items: FeedEpisode[] = [];
  const skipped: { index: number; reason: string }[] = [];
  asArray(child(channel, "item")).forEach((item, index) => {
    const episode = readEpisode(item, names);
    if (typeof episode === "string") skipped.push({ index, reason: episode });
    else items.push(episode);
  });

  return { channel: readChannel(channel, names), items, skipped };
}

function readChannel(channel: XmlNode, names: FeedNames): FeedChannel {
  const imageUrl =
    httpUrl(attributeOf(childNamed(channel, names.of("itunes", "image")), "href")) ??
    httpUrl(textOf(child(asArray(child(channel, "image"))[0], "url")));
  return {
    title: plainText(textOf(child(channel, "title"))) ?? "",
    link: httpUrl(textOf(child(channel, "link"))) ?? "",
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** Returns the episode, or the reason it was skipped. */
function readEpisode(item: XmlNode, names: FeedNames): FeedEpisode | string {
  if (typeof item !== "object" || item === null) return "The item is empty.";
  const itunes = (local: string) => childNamed(item, names.of("itunes", local));
  const title = plainText(textOf(child(item, "title")) ?? textOf(itunes("title")));
  if (!title) return "The item has no title.";

  const guid = plainText(textOf(child(item, "guid")));
  const episode: FeedEpisode = {
    title,
    descriptionHtml:
      textOf(childNamed(item, names.of("content", "encoded"))) ??
      textOf(child(item, "description")) ??
      textOf(itunes("summary")) ??
      "",
  };
  if (guid && guid.length <= MAX_GUID_LENGTH) episode.guid = guid;

  const publishedAt = parseFeedDate(textOf(child(item, "pubDate")) ?? textOf(childNamed(item, names.of("dc", "date"))));
  if (publishedAt) episode.publishedAt = publishedAt;
  const audio = readAudio(item);
  if (audio?.url) episode.audioUrl = audio.url;
  if (audio?.bytes) episode.audioBytes = audio.bytes;
  const imageUrl = readImageUrl(item, names);
  if (imageUrl) episode.imageUrl = imageUrl;
  const durationSeconds = parseDuration(textOf(itunes("duration")));
  if (durationSeconds) episode.durationSeconds = durationSeconds;
  const episodeNumber = parsePositiveInteger(
    textOf(itunes("episode")) ?? textOf(childNamed(item, names.of("podcast", "episode"))),
  );
  if (episodeNumber) episode.episodeNumber = episodeNumber;
  const seasonNumber = parsePositiveInteger(
    textOf(itunes("season")) ?? textOf(childNamed(item, names.of("podcast", "season"))),
  );
  if (seasonNumber) episode.seasonNumber = seasonNumber;
  const link = httpUrl(textOf(child(item, "link")));
  if (link) episode.link = link;
  const guestName = guessGuestName(title);
  if (guestName) episode.guestName = guestName;

  const podcast = (local: string) => childrenNamed(item, names.of("podcast", local));
  const transcripts = podcast("transcript").flatMap((node) => {
    const url = httpUrl(attributeOf(node, "url"));
    const type = transcriptTypeOf(attributeOf(node, "type"));
    return url && type ? [{ url, type }] : [];
  });
  if (transcripts.length > 0) episode.transcripts = transcripts;
  const chaptersUrl = httpUrl(attributeOf(podcast("chapters")[0], "url"));
  if (chaptersUrl) episode.chapters = { url: chaptersUrl, type: "application/json+chapters" };
  const people = podcast("person")
    .flatMap((node) => readPerson(node))
    .slice(0, MAX_PEOPLE_PER_EPISODE);
  if (people.length > 0) episode.people = people;
  return episode;
}

const MAX_PEOPLE_PER_EPISODE = 50;

function readPerson(node: XmlNode): FeedPerson[] {
  const name = plainText(textOf(node))?.slice(0, 200);
  if (!name) return [];
  const label = (value: string | undefined, fallback: string) =>
    plainText(value)?.toLowerCase().slice(0, 100) ?? fallback;
  const person: FeedPerson = {
    name,
    role: label(attributeOf(node, "role"), "host"),
    group: label(attributeOf(node, "group"), "cast"),
  };
  // Published on guest pages and in the site's own feed: public https addresses only (Q10).
  const href = publicHttpsUrl(attributeOf(node, "href"));
  if (href) person.href = href;
  const img = publicHttpsUrl(attributeOf(node, "img"));
  if (img) person.img = img;
  return [person];
}

/** The enclosure is the episode's media; prefer an audio one when a feed lists several. */
function readAudio(item: XmlNode): { url: string; bytes?: number } | undefined {
  const enclosures = asArray(child(item, "enclosure"));
  const audio = enclosures.filter((enclosure) => /^audio\//i.test(attributeOf(enclosure, "type") ?? ""));
  for (const enclosure of [...audio, ...enclosures]) {
    const url = httpUrl(attributeOf(enclosure, "url"));
    if (!url) continue;
    // Many feeds write 0 or 1 for "unknown"; anything under 1 KB is no real episode's size.
    const length = Number(attributeOf(enclosure, "length"));
    return Number.isSafeInteger(length) && length >= 1024 ? { url, bytes: length } : { url };
  }
  return undefined;
}

/** Episode art: `itunes:image`, else an image `media:content` (Podbean puts episode art there). */
function readImageUrl(item: XmlNode, names: FeedNames): string | undefined {
  const itunes = httpUrl(attributeOf(childNamed(item, names.of("itunes", "image")), "href"));
  if (itunes) return itunes;
  const content = names.of("media", "content");
  const media = [
    ...childrenNamed(item, content),
    ...childrenNamed(childNamed(item, names.of("media", "group")), content),
  ];
  for (const content of media) {
    const medium = attributeOf(content, "medium")?.toLowerCase();
    const type = attributeOf(content, "type")?.toLowerCase();
    if (medium === "image" || type?.startsWith("image/")) {
      const url = httpUrl(attributeOf(content, "url"));
      if (url) return url;
    }
  }
  return undefined;
}
