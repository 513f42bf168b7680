/**
 * What the Episode Manager's transcript, chapters and people editor shows and posts (admin only:
 * app/components/admin/episode-extras/). Text only; times already formatted.
 */

import type { AdminSoundbiteView, SoundbiteFieldErrors, SoundbiteFormValues } from "./episode-soundbites";

/** The posts the editor makes to /admin/episodes (the admin layout has checked the role). */
export const episodeExtrasIntents = [
  "transcript-preview",
  "transcript-save",
  "transcript-remove",
  "chapters-preview",
  "chapters-save",
  "chapters-remove",
  "person-update",
  "transcript-transcribe",
  "transcripts-transcribe-all",
  "soundbite-add",
  "soundbite-remove",
] as const;
export type EpisodeExtrasIntent = (typeof episodeExtrasIntents)[number];

export function isEpisodeExtrasIntent(value: unknown): value is EpisodeExtrasIntent {
  return episodeExtrasIntents.includes(value as EpisodeExtrasIntent);
}

/** A transcript upload larger than this is refused; a three-hour VTT file is about 400 KB. */
export const MAX_TRANSCRIPT_UPLOAD_BYTES = 1_500_000;
export const MAX_CHAPTERS_UPLOAD_BYTES = 200_000;
/** How many cues a preview shows. */
export const PREVIEW_CUES = 5;

export type CuePreview = { start: string; speaker: string | null; text: string };
export type ChapterPreview = { start: string; title: string };

export type TranscriptSummary = {
  cueCount: number;
  /** Who wrote it: the feed, an admin, or a transcription service (machine-made). */
  origin: "feed" | "admin" | "machine" | null;
  speakers: string[];
  /** The last cue's end, "1:02:03". */
  length: string;
  firstCues: CuePreview[];
};

export type TranscriptPreview = TranscriptSummary & {
  format: string;
  /** Cues of the file that could not be read and are left out. */
  skipped: string[];
  /** The text read (from the upload or the paste), posted again by "Save transcript". */
  text: string;
};

export type ChaptersPreview = {
  format: string;
  chapters: ChapterPreview[];
  /** Entries kept for podcast apps but not listed on the page (untitled, or `toc: false`). */
  unlisted: number;
  text: string;
};

export type AdminPersonView = {
  id: string;
  slug: string;
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  websiteUrl: string;
  /** One link a line: "Label https://…" (or only the address). */
  links: string;
};

export const personLimits = { name: 200, bio: 5000, url: 2000, links: 20 } as const;
export type PersonField = "name" | "bio" | "photoUrl" | "websiteUrl" | "links";
export type PersonFieldErrors = Partial<Record<PersonField, string>>;

export type EpisodeExtrasEditorData = {
  episodeId: string;
  episodeSlug: string;
  episodeTitle: string;
  transcript: TranscriptSummary | null;
  chapters: ChapterPreview[];
  /** The clips ("soundbites"), in time order. */
  soundbites: AdminSoundbiteView[];
  people: AdminPersonView[];
  /** Null when no transcription service is configured (TRANSCRIBE_BASE_URL). */
  transcription: {
    model: string;
    hasAudio: boolean;
    /** This episode's newest transcription job. */
    status: { state: "queued" | "running" | "failed" | "done"; message: string | null } | null;
    /** Episodes "Transcribe all" would queue. */
    waiting: number;
  } | null;
};

/** What the action answers to a preview or a refused post (a save redirects instead). */
export type EpisodeExtrasActionData = {
  /** The 'Error' toast's text, when the post was refused. */
  error?: string;
  extras: {
    intent: EpisodeExtrasIntent;
    episodeId: string;
    transcriptPreview?: TranscriptPreview;
    chaptersPreview?: ChaptersPreview;
    /** What was posted, so a refused post loses nothing. */
    transcriptText?: string;
    chaptersText?: string;
    person?: { id: string; values: AdminPersonView; errors: PersonFieldErrors };
    /** A clip the form refused, as typed, with why. */
    soundbite?: { values: SoundbiteFormValues; errors: SoundbiteFieldErrors };
  };
};
