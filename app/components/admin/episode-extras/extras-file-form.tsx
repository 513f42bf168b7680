import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { fieldClassName } from "~/components/ui/form-field";
import type { ConfirmationKey } from "~/lib/admin-confirmations";
import { AdminPostForm } from "../admin-post-form";
import { HiddenFields } from "./hidden-fields";
import { PreviewAndSaveButtons } from "./preview-and-save-buttons";
import { textKey, type useExtrasPost } from "./use-extras-post";

type ExtrasKind = "transcript" | "chapters";
type ExtrasPost = ReturnType<typeof useExtrasPost>;

/**
 * The transcript's and the chapters' one form: a file to upload or text to paste (shown again after
 * a preview or a refusal, with the server's reason beside it), the preview the action answered, and
 * Preview and Save. A multipart post to the Episode Manager, so it works without JavaScript.
 */
export function ExtrasFileForm({
  kind,
  episodeId,
  post,
  title,
  file,
  textLabel,
  hint,
  rows,
  text,
  error,
  preview,
}: {
  kind: ExtrasKind;
  episodeId: string;
  post: ExtrasPost;
  /** "Add a transcript", "Replace the chapters". */
  title: string;
  file: { label: string; accept: string };
  textLabel: string;
  hint: ReactNode;
  rows: number;
  /** The text to show again: a preview's, or what a refused post sent. */
  text: string | undefined;
  error: string | undefined;
  /** What the preview found, inside its region; null before a preview. */
  preview: ReactNode;
}) {
  const errorId = `${kind}-error`;
  const hintId = `${kind}-text-hint`;
  return (
    <Form
      method="post"
      action={post.action}
      encType="multipart/form-data"
      aria-labelledby={`episode-${kind}-form-title`}
      className="space-y-3"
    >
      <h5 id={`episode-${kind}-form-title`} className="text-sm font-semibold text-ink-900">
        {title}
      </h5>
      <HiddenFields fields={{ id: episodeId, ...post.listFields }} />
      <div>
        <label htmlFor={`${kind}-file`} className="block text-sm font-semibold text-ink-900">
          {file.label}
        </label>
        <input
          id={`${kind}-file`}
          name={`${kind}File`}
          type="file"
          accept={file.accept}
          className="mt-2 block text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${kind}-text`} className="block text-sm font-semibold text-ink-900">
          {textLabel}
        </label>
        <p id={hintId} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
        <textarea
          key={textKey(text)}
          id={`${kind}-text`}
          name={`${kind}Text`}
          rows={rows}
          spellCheck={false}
          defaultValue={text ?? ""}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={`mt-2 ${fieldClassName(Boolean(error))} font-mono text-sm`}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {preview ? (
        <div
          role="region"
          aria-label={`${kind === "transcript" ? "Transcript" : "Chapters"} preview`}
          className="rounded-xl border border-brand-200 bg-brand-50 p-4"
        >
          {preview}
          <p className="mt-2 text-sm text-ink-700">{`Nothing is saved until you choose Save ${kind}.`}</p>
        </div>
      ) : null}
      <PreviewAndSaveButtons kind={kind} post={post} />
    </Form>
  );
}

/** 'Remove transcript' / 'Remove chapters', after the spec's question ('Removing…' while it runs). */
export function RemoveExtrasButton({
  kind,
  episodeId,
  post,
  confirm,
  className,
}: {
  kind: ExtrasKind;
  episodeId: string;
  post: ExtrasPost;
  confirm: ConfirmationKey;
  className?: string;
}) {
  const intent = `${kind}-remove` as const;
  return (
    <AdminPostForm action={post.action} fields={{ intent, id: episodeId, ...post.listFields }} confirm={confirm}>
      <button
        type="submit"
        className={buttonClassName({ variant: "secondary", size: "sm", className })}
        disabled={post.busy}
      >
        {post.pendingIntent === intent ? "Removing…" : `Remove ${kind}`}
      </button>
    </AdminPostForm>
  );
}
