/** What episode pages get about transcripts, chapters and people: plain JSON, text only. */

/** A cue; times in seconds (fractions kept to the millisecond). */
export type TranscriptCueView = { start: number; end: number; speaker: string | null; text: string };

export type TranscriptView = {
  /** False for a plain-text transcript without times: no timestamps are shown. */
  timed: boolean;
  /** Written by a transcription service rather than a person: the page says so. */
  machineMade: boolean;
  cues: TranscriptCueView[];
};

export type ChapterView = { start: number; title: string; url: string | null };

export type PersonCardView = {
  slug: string;
  name: string;
  bio: string;
  /** A safe http(s) address, or null: the card then shows initials. */
  photoUrl: string | null;
  websiteUrl: string | null;
  role: string;
};

/**
 * A search match heard in a transcript, as a result shows it (worked out on the server, so pages
 * only print strings): the sentence, "12:34", and the episode page at that moment (`?t=SECONDS`).
 */
export type MomentLink = { text: string; time: string; seconds: number; href: string };

/** "12:34" or "1:02:03": a moment in an episode, as players show it. */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** Titles a name may open with; the same list as the SQL `person_name_key()` (migration 0008). */
const leadingHonorifics = /^\s*(?:(?:dr|mr|mrs|ms|mx|prof|professor|rev|hon|judge)\.?\s+)+/i;

/** "Jane Smith" for "Dr. Jane Smith" or "Judge Jane Smith": how a name is sorted and abbreviated. */
export function nameWithoutHonorifics(name: string): string {
  return name.replace(leadingHonorifics, "").trim() || name.trim();
}

/** "JS" for "Dr. Jane Smith": shown when a person has no photo, or their photo fails. */
export function initialsOf(name: string): string {
  const words = nameWithoutHonorifics(name)
    .split(/[\s,]+/)
    .filter((word) => /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => word[0]!.toUpperCase()).join("") || "?";
}

/**
 * A shared moment: `?t=754`, `?t=12:34` or `#t=754` (media-fragment style, `t=754.5` too). Returns
 * seconds, or undefined for anything else (negative, absurd, not a time).
 */
export function parseMoment(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let seconds: number | undefined;
  if (/^\d{1,6}(?:\.\d{1,3})?$/.test(text)) seconds = Number(text);
  else {
    const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text);
    if (match && Number(match[3]) < 60) {
      seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
    }
  }
  return seconds !== undefined && seconds <= 24 * 3600 ? seconds : undefined;
}
