import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { RichTextField } from "./rich-text-field";
import { useResetAfterCreate } from "./use-reset-after-create";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { buttonClassName } from "~/components/ui/button";
import type { EpisodeFieldErrors, EpisodeFormValues } from "~/.server/episodes/episode-form";
import { episodeLimits } from "~/lib/episode-fields";

export type EpisodeFormProps = {
  /** Edit mode when set: the form updates this episode by id. */
  editingId: string | null;
  /** An imported episode with a feed audio file may leave the embed code empty. */
  hasFeedAudio: boolean;
  values: EpisodeFormValues;
  errors: EpisodeFieldErrors;
  /** The list's search and page, kept across the save. */
  listQuery: string;
  listPage: number;
  listFilter: string;
  cancelHref: string;
};

/**
 * The spec's episode form: title, guest name, description and embed code (6 rows) required, the
 * 'latest' and 'favorite' checkboxes, create mode until an episode's Edit is chosen. Posts to the
 * dashboard's action, so it works without JavaScript; what was typed survives a failed save.
 */
export function EpisodeForm({
  editingId,
  hasFeedAudio,
  values,
  errors,
  listQuery,
  listPage,
  listFilter,
  cancelHref,
}: EpisodeFormProps) {
  const navigation = useNavigation();
  const intent = editingId ? "episode-update" : "episode-create";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const busy = navigation.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  useResetAfterCreate(formRef, "episode-create");

  return (
    <Form
      ref={formRef}
      method="post"
      action="/admin/episodes"
      id="episode-form"
      aria-labelledby="episode-form-title"
      className="space-y-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h3 id="episode-form-title" className="font-serif text-xl font-bold text-ink-900">
        {editingId ? "Edit Episode" : "Add New Episode"}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      <input type="hidden" name="eq" value={listQuery} />
      <input type="hidden" name="ep" value={String(listPage)} />
      <input type="hidden" name="ef" value={listFilter} />

      <TextField
        id="episode-title"
        name="title"
        label="Title"
        required
        maxLength={episodeLimits.title}
        defaultValue={values.title}
        error={errors.title}
      />
      <TextField
        id="episode-guestName"
        name="guestName"
        label="Guest Name"
        required
        maxLength={episodeLimits.guestName}
        defaultValue={values.guestName}
        error={errors.guestName}
      />
      <RichTextField
        id="episode-description"
        name="description"
        label="Description"
        required
        rows={4}
        maxLength={episodeLimits.description}
        defaultValue={values.description}
        error={errors.description}
      />
      <TextAreaField
        id="episode-embedCode"
        name="embedCode"
        label="Podbean Embed Code"
        required={!hasFeedAudio}
        rows={6}
        spellCheck={false}
        defaultValue={values.embedCode}
        error={errors.embedCode}
        controlClassName="font-mono text-sm"
        hint={
          hasFeedAudio
            ? "Optional: this episode plays the audio file from the feed. Paste Podbean's embed code to use its player instead."
            : "Paste the code from the episode's Share → Embed dialog on Podbean."
        }
      />
      <div className="flex flex-wrap gap-6">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
          <input type="checkbox" name="isLatest" defaultChecked={values.isLatest} className="size-4 accent-brand-700" />
          Latest Episode
        </label>
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
          <input
            type="checkbox"
            name="isFavorite"
            defaultChecked={values.isFavorite}
            className="size-4 accent-brand-700"
          />
          Listener Favorite
        </label>
      </div>
      <div className="flex gap-3">
        <button type="submit" className={buttonClassName()} disabled={busy}>
          {saving ? "Saving…" : editingId ? "Update Episode" : "Create Episode"}
        </button>
        {editingId ? (
          <Link to={cancelHref} className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
