import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  episodeExtrasIntents,
  type EpisodeExtrasActionData,
  type EpisodeExtrasIntent,
} from "~/lib/episode-extras-admin";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";
import type { Database } from "../db/client";
import { people } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { withEditedFields, type EditableEpisodeField } from "../db/edited-fields";
import { getEpisodeById } from "../episodes/episode-queries";
import { logger } from "../logger";
import { adminPersonView, parsePersonForm, updatePerson } from "../people/person-writes";
import { isTranscriptFileError } from "../transcripts/transcript-types";
import { removeTranscript, replaceChapters, replaceTranscript } from "../transcripts/transcript-writes";
import { managerUrl } from "./episode-actions";
import { readChaptersPost, readTranscriptPost } from "./episode-extras-form";
import { readSoundbiteForm } from "./soundbite-form";
import { addEpisodeSoundbite, countEpisodeSoundbites, removeEpisodeSoundbite } from "../episodes/episode-soundbites";
import { formatTimestamp } from "~/lib/episode-extras";
import { soundbiteLimits } from "~/lib/episode-soundbites";
import { listEpisodesToTranscribe } from "../transcription/transcribe-episode";
import type { TranscriptionQueue } from "../transcription/transcription-queue";
import { done, needsConfirmation, reply, runIntent, type AdminResult, type IntentHandlers } from "./admin-result";

export type EpisodeExtrasResult = AdminResult<EpisodeExtrasActionData>;

/** Back to the episode's editor, keeping the list's search and page; `section` is the anchor. */
function editorUrl(form: FormData, episodeId: string, section: string): string {
  const url = new URL(managerUrl(form), "http://admin.invalid");
  url.searchParams.set("edit", episodeId);
  return `${url.pathname}${url.search}#${section}`;
}

function refused(status: number, error: string, extras: EpisodeExtrasActionData["extras"]) {
  return reply<EpisodeExtrasActionData>({ error, extras }, status);
}

/** A posted text field; line ends as the page shows them (multipart posts carry CRLF). */
const posted = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : undefined;
};

/** Marks what the admin took over, so a re-import leaves it (docs/decisions/0012-episode-extras.md). */
async function markEdited(tx: Database, episodeId: string, field: EditableEpisodeField) {
  await tx
    .update(episodes)
    .set({ editedFields: withEditedFields([field]), editedAt: new Date() })
    .where(eq(episodes.id, episodeId));
}

/**
 * The editor's posts: every intent names the episode open in the editor (`id`), so they share one
 * shape; what else each one reads (a pasted or uploaded file, a person's fields) its handler reads
 * from the form.
 */
const extrasPost = z.object({ intent: z.enum(episodeExtrasIntents), id: uuidSchema });
type ExtrasPost = z.output<typeof extrasPost>;

type ExtrasContext = {
  db: Database;
  form: FormData;
  episode: { id: string; audioUrl: string | null; durationSeconds: number | null };
  base: EpisodeExtrasActionData["extras"];
  /** The transcription jobs, when TRANSCRIBE_BASE_URL is set. */
  transcription: TranscriptionQueue | null;
};

const TRANSCRIPTION_OFF = "Transcription is off: set TRANSCRIBE_BASE_URL.";

