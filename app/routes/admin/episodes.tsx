import { handleEpisodeAction } from "~/.server/admin/episode-actions";
import { loadEpisodeManager } from "~/.server/admin/episode-manager-data";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { AdminScreen } from "~/components/admin/admin-screen";
import { EpisodeManager } from "~/components/admin/episode-manager";
import { managerHref } from "~/components/admin/episode-admin-list";
import type { Route } from "./+types/episodes";
import { readForm } from "~/.server/read-form";
import { handleEpisodeExtrasAction } from "~/.server/admin/episode-extras-actions";
import { loadEpisodeExtrasEditor } from "~/.server/admin/episode-extras-data";
import { EpisodeExtrasEditor } from "~/components/admin/episode-extras/episode-extras-editor";
import { isEpisodeExtrasIntent } from "~/lib/episode-extras-admin";
import { siteTranscriptionQueue } from "~/.server/transcription/transcription-queue";
import { adminResponse } from "./admin-response.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { db, env, jobEngine } = appServicesOf(context);
  const intent = form.get("intent");
  if (isEpisodeExtrasIntent(intent)) {
    return adminResponse(await handleEpisodeExtrasAction(db, intent, form, siteTranscriptionQueue(env, jobEngine)));
  }
  // The layout let only an admin through; who it was goes into the audit log of deletions.
  const admin = adminViewerOf(context);
  return adminResponse(
    await handleEpisodeAction(db, form, { userId: admin.id, email: admin.email, headers: request.headers }),
  );
}

export default function AdminEpisodes({ loaderData, actionData }: Route.ComponentProps) {
  const cancelHref = managerHref({ query: loaderData.query, filter: loaderData.filter, page: loaderData.page });
  return (
    <AdminScreen actionData={actionData} action="/admin/episodes" cancelHref={cancelHref}>
      <EpisodeManager
        data={loaderData}
        actionData={actionData && "episodeForm" in actionData ? actionData : undefined}
        extras={loaderData.extras ? <EpisodeExtrasEditor data={loaderData.extras} /> : null}
      />
    </AdminScreen>
  );
}
