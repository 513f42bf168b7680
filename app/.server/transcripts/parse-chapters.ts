import { z } from "zod";
import { publicHttpsUrl } from "../net/public-web-url.ts";
import { jsonNestsDeeperThan } from "./nesting-depth.ts";
import {
  MAX_CHAPTERS,
  MAX_NESTING,
  MAX_CHAPTERS_CHARACTERS,
  parseClockTime,
  plainCueText,
  secondsToMs,
  transcriptFileError,
} from "./transcript-types.ts";

/** One chapter as stored (`episode_chapters`). */
export type ParsedChapter = {
  startMs: number;
  /** Absent for a location-only entry. */
  title: string | null;
  url: string | null;
  imageUrl: string | null;
  /** False for entries the namespace says to keep out of the table of contents. */
  toc: boolean;
};

const chapterSchema = z.looseObject({
  startTime: z.unknown(),
  title: z.unknown().optional(),
  url: z.unknown().optional(),
  img: z.unknown().optional(),
  toc: z.unknown().optional(),
});
const chaptersSchema = z.looseObject({ chapters: z.array(z.unknown()) });

/**
 * JSON chapters (`application/json+chapters`, Podcasting 2.0, versions 1.x). An entry with a bad
 * start time is dropped; one with no title (a location or image only) is kept out of the list;
 * addresses are kept only when they are public https ones (net/public-web-url.ts; chapters.json
 * passes them on to podcast apps).
 */
export function parseJsonChapters(text: string): ParsedChapter[] {
  if (text.length > MAX_CHAPTERS_CHARACTERS) throw transcriptFileError("The chapters file is too large (over 1 MB).");
  if (jsonNestsDeeperThan(text, MAX_NESTING)) {
    throw transcriptFileError(`The chapters file is nested too deeply to read (more than ${MAX_NESTING} levels).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw transcriptFileError("The chapters file is not valid JSON.", { cause: error });
  }
  const parsed = chaptersSchema.safeParse(data);
  if (!parsed.success) throw transcriptFileError("The chapters file has no chapters list.");
  const chapters: ParsedChapter[] = [];
  for (const raw of parsed.data.chapters) {
    const entry = chapterSchema.safeParse(raw);
    if (!entry.success) continue;
    const startMs = secondsToMs(entry.data.startTime);
    if (startMs === undefined) continue;
    const title = typeof entry.data.title === "string" ? plainCueText(entry.data.title, 500) || null : null;
    chapters.push({
      startMs,
      title,
      url: typeof entry.data.url === "string" ? (publicHttpsUrl(entry.data.url) ?? null) : null,
      imageUrl: typeof entry.data.img === "string" ? (publicHttpsUrl(entry.data.img) ?? null) : null,
      toc: entry.data.toc !== false && title !== null,
    });
  }
  return finishChapters(chapters);
}

/**
 * Chapters typed by an admin, one a line: `MM:SS Title` or `H:MM:SS Title` (a dash after the time
 * is allowed, as in show notes). A line that does not read refuses the whole text with its number.
 */
export function parseChapterLines(text: string): ParsedChapter[] {
  const chapters: ParsedChapter[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const match = /^\s*\[?((?:\d{1,3}:)?\d{1,3}:\d{2})\]?\s*[-–—:]?\s*(.*)$/.exec(line);
    const startMs = match ? parseClockTime(match[1]!) : undefined;
    const title = match ? plainCueText(match[2]!, 500) : "";
    if (startMs === undefined || !title) {
      throw transcriptFileError(`Line ${index + 1} is not "MM:SS Title": ${line.trim().slice(0, 60)}`);
    }
    chapters.push({ startMs, title, url: null, imageUrl: null, toc: true });
  });
  return finishChapters(chapters);
}

function finishChapters(chapters: ParsedChapter[]): ParsedChapter[] {
  if (chapters.length === 0) throw transcriptFileError("The chapters file has no readable chapters.");
  if (chapters.length > MAX_CHAPTERS) throw transcriptFileError(`There are over ${MAX_CHAPTERS} chapters.`);
  return chapters.sort((a, b) => a.startMs - b.startMs);
}
