import { data } from "react-router";
import { adminListHref, readAdminListQuery } from "~/lib/admin/admin-list";
import { episodeAdminList } from "~/lib/episode-fields";
import type { Database } from "../db/client";
import { parseEpisodeForm, type EpisodeFieldErrors, type EpisodeFormValues } from "../episodes/episode-form";
import { getEpisodeById } from "../episodes/episode-queries";
import { createEpisode, deleteEpisode, deleteUnflaggedEpisodes, updateEpisode } from "../episodes/episode-writes";
import { logSecurityEvent, type Actor } from "../auth/security-events";
import { redirectWithToast } from "../toast";
import { pendingConfirmation } from "./pending-confirmation";
import { uuidSchema } from "~/lib/validation/schemas";

export const episodeIntents = ["episode-create", "episode-update", "episode-delete", "episode-delete-all"] as const;
export type EpisodeIntent = (typeof episodeIntents)[number];

export type EpisodeActionData = {
  episodeForm: { editingId: string | null; values: EpisodeFormValues; errors: EpisodeFieldErrors } | null;
  /** The toast the form shows: 'Error' with the server's message. */
  error: string;
};

/** Where the manager goes back to: its list page and search survive a save. */
export function managerUrl(form: FormData): string {
  return adminListHref(episodeAdminList, readAdminListQuery(episodeAdminList, form));
}

const failure = (message: string, status = 400) => data({ error: message, episodeForm: null }, { status });

/** The Episode Manager's form posts (create, update, delete, delete all), after the admin check. */
export async function handleEpisodeAction(
  db: Database,
  intent: EpisodeIntent,
  form: FormData,
  /** Who acts, for the audit log of deletions (security-events.ts). */
  actor?: Actor & { headers?: Headers },
) {
  const back = managerUrl(form);

  if (intent === "episode-delete-all") {
    const pending = pendingConfirmation(form, "deleteAllEpisodes");
    if (pending) return data({ confirmation: pending });
    const deleted = await deleteUnflaggedEpisodes(db);
    logSecurityEvent("info", "content.episodes-deleted-all", { ...actor, count: deleted }, "all episodes deleted");
    return redirectWithToast("/admin/episodes", {
      type: "success",
      title: "All episodes deleted (kept current and favorites)!",
      description: `${deleted} episode${deleted === 1 ? "" : "s"} removed.`,
    });
  }

  if (intent === "episode-delete") {
    const target = uuidSchema.safeParse(form.get("id"));
    if (!target.success) return failure("That episode could not be found.");
    const pending = pendingConfirmation(form, "deleteEpisode");
    if (pending) return data({ confirmation: pending });
    const deleted = await deleteEpisode(db, target.data);
    if (deleted) {
      logSecurityEvent("info", "content.episode-deleted", { ...actor, episodeId: target.data }, "episode deleted");
    }
    // Deleting what someone else already deleted leaves the same end state: not worth an error.
    return redirectWithToast(back, {
      type: "success",
      title: deleted ? "Episode deleted!" : "Episode already deleted",
    });
  }

  const editingId = intent === "episode-update" ? uuidSchema.safeParse(form.get("id")) : null;
  if (editingId && !editingId.success) return failure("That episode could not be found.");
  const existing = editingId?.success ? await getEpisodeById(db, editingId.data) : undefined;
  if (editingId && !existing) return failure("That episode no longer exists. It may have been deleted.", 404);

  const parsed = parseEpisodeForm(form, { hasFeedAudio: Boolean(existing?.audioUrl) });
  if (!parsed.ok) {
    const result: EpisodeActionData = {
      error: Object.values(parsed.errors)[0] ?? "Please check the form.",
      episodeForm: { editingId: existing?.id ?? null, values: parsed.values, errors: parsed.errors },
    };
    return data(result, { status: 400 });
  }

  if (existing) {
    const updated = await updateEpisode(db, existing.id, parsed.input);
    if (!updated) return failure("That episode no longer exists. It may have been deleted.", 404);
    return redirectWithToast(back, { type: "success", title: "Episode updated!" });
  }
  await createEpisode(db, parsed.input);
  return redirectWithToast(back, { type: "success", title: "Episode created!" });
}
