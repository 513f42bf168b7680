import { useEffect, type ReactNode } from "react";
import { showToast } from "~/components/toast-region";
import type { EpisodeFieldErrors, EpisodeFormValues } from "~/.server/episodes/episode-form";
import type { EpisodeManagerData } from "~/lib/episode-fields";
import { adminFormState } from "./admin-form-shell";
import { EditedItemGone } from "./edited-item-gone";
import { EpisodeAdminList, managerHref } from "./episode-admin-list";
import { EpisodeForm } from "./episode-form";
import { EpisodeToolbar } from "./episode-toolbar";

type EpisodeFormActionData = {
  error?: string;
  episodeForm?: { editingId: string | null; values: EpisodeFormValues; errors: EpisodeFieldErrors } | null;
};

/** The spec's Episode Manager: toolbar, create/edit form and the 'All Episodes' list. */
export function EpisodeManager({
  data,
  actionData,
  extras,
}: {
  data: EpisodeManagerData;
  /** The edited episode's transcript, chapters and people editor, below the form (its own forms). */
  extras?: ReactNode;
  /** What the Episode Manager's action answered (a redirect leaves it undefined). */
  actionData: EpisodeFormActionData | undefined;
}) {
  useEffect(() => {
    if (data.failed) void showToast({ type: "error", title: "Error", description: "Failed to fetch episodes" });
  }, [data.failed]);

  // A failed save shows what was typed; otherwise the edited episode, or an empty create form.
  const failedSave = actionData?.episodeForm ?? null;
  const form = adminFormState({ failedSave, editing: data.editing, empty: data.emptyForm });
  const { editingId } = form;
  const hasFeedAudio = Boolean(editingId && data.editing?.id === editingId && data.editing.hasFeedAudio);

  return (
    <section id="episode-manager" aria-labelledby="episode-manager-title" className="mt-10">
      <h2 id="episode-manager-title" className="font-serif text-2xl font-bold text-ink-900">
        Episode Manager
      </h2>
      <EpisodeToolbar />
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          {data.editMissing && !failedSave ? (
            <EditedItemGone message="That episode no longer exists. It may have been deleted." />
          ) : null}
          <EpisodeForm
            key={form.key}
            editingId={editingId}
            hasFeedAudio={hasFeedAudio}
            values={form.values}
            errors={form.errors}
            listQuery={data.query}
            listPage={data.page}
            listFilter={data.filter}
            cancelHref={managerHref({ query: data.query, filter: data.filter, page: data.page })}
          />
          {editingId ? extras : null}
        </div>
        <EpisodeAdminList data={data} />
      </div>
    </section>
  );
}
