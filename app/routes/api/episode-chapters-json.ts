import { appServicesOf } from "~/.server/app-context";
import { episodeForFile, fileResponse, notFound } from "~/.server/episodes/episode-file-response";
import { listEpisodeChapterRows } from "~/.server/episodes/episode-extras-queries";
import { publicHttpsUrl } from "~/.server/net/public-web-url";
import { site } from "~/content/site";
import type { Route } from "./+types/episode-chapters-json";

/** /episodes/<slug>/chapters.json: JSON chapters 1.2.0 for podcast apps (podcast:chapters). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = appServicesOf(context);
  const episode = await episodeForFile(db, params.slug);
  if (episode instanceof Response) return episode;
  const rows = await listEpisodeChapterRows(db, episode.id);
  if (rows.length === 0) return notFound();
  const chapters = rows.map((row) => {
    // Rows stored before the import kept public https addresses only (Q10) are judged again here.
    const url = publicHttpsUrl(row.url);
    const img = publicHttpsUrl(row.imageUrl);
    return {
      startTime: row.startMs / 1000,
      ...(row.title ? { title: row.title } : {}),
      ...(url ? { url } : {}),
      ...(img ? { img } : {}),
      ...(row.toc ? {} : { toc: false }),
    };
  });
  return fileResponse(
    JSON.stringify({ version: "1.2.0", title: episode.title, podcastName: site.podcastName, chapters }),
    "application/json+chapters; charset=utf-8",
  );
}
