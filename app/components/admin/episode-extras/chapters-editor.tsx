import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { fieldClassName } from "~/components/ui/form-field";
import type { ChapterPreview, EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { AdminPostForm } from "../admin-post-form";
import { HiddenFields } from "./hidden-fields";
import { PreviewAndSaveButtons } from "./preview-and-save-buttons";
import { textKey, useExtrasPost } from "./use-extras-post";

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
          <AdminPostForm
            action={post.action}
            fields={{ intent: "chapters-remove", id: data.episodeId, ...post.listFields }}
            confirm="removeChapters"
          >
            <button
              type="submit"
              className={buttonClassName({ variant: "secondary", size: "sm", className: "mt-3" })}
              disabled={post.busy}
            >
              {post.pendingIntent === "chapters-remove" ? "Removing…" : "Remove chapters"}
            </button>
          </AdminPostForm>
        </div>
      ) : (
        <p className="text-sm text-ink-700">This episode has no chapters yet.</p>
      )}

      <Form
        method="post"
        action={post.action}
        encType="multipart/form-data"
        aria-labelledby="episode-chapters-form-title"
        className="space-y-3"
      >
        <h5 id="episode-chapters-form-title" className="text-sm font-semibold text-ink-900">
          {data.chapters.length > 0 ? "Replace the chapters" : "Add chapters"}
        </h5>
        <HiddenFields fields={{ id: data.episodeId, ...post.listFields }} />
        <div>
          <label htmlFor="chapters-file" className="block text-sm font-semibold text-ink-900">
            Chapters file (JSON)
          </label>
          <input
            id="chapters-file"
            name="chaptersFile"
            type="file"
            accept=".json,.txt,application/json,application/json+chapters,text/plain"
            className="mt-2 block text-sm"
          />
        </div>
        <div>
          <label htmlFor="chapters-text" className="block text-sm font-semibold text-ink-900">
            Or paste the chapters
          </label>
          <p id="chapters-text-hint" className="mt-1 text-sm text-ink-700">
            One a line, {"\u201C"}MM:SS Title{"\u201D"} or {"\u201C"}H:MM:SS Title{"\u201D"} (for example 0:00 Welcome),
            or Podcasting 2.0 JSON.
          </p>
          <textarea
            key={textKey(text)}
            id="chapters-text"
            name="chaptersText"
            rows={6}
            spellCheck={false}
            defaultValue={text ?? ""}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? "chapters-text-hint chapters-error" : "chapters-text-hint"}
            className={`mt-2 ${fieldClassName(Boolean(error))} font-mono text-sm`}
          />
          {error ? (
            <p id="chapters-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        {preview ? (
          <div
            role="region"
            aria-label="Chapters preview"
            className="rounded-xl border border-brand-200 bg-brand-50 p-4"
          >
            <p className="text-sm font-semibold text-ink-900">
              Preview: {preview.format} · {count(preview.chapters)}
              {preview.unlisted > 0 ? ` (and ${preview.unlisted} kept for podcast apps, not listed on the page)` : ""}
            </p>
            <ChapterList chapters={preview.chapters} label="Chapters of the preview" />
            <p className="mt-2 text-sm text-ink-700">Nothing is saved until you choose Save chapters.</p>
          </div>
        ) : null}
        <PreviewAndSaveButtons kind="chapters" post={post} />
      </Form>
    </section>
  );
}
