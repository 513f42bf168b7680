import type { CuePreview, EpisodeExtrasEditorData, TranscriptSummary } from "~/lib/episode-extras-admin";
import { ExtrasFileForm, RemoveExtrasButton } from "./extras-file-form";
import { TranscriptionControls } from "./transcription-controls";
import { useExtrasPost } from "./use-extras-post";

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
            <RemoveExtrasButton kind="transcript" episodeId={data.episodeId} post={post} confirm="removeTranscript" />
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">This episode has no transcript yet.</p>
      )}
      <TranscriptionControls data={data} />

      <ExtrasFileForm
        kind="transcript"
        episodeId={data.episodeId}
        post={post}
        title={current ? "Replace the transcript" : "Add a transcript"}
        file={{
          label: "Transcript file (WebVTT or SRT)",
          accept: ".vtt,.srt,.json,text/vtt,application/x-subrip,application/json",
        }}
        textLabel="Or paste the transcript"
        hint="WebVTT (starts with WEBVTT) or SRT. A file chosen above is used instead."
        rows={8}
        text={text}
        error={error}
        preview={
          preview ? (
            <>
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
            </>
          ) : null
        }
      />
    </section>
  );
}
