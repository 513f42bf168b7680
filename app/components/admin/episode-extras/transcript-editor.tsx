import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { fieldClassName } from "~/components/ui/form-field";
import type { CuePreview, EpisodeExtrasEditorData, TranscriptSummary } from "~/lib/episode-extras-admin";
import { AdminPostForm } from "../admin-post-form";
import { HiddenFields } from "./hidden-fields";
import { PreviewAndSaveButtons } from "./preview-and-save-buttons";
import { TranscriptionControls } from "./transcription-controls";
import { textKey, useExtrasPost } from "./use-extras-post";

const originLabels: Record<NonNullable<TranscriptSummary["origin"]>, string> = {
  feed: "from the feed",
  admin: "added by an admin",
  machine: "machine-made (transcription service), editable: replace or remove it",
};

/** "142 cues · 58:12 · speakers: Claire, Jane" */
function summaryLine(summary: Pick<TranscriptSummary, "cueCount" | "length" | "speakers">): string {
  const cues = `${summary.cueCount.toLocaleString("en-US")} cue${summary.cueCount === 1 ? "" : "s"}`;
  const speakers = summary.speakers.length > 0 ? ` · speakers: ${summary.speakers.join(", ")}` : "";
  return `${cues} · ${summary.length}${speakers}`;
}

function CueList({ cues, label }: { cues: CuePreview[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-2 space-y-1 text-sm text-ink-800">
      {cues.map((cue, index) => (
        <li key={index} className="flex gap-2">
          <span className="shrink-0 font-mono text-ink-700">{cue.start}</span>
          <span>
            {cue.speaker ? <strong className="font-semibold">{cue.speaker}: </strong> : null}
            {cue.text}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The edited episode's transcript: what it has (counts and the first cues), and a form to upload or
 * paste a WebVTT or SRT file, preview it, then save it; remove asks first. Plain form posts, so it
 * works without JavaScript; an uploaded file comes back as pasted text after a preview.
 */
export function TranscriptEditor({ data }: { data: EpisodeExtrasEditorData }) {
  const post = useExtrasPost(data.episodeId);
  const preview = post.answer?.transcriptPreview;
  const text = preview?.text ?? post.answer?.transcriptText;
  const error = post.answer?.intent.startsWith("transcript") ? post.error : undefined;
  const current = data.transcript;

  return (
    <section id="episode-transcript" aria-labelledby="episode-transcript-title" className="space-y-3">
      <h4 id="episode-transcript-title" className="text-lg font-semibold text-ink-900">
        Transcript
      </h4>
      {current ? (
        <div className="rounded-xl bg-sand-50 p-4">
          <p className="text-sm text-ink-800">
            {summaryLine(current)}
            {current.origin ? ` · ${originLabels[current.origin]}` : ""}
          </p>
          <CueList cues={current.firstCues} label="The transcript's first cues" />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <a href={`/episodes/${data.episodeSlug}`} className="text-sm font-semibold text-brand-800 underline">
              See it on the episode page
            </a>
            <AdminPostForm
              action={post.action}
              fields={{ intent: "transcript-remove", id: data.episodeId, ...post.listFields }}
              confirm="removeTranscript"
            >
              <button
                type="submit"
                className={buttonClassName({ variant: "secondary", size: "sm" })}
                disabled={post.busy}
              >
                {post.pendingIntent === "transcript-remove" ? "Removing…" : "Remove transcript"}
              </button>
            </AdminPostForm>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">This episode has no transcript yet.</p>
      )}
      <TranscriptionControls data={data} />

      <Form
        method="post"
        action={post.action}
        encType="multipart/form-data"
        aria-labelledby="episode-transcript-form-title"
        className="space-y-3"
      >
        <h5 id="episode-transcript-form-title" className="text-sm font-semibold text-ink-900">
          {current ? "Replace the transcript" : "Add a transcript"}
        </h5>
        <HiddenFields fields={{ id: data.episodeId, ...post.listFields }} />
        <div>
          <label htmlFor="transcript-file" className="block text-sm font-semibold text-ink-900">
            Transcript file (WebVTT or SRT)
          </label>
          <input
            id="transcript-file"
            name="transcriptFile"
            type="file"
            accept=".vtt,.srt,.json,text/vtt,application/x-subrip,application/json"
            className="mt-2 block text-sm"
          />
        </div>
        <div>
          <label htmlFor="transcript-text" className="block text-sm font-semibold text-ink-900">
            Or paste the transcript
          </label>
          <p id="transcript-text-hint" className="mt-1 text-sm text-ink-700">
            WebVTT (starts with WEBVTT) or SRT. A file chosen above is used instead.
          </p>
          <textarea
            key={textKey(text)}
            id="transcript-text"
            name="transcriptText"
            rows={8}
            spellCheck={false}
            defaultValue={text ?? ""}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? "transcript-text-hint transcript-error" : "transcript-text-hint"}
            className={`mt-2 ${fieldClassName(Boolean(error))} font-mono text-sm`}
          />
          {error ? (
            <p id="transcript-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        {preview ? (
          <div
            role="region"
            aria-label="Transcript preview"
            className="rounded-xl border border-brand-200 bg-brand-50 p-4"
          >
            <p className="text-sm font-semibold text-ink-900">
              Preview: {preview.format} · {summaryLine(preview)}
            </p>
            {preview.skipped.length > 0 ? (
              <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
                {preview.skipped.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
            <CueList cues={preview.firstCues} label="First cues of the preview" />
            <p className="mt-2 text-sm text-ink-700">Nothing is saved until you choose Save transcript.</p>
          </div>
        ) : null}
        <PreviewAndSaveButtons kind="transcript" post={post} />
      </Form>
    </section>
  );
}