const handlers: IntentHandlers<ExtrasPost, ExtrasContext, EpisodeExtrasResult> = {
  "transcript-preview": async (_post, { form, base }) => {
    const { preview } = await readTranscriptPost(form);
    return reply<EpisodeExtrasActionData>({ extras: { ...base, transcriptPreview: preview } });
  },

  "transcript-save": async (_post, { db, form, episode }) => {
    const { transcript } = await readTranscriptPost(form);
    await db.transaction(async (tx) => {
      await replaceTranscript(tx, episode.id, transcript, { origin: "admin" });
      await markEdited(tx, episode.id, "transcript");
    });
    const cues = transcript.cues.length;
    return done(editorUrl(form, episode.id, "episode-transcript"), {
      type: "success",
      title: "Transcript saved",
      description: `${cues.toLocaleString("en-US")} cue${cues === 1 ? "" : "s"}.`,
    });
  },

  "transcript-remove": async (_post, { db, form, episode }) => {
    const confirm = needsConfirmation(form, "removeTranscript");
    if (confirm) return confirm;
    await db.transaction(async (tx) => {
      await removeTranscript(tx, episode.id);
      await markEdited(tx, episode.id, "transcript");
    });
    return done(editorUrl(form, episode.id, "episode-transcript"), { type: "success", title: "Transcript removed" });
  },

  "chapters-preview": async (_post, { form, base }) => {
    const { preview } = await readChaptersPost(form);
    return reply<EpisodeExtrasActionData>({ extras: { ...base, chaptersPreview: preview } });
  },

  "chapters-save": async (_post, { db, form, episode }) => {
    const { chapters } = await readChaptersPost(form);
    await db.transaction(async (tx) => {
      await replaceChapters(tx, episode.id, chapters);
      await markEdited(tx, episode.id, "chapters");
    });
    return done(editorUrl(form, episode.id, "episode-chapters"), {
      type: "success",
      title: "Chapters saved",
      description: `${chapters.length} chapter${chapters.length === 1 ? "" : "s"}.`,
    });
  },

  "chapters-remove": async (_post, { db, form, episode }) => {
    const confirm = needsConfirmation(form, "removeChapters");
    if (confirm) return confirm;
    await db.transaction(async (tx) => {
      await replaceChapters(tx, episode.id, []);
      await markEdited(tx, episode.id, "chapters");
    });
    return done(editorUrl(form, episode.id, "episode-chapters"), { type: "success", title: "Chapters removed" });
  },

  "transcript-transcribe": async (_post, { form, episode, base, transcription }) => {
    if (!transcription) return refused(400, TRANSCRIPTION_OFF, base);
    if (!episode.audioUrl) return refused(400, "This episode has no audio file to transcribe.", base);
    await transcription.enqueue([episode.id], { force: true });
    return done(editorUrl(form, episode.id, "episode-transcript"), {
      type: "success",
      title: "Transcription queued",
      description: "The transcript shows here once the service has finished.",
    });
  },

  "transcripts-transcribe-all": async (_post, { db, form, episode, base, transcription }) => {
    if (!transcription) return refused(400, TRANSCRIPTION_OFF, base);
    const confirm = needsConfirmation(form, "transcribeAll");
    if (confirm) return confirm;
    const queued = await transcription.enqueue(await listEpisodesToTranscribe(db), { force: false });
    return done(editorUrl(form, episode.id, "episode-transcript"), {
      type: "success",
      title: "Transcriptions queued",
      description: `${queued} episode${queued === 1 ? "" : "s"} queued, a few at a time.`,
    });
  },

  "soundbite-add": async (_post, { db, form, episode, base }) => {
    const read = readSoundbiteForm(form, episode.durationSeconds);
    if (!read.ok) {
      return refused(400, Object.values(read.errors)[0] ?? "Please check the clip.", {
        ...base,
        soundbite: { values: read.values, errors: read.errors },
      });
    }
    if ((await countEpisodeSoundbites(db, episode.id)) >= soundbiteLimits.perEpisode) {
      const error = `An episode has at most ${soundbiteLimits.perEpisode} clips: remove one first.`;
      return refused(400, error, {
        ...base,
        soundbite: { values: readSoundbiteValues(form), errors: { title: error } },
      });
    }
    const { startSeconds, durationSeconds, title } = read.input;
    await addEpisodeSoundbite(db, { episodeId: episode.id, startSeconds, durationSeconds, title });
    return done(editorUrl(form, episode.id, "episode-soundbites"), {
      type: "success",
      title: "Clip added",
      description: `${title} (${formatTimestamp(startSeconds)} to ${formatTimestamp(startSeconds + durationSeconds)}).`,
    });
  },

  "soundbite-remove": async (_post, { db, form, episode, base }) => {
    const id = parseInput(uuidSchema, form.get("soundbiteId"));
    const removed = id.ok && (await removeEpisodeSoundbite(db, episode.id, id.data));
    if (!removed) return refused(404, "That clip could not be found. It may have been removed already.", base);
    return done(editorUrl(form, episode.id, "episode-soundbites"), { type: "success", title: "Clip removed" });
  },

  "person-update": async (_post, { db, form, episode, base }) =>
    savePerson(db, form, base, editorUrl(form, episode.id, "episode-people")),
};

