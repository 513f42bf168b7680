import { AdminFormShell, type AdminFormModes } from "./admin-form-shell";
import { LegalReviewFields } from "./legal-review-fields";
import { RichTextField } from "./rich-text-field";
import { TextAreaField, TextField } from "~/components/ui/form-field";
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

const episodeFormModes: AdminFormModes = {
  create: { title: "Add New Episode", intent: "episode-create", submit: "Create Episode" },
  edit: { title: "Edit Episode", intent: "episode-update", submit: "Update Episode" },
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
  return (
    <AdminFormShell
      id="episode-form"
      action="/admin/episodes"
      modes={episodeFormModes}
      editingId={editingId}
      hiddenFields={{ eq: listQuery, ep: String(listPage), ef: listFilter }}
      cancelHref={cancelHref}
    >
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
      <LegalReviewFields idPrefix="episode" values={values} errors={errors} />
      {/* Our feed's podcast:season, podcast:episode and podcast:socialInteract (issue 33). */}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="episode-seasonNumber"
          name="seasonNumber"
          label="Season"
          hint="A number, or empty."
          maxLength={5}
          defaultValue={values.seasonNumber}
          error={errors.seasonNumber}
        />
        <TextField
          id="episode-episodeNumber"
          name="episodeNumber"
          label="Episode number"
          hint="A number, or empty."
          maxLength={5}
          defaultValue={values.episodeNumber}
          error={errors.episodeNumber}
        />
      </div>
      <TextField
        id="episode-socialPostUrl"
        name="socialPostUrl"
        type="url"
        label="Comments post"
        hint="The episode's post on Mastodon or the fediverse where listeners reply, https:// only. Podcast apps show its replies as comments."
        spellCheck={false}
        defaultValue={values.socialPostUrl}
        error={errors.socialPostUrl}
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
    </AdminFormShell>
  );
}
