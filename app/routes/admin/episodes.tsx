import { data } from "react-router";
import { episodeIntents, handleEpisodeAction, type EpisodeIntent } from "~/.server/admin/episode-actions";
import { loadEpisodeManager } from "~/.server/admin/episode-manager-data";
import { appServicesOf } from "~/.server/app-context";
import { ConfirmationPage } from "~/components/admin/confirmation-page";
import { EpisodeManager } from "~/components/admin/episode-manager";
import { managerHref } from "~/components/admin/episode-admin-list";
import { useActionErrorToast } from "~/components/admin/use-action-error-toast";
import type { Route } from "./+types/episodes";
import { readForm } from "~/.server/read-form";
import { getSessionUser } from "~/.server/auth/guards";
import { handleEpisodeExtrasAction } from "~/.server/admin/episode-extras-actions";
import { loadEpisodeExtrasEditor } from "~/.server/admin/episode-extras-data";
import { EpisodeExtrasEditor } from "~/components/admin/episode-extras/episode-extras-editor";
import { isEpisodeExtrasIntent } from "~/lib/episode-extras-admin";
import { siteTranscriptionQueue } from "~/.server/transcription/transcription-queue";

/** /admin/episodes: the Episode Manager. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, jobEngine } = appServicesOf(context);
  const url = new URL(request.url);
  const [manager, extras] = await Promise.all([
    loadEpisodeManager(db, url),
    loadEpisodeExtrasEditor(db, url, siteTranscriptionQueue(env, jobEngine)),
  ]);
  return { ...manager, extras };
}

const isEpisodeIntent = (intent: unknown): intent is EpisodeIntent => episodeIntents.includes(intent as EpisodeIntent);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isEpisodeExtrasIntent(intent)) {
    const { db, env, jobEngine } = appServicesOf(context);
    return handleEpisodeExtrasAction(db, intent, form, siteTranscriptionQueue(env, jobEngine));
  }
  if (!isEpisodeIntent(intent)) return data({ error: "Unknown action.", episodeForm: null }, { status: 400 });
  // The layout let only an admin through; who it was goes into the audit log of deletions.
  const services = appServicesOf(context);
  const { user } = await getSessionUser(request, services);
  const actor = user ? { userId: user.id, email: user.email, headers: request.headers } : undefined;
  return handleEpisodeAction(services.db, intent, form, actor);
}

export default function AdminEpisodes({ loaderData, actionData }: Route.ComponentProps) {
  useActionErrorToast(actionData);
  if (actionData && "confirmation" in actionData) {
    const cancelHref = managerHref({ query: loaderData.query, filter: loaderData.filter, page: loaderData.page });
    return <ConfirmationPage pending={actionData.confirmation} action="/admin/episodes" cancelHref={cancelHref} />;
  }
  return (
    <EpisodeManager
      data={loaderData}
      actionData={actionData}
      extras={loaderData.extras ? <EpisodeExtrasEditor data={loaderData.extras} /> : null}
    />
  );
}