/**
 * The Episode Manager's transcript, chapters and people posts, after the admin layout's check.
 * A preview reads the file and answers what it found; a save reads it again and replaces what the
 * episode had in one transaction; a file that does not read changes nothing and says why.
 */
export async function handleEpisodeExtrasAction(
  db: Database,
  intent: EpisodeExtrasIntent,
  form: FormData,
  /** The transcription jobs, when TRANSCRIBE_BASE_URL is set. */
  transcription: TranscriptionQueue | null = null,
): Promise<EpisodeExtrasResult> {
  const post = parseInput(extrasPost, { intent, id: form.get("id") });
  const base = { intent, episodeId: post.ok ? post.data.id : "" };
  if (!post.ok) return refused(400, "That episode could not be found.", base);
  const episode = await getEpisodeById(db, post.data.id);
  if (!episode) return refused(404, "That episode no longer exists. It may have been deleted.", base);

  try {
    return await runIntent(handlers, post.data, { db, form, episode, base, transcription });
  } catch (error) {
    if (!isTranscriptFileError(error)) throw error;
    logger.info({ episodeId: episode.id, intent, reason: error.message }, "admin transcript or chapters refused");
    // What was pasted comes back, so nothing typed is lost (an uploaded file is chosen again).
    return refused(error.status, error.userMessage, {
      ...base,
      transcriptText: intent.startsWith("transcript") ? posted(form, "transcriptText") : undefined,
      chaptersText: intent.startsWith("chapters") ? posted(form, "chaptersText") : undefined,
    });
  }
}

/** The clip form's fields as typed, shown again beside a refusal. */
function readSoundbiteValues(form: FormData) {
  return {
    start: posted(form, "start") ?? "",
    duration: posted(form, "duration") ?? "",
    title: posted(form, "title") ?? "",
  };
}

async function savePerson(
  db: Database,
  form: FormData,
  base: EpisodeExtrasActionData["extras"],
  back: string,
): Promise<EpisodeExtrasResult> {
  const personId = parseInput(uuidSchema, form.get("personId"));
  const [person] = personId.ok ? await db.select().from(people).where(eq(people.id, personId.data)) : [];
  if (!person) return refused(404, "That person could not be found.", base);
  const role = posted(form, "role") ?? "guest";
  const parsed = parsePersonForm(form);
  if (!parsed.ok) {
    return refused(400, Object.values(parsed.errors)[0] ?? "Please check the form.", {
      ...base,
      person: { id: person.id, values: { ...adminPersonView(person, role), ...parsed.values }, errors: parsed.errors },
    });
  }
  const saved = await updatePerson(db, person.id, parsed.input);
  if (!saved.ok) {
    const message =
      saved.reason === "name-taken"
        ? `Another person is already named ${saved.otherName}.`
        : saved.reason === "no-name"
          ? "Please enter the person's name, not only a title."
          : "That person could not be found.";
    return refused(saved.reason === "missing" ? 404 : 400, message, {
      ...base,
      person: {
        id: person.id,
        values: {
          ...adminPersonView(person, role),
          ...parsed.input,
          photoUrl: parsed.input.photoUrl ?? "",
          websiteUrl: parsed.input.websiteUrl ?? "",
          links: posted(form, "links") ?? "",
        },
        errors: { name: message },
      },
    });
  }
  return done(back, { type: "success", title: "Person saved", description: saved.person.name });
}
