import { buttonClassName } from "~/components/ui/button";
import type { EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { AdminPostForm } from "../admin-post-form";
import { useExtrasPost } from "./use-extras-post";

function statusLine(transcription: NonNullable<EpisodeExtrasEditorData["transcription"]>): string | null {
  const { status, model } = transcription;
  if (!status) return null;
  switch (status.state) {
    case "queued":
      return `Transcription queued (${model}). Reload this page to see how it is going.`;
    case "running":
      return `Transcribing with ${model}… Reload this page to see the result.`;
    case "failed":
      return `The last transcription failed: ${status.message ?? "no reason given."}`;
    case "done":
      return status.message ? `The last transcription did nothing: ${status.message}` : null;
  }
}

/**
 * With a transcription service configured (TRANSCRIBE_BASE_URL): transcribe this episode's audio,
 * or queue every episode with audio and no transcript; the newest job's state for this episode.
 * The result is stored as machine-made and is replaced or removed like any transcript.
 */
export function TranscriptionControls({ data }: { data: EpisodeExtrasEditorData }) {
  const post = useExtrasPost(data.episodeId);
  const transcription = data.transcription;
  if (!transcription) return null;
  const status = statusLine(transcription);
  const inProgress = transcription.status?.state === "queued" || transcription.status?.state === "running";
  const canTranscribe = transcription.hasAudio && !data.transcript && !inProgress;
  if (!status && !canTranscribe && transcription.waiting === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-sand-200 p-4">
      {status ? (
        <p role="status" className="text-sm text-ink-800">
          {status}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {canTranscribe ? (
          <AdminPostForm
            action={post.action}
            fields={{ intent: "transcript-transcribe", id: data.episodeId, ...post.listFields }}
          >
            <button type="submit" className={buttonClassName({ variant: "outline", size: "sm" })} disabled={post.busy}>
              {post.pendingIntent === "transcript-transcribe" ? "Queueing…" : "Transcribe this episode"}
            </button>
          </AdminPostForm>
        ) : null}
        {transcription.waiting > 0 ? (
          <AdminPostForm
            action={post.action}
            fields={{ intent: "transcripts-transcribe-all", id: data.episodeId, ...post.listFields }}
            confirm="transcribeAll"
          >
            <button type="submit" className={buttonClassName({ variant: "ghost", size: "sm" })} disabled={post.busy}>
              {post.pendingIntent === "transcripts-transcribe-all"
                ? "Queueing…"
                : `Transcribe all episodes without a transcript (${transcription.waiting})`}
            </button>
          </AdminPostForm>
        ) : null}
      </div>
    </div>
  );
}
