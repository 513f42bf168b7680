import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { EpisodeExtrasActionData, EpisodeExtrasIntent } from "~/lib/episode-extras-admin";
import type { Database } from "../db/client";
import { people } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { withEditedFields, type EditableEpisodeField } from "../db/edited-fields";
import { getEpisodeById } from "../episodes/episode-queries";
import { logger } from "../logger";
import { adminPersonView, parsePersonForm, updatePerson } from "../people/person-writes";
import { redirectWithToast } from "../toast";
import { TranscriptFileError } from "../transcripts/transcript-types";
import { removeTranscript, replaceChapters, replaceTranscript } from "../transcripts/transcript-writes";
import { managerUrl } from "./episode-actions";
import { readChaptersPost, readTranscriptPost } from "./episode-extras-form";
import { pendingConfirmation } from "./pending-confirmation";
import { listEpisodesToTranscribe } from "../transcription/transcribe-episode";
import type { TranscriptionQueue } from "../transcription/transcription-queue";
import { uuidSchema } from "~/lib/validation/schemas";

/** Back to the episode's editor, keeping the list's search and page; `section` is the anchor. */
function editorUrl(form: FormData, episodeId: string, section: string): string {
  const url = new URL(managerUrl(form), "http://admin.invalid");
  url.searchParams.set("edit", episodeId);
  return `${url.pathname}${url.search}#${section}`;
}

function refused(status: number, error: string, extras: EpisodeExtrasActionData["extras"]) {
  return data<EpisodeExtrasActionData>({ error, extras }, { status });
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
) {
  const target = uuidSchema.safeParse(form.get("id"));
  const base = { intent, episodeId: target.success ? target.data : "" };
  if (!target.success) return refused(400, "That episode could not be found.", base);
  const episode = await getEpisodeById(db, target.data);
  if (!episode) return refused(404, "That episode no longer exists. It may have been deleted.", base);
  const episodeId = episode.id;

  try {
    switch (intent) {
      case "transcript-preview": {
        const { preview } = await readTranscriptPost(form);
        return data<EpisodeExtrasActionData>({ extras: { ...base, transcriptPreview: preview } });
      }
      case "transcript-save": {
        const { transcript } = await readTranscriptPost(form);
        await db.transaction(async (tx) => {
          await replaceTranscript(tx, episodeId, transcript, { origin: "admin" });
          await markEdited(tx, episodeId, "transcript");
        });
        const cues = transcript.cues.length;
        return redirectWithToast(editorUrl(form, episodeId, "episode-transcript"), {
          type: "success",
          title: "Transcript saved",
          description: `${cues.toLocaleString("en-US")} cue${cues === 1 ? "" : "s"}.`,
        });
      }
      case "transcript-remove": {
        const pending = pendingConfirmation(form, "removeTranscript");
        if (pending) return data({ confirmation: pending });
        await db.transaction(async (tx) => {
          await removeTranscript(tx, episodeId);
          await markEdited(tx, episodeId, "transcript");
        });
        return redirectWithToast(editorUrl(form, episodeId, "episode-transcript"), {
          type: "success",
          title: "Transcript removed",
        });
      }
      case "chapters-preview": {
        const { preview } = await readChaptersPost(form);
        return data<EpisodeExtrasActionData>({ extras: { ...base, chaptersPreview: preview } });
      }
      case "chapters-save": {
        const { chapters } = await readChaptersPost(form);
        await db.transaction(async (tx) => {
          await replaceChapters(tx, episodeId, chapters);
          await markEdited(tx, episodeId, "chapters");
        });
        return redirectWithToast(editorUrl(form, episodeId, "episode-chapters"), {
          type: "success",
          title: "Chapters saved",
          description: `${chapters.length} chapter${chapters.length === 1 ? "" : "s"}.`,
        });
      }
      case "chapters-remove": {
        const pending = pendingConfirmation(form, "removeChapters");
        if (pending) return data({ confirmation: pending });
        await db.transaction(async (tx) => {
          await replaceChapters(tx, episodeId, []);
          await markEdited(tx, episodeId, "chapters");
        });
        return redirectWithToast(editorUrl(form, episodeId, "episode-chapters"), {
          type: "success",
          title: "Chapters removed",
        });
      }
      case "transcript-transcribe":
      case "transcripts-transcribe-all": {
        if (!transcription) return refused(400, "Transcription is off: set TRANSCRIBE_BASE_URL.", base);
        if (intent === "transcript-transcribe" && !episode.audioUrl) {
          return refused(400, "This episode has no audio file to transcribe.", base);
        }
        if (intent === "transcripts-transcribe-all") {
          const pending = pendingConfirmation(form, "transcribeAll");
          if (pending) return data({ confirmation: pending });
        }
        const ids = intent === "transcript-transcribe" ? [episodeId] : await listEpisodesToTranscribe(db);
        const queued = await transcription.enqueue(ids, { force: intent === "transcript-transcribe" });
        return redirectWithToast(editorUrl(form, episodeId, "episode-transcript"), {
          type: "success",
          title: intent === "transcript-transcribe" ? "Transcription queued" : "Transcriptions queued",
          description:
            intent === "transcript-transcribe"
              ? "The transcript shows here once the service has finished."
              : `${queued} episode${queued === 1 ? "" : "s"} queued, a few at a time.`,
        });
      }
      case "person-update":
        return await savePerson(db, form, base, editorUrl(form, episodeId, "episode-people"));
    }
  } catch (error) {
    if (!(error instanceof TranscriptFileError)) throw error;
    logger.info({ episodeId, intent, reason: error.message }, "admin transcript or chapters refused");
    // What was pasted comes back, so nothing typed is lost (an uploaded file is chosen again).
    return refused(400, error.message, {
      ...base,
      transcriptText: intent.startsWith("transcript") ? posted(form, "transcriptText") : undefined,
      chaptersText: intent.startsWith("chapters") ? posted(form, "chaptersText") : undefined,
    });
  }
}

async function savePerson(db: Database, form: FormData, base: EpisodeExtrasActionData["extras"], back: string) {
  const personId = uuidSchema.safeParse(form.get("personId"));
  const [person] = personId.success ? await db.select().from(people).where(eq(people.id, personId.data)) : [];
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
  return redirectWithToast(back, { type: "success", title: "Person saved", description: saved.person.name });
}
