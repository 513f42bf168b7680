import type { ChapterPreview, EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { ExtrasFileForm, RemoveExtrasButton } from "./extras-file-form";
import { useExtrasPost } from "./use-extras-post";

function ChapterList({ chapters, label }: { chapters: ChapterPreview[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-2 space-y-1 text-sm text-ink-800">
      {chapters.map((chapter, index) => (
        <li key={index} className="flex gap-2">
          <span className="shrink-0 font-mono text-ink-700">{chapter.start}</span>
          <span>{chapter.title}</span>
        </li>
      ))}
    </ol>
  );
}

const count = (chapters: ChapterPreview[]) => `${chapters.length} chapter${chapters.length === 1 ? "" : "s"}`;

/**
 * The edited episode's chapters: the list it has, and a form to upload or paste Podcasting 2.0 JSON
 * chapters or lines of `MM:SS Title`, preview them, then save; remove asks first. Plain form posts.
 */
export function ChaptersEditor({ data }: { data: EpisodeExtrasEditorData }) {
  const post = useExtrasPost(data.episodeId);
  const preview = post.answer?.chaptersPreview;
  const text = preview?.text ?? post.answer?.chaptersText;
  const error = post.answer?.intent.startsWith("chapters") ? post.error : undefined;

  return (
    <section id="episode-chapters" aria-labelledby="episode-chapters-title" className="space-y-3">
      <h4 id="episode-chapters-title" className="text-lg font-semibold text-ink-900">
        Chapters
      </h4>
      {data.chapters.length > 0 ? (
        <div className="rounded-xl bg-sand-50 p-4">
          <p className="text-sm text-ink-800">{count(data.chapters)}</p>
          <ChapterList chapters={data.chapters} label="The episode's chapters" />
          <RemoveExtrasButton
            kind="chapters"
            episodeId={data.episodeId}
            post={post}
            confirm="removeChapters"
            className="mt-3"
          />
        </div>
      ) : (
        <p className="text-sm text-ink-700">This episode has no chapters yet.</p>
      )}

      <ExtrasFileForm
        kind="chapters"
        episodeId={data.episodeId}
        post={post}
        title={data.chapters.length > 0 ? "Replace the chapters" : "Add chapters"}
        file={{
          label: "Chapters file (JSON)",
          accept: ".json,.txt,application/json,application/json+chapters,text/plain",
        }}
        textLabel="Or paste the chapters"
        hint={
          <>
            One a line, {"\u201C"}MM:SS Title{"\u201D"} or {"\u201C"}H:MM:SS Title{"\u201D"} (for example 0:00 Welcome),
            or Podcasting 2.0 JSON.
          </>
        }
        rows={6}
        text={text}
        error={error}
        preview={
          preview ? (
            <>
              <p className="text-sm font-semibold text-ink-900">
                Preview: {preview.format} · {count(preview.chapters)}
                {preview.unlisted > 0 ? ` (and ${preview.unlisted} kept for podcast apps, not listed on the page)` : ""}
              </p>
              <ChapterList chapters={preview.chapters} label="Chapters of the preview" />
            </>
          ) : null
        }
      />
    </section>
  );
}
