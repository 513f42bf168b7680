import { z } from "zod";
import { adminListHref, readAdminListQuery } from "~/lib/admin/admin-list";
import { episodeAdminList } from "~/lib/episode-fields";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";
import type { Database } from "../db/client";
import { parseEpisodeForm, type EpisodeFieldErrors, type EpisodeFormValues } from "../episodes/episode-form";
import { getEpisodeById } from "../episodes/episode-queries";
import { createEpisode, deleteEpisode, deleteUnflaggedEpisodes, updateEpisode } from "../episodes/episode-writes";
import { logSecurityEvent, type Actor } from "../auth/security-events";
import { done, needsConfirmation, reply, runIntent, type AdminResult, type IntentHandlers } from "./admin-result";

export type EpisodeActionData = {
  episodeForm: { editingId: string | null; values: EpisodeFormValues; errors: EpisodeFieldErrors } | null;
  /** The toast the form shows: 'Error' with the server's message. */
  error: string;
};

export type EpisodeActionResult = AdminResult<EpisodeActionData>;

/** Where the manager goes back to: its list page and search survive a save. */
export function managerUrl(form: FormData): string {
  return adminListHref(episodeAdminList, readAdminListQuery(episodeAdminList, form));
}

const NOT_FOUND = "That episode could not be found.";
const GONE = "That episode no longer exists. It may have been deleted.";

/** The Episode Manager's posts, each intent with its own fields. */
const episodePost = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("episode-create") }),
    z.object({ intent: z.literal("episode-update"), id: uuidSchema }),
    z.object({ intent: z.literal("episode-delete"), id: uuidSchema }),
    z.object({ intent: z.literal("episode-delete-all") }),
  ],
  "Unknown action.",
);
type EpisodePost = z.output<typeof episodePost>;

type EpisodeContext = {
  db: Database;
  form: FormData;
  /** Who acts, for the audit log of deletions (security-events.ts). */
  actor?: Actor & { headers?: Headers };
};

const refused = (error: string, status = 400) => reply<EpisodeActionData>({ error, episodeForm: null }, status);

const handlers: IntentHandlers<EpisodePost, EpisodeContext, EpisodeActionResult> = {
  "episode-create": async (_post, context) => saveEpisode(context, null),

  "episode-update": async ({ id }, context) => {
    const existing = await getEpisodeById(context.db, id);
    if (!existing) return refused(GONE, 404);
    return saveEpisode(context, existing);
  },

  "episode-delete": async ({ id }, { db, form, actor }) => {
    const confirm = needsConfirmation(form, "deleteEpisode");
    if (confirm) return confirm;
    const deleted = await deleteEpisode(db, id);
    if (deleted) logSecurityEvent("info", "content.episode-deleted", { ...actor, episodeId: id }, "episode deleted");
    // Deleting what someone else already deleted leaves the same end state: not worth an error.
    return done(managerUrl(form), { type: "success", title: deleted ? "Episode deleted!" : "Episode already deleted" });
  },

  "episode-delete-all": async (_post, { db, form, actor }) => {
    const confirm = needsConfirmation(form, "deleteAllEpisodes");
    if (confirm) return confirm;
    const deleted = await deleteUnflaggedEpisodes(db);
    logSecurityEvent("info", "content.episodes-deleted-all", { ...actor, count: deleted }, "all episodes deleted");
    return done("/admin/episodes", {
      type: "success",
      title: "All episodes deleted (kept current and favorites)!",
      description: `${deleted} episode${deleted === 1 ? "" : "s"} removed.`,
    });
  },
};

/** Create (`existing` null) or update: what was typed comes back beside its errors when it does not save. */
async function saveEpisode(
  { db, form }: EpisodeContext,
  existing: { id: string; audioUrl: string | null } | null,
): Promise<EpisodeActionResult> {
  const parsed = parseEpisodeForm(form, { hasFeedAudio: Boolean(existing?.audioUrl) });
  if (!parsed.ok) {
    return reply<EpisodeActionData>(
      {
        error: Object.values(parsed.errors)[0] ?? "Please check the form.",
        episodeForm: { editingId: existing?.id ?? null, values: parsed.values, errors: parsed.errors },
      },
      400,
    );
  }
  if (existing) {
    const updated = await updateEpisode(db, existing.id, parsed.input);
    if (!updated) return refused(GONE, 404);
    return done(managerUrl(form), { type: "success", title: "Episode updated!" });
  }
  await createEpisode(db, parsed.input);
  return done(managerUrl(form), { type: "success", title: "Episode created!" });
}

/** The Episode Manager's form posts (create, update, delete, delete all), after the admin layout's check. */
export async function handleEpisodeAction(
  db: Database,
  form: FormData,
  actor?: EpisodeContext["actor"],
): Promise<EpisodeActionResult> {
  const post = parseInput(episodePost, form);
  if (!post.ok) return refused(post.fieldErrors.id ? NOT_FOUND : post.message);
  return runIntent(handlers, post.data, { db, form, actor });
}
