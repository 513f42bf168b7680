import { decodeCharacterReferences } from "../../lib/character-references.ts";

/**
 * Readers for the loosely typed tree fast-xml-parser returns, shared by the podcast feed, blog feeds,
 * article pages and transcripts. Feeds in the wild repeat elements, wrap text in CDATA, put
 * attributes on text elements (`<guid isPermaLink="false">`) and leave things empty, so every reader
 * accepts any shape and answers `undefined` when unsure.
 */

export type XmlNode = unknown;

export function asArray(value: XmlNode): XmlNode[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isRecord(value: XmlNode): value is Record<string, XmlNode> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function child(node: XmlNode, name: string): XmlNode {
  return isRecord(node) ? node[name] : undefined;
}

/** The text of the first element of that name that has any, trimmed; CDATA is already merged in. */
export function textOf(value: XmlNode): string | undefined {
  for (const item of asArray(value)) {
    const raw = isRecord(item) ? item["#text"] : item;
    if (typeof raw === "string" || typeof raw === "number") {
      const text = String(raw).trim();
      if (text) return text;
    }
  }
  return undefined;
}

export function attributeOf(value: XmlNode, name: string): string | undefined {
  for (const item of asArray(value)) {
    const raw = isRecord(item) ? item[`@_${name}`] : undefined;
    if (typeof raw === "string" && raw.trim()) return raw.trim();
  }
  return undefined;
}

/**
 * Titles and names are plain text, but CDATA sections and double-escaped feeds (`&amp;#8217;`) leave
 * character references in them; decode once more and tidy the whitespace.
 */
export function plainText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = decodeCharacterReferences(value).replace(/\s+/g, " ").trim();
  return text || undefined;
}

const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL, normalized; anything else (javascript:, data:, relative) is dropped. */
export function httpUrl(value: string | undefined): string | undefined {
  if (!value || value.length > MAX_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** `itunes:duration` as seconds: plain seconds, MM:SS or HH:MM:SS (fractions of a second dropped). */
export function parseDuration(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const match = /^(?:(\d{1,3}):)?(\d{1,4}):(\d{1,2})(?:\.\d+)?$/.exec(text);
  if (match) {
    const hours = Number(match[1] ?? 0);
    const minutes = Number(match[2]);
    const seconds = Number(match[3]);
    // "75:30" (minutes past the hour) is common in MM:SS; in HH:MM:SS minutes must be below 60.
    if (seconds >= 60 || (match[1] !== undefined && minutes >= 60)) return undefined;
    const total = hours * 3600 + minutes * 60 + seconds;
    return total > 0 ? total : undefined;
  }
  if (/^\d{1,6}(?:\.\d+)?$/.test(text)) {
    const total = Math.floor(Number(text));
    return total > 0 ? total : undefined;
  }
  return undefined;
}

export function parsePositiveInteger(value: string | undefined): number | undefined {
  if (!value || !/^\s*\d{1,6}\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** RFC 822 dates (`Thu, 02 Jun 2022 09:31:00 -0500`, US zone names too) and ISO 8601 (`dc:date`). */
export function parseFeedDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2200 ? date : undefined;
}
