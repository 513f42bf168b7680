import embedScriptUrl from "virtual:embed-player-script";
import { appServicesOf } from "~/.server/app-context";
import { embedDocumentHtml, embedNotFoundHtml } from "~/.server/embed/embed-document";
import { getEmbedEpisode } from "~/.server/embed/embed-episode";
import { site } from "~/content/site";
import type { Route } from "./+types/episode-embed";

/**
 * /embed/episodes/<slug>: the player other sites put in an iframe (docs/decisions/0031-embed-player.md).
 * A resource route answering a whole HTML document, so none of the site's React code reaches it; the
 * only route other sites may frame (server/security-headers.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const episode = await getEmbedEpisode(db, params.slug);
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    // Embeds are asked for by every visitor of every page that carries one: shared caches may keep
    // them briefly (an edit shows within five minutes), and search engines leave them out.
    "Cache-Control": "public, max-age=300",
    "X-Robots-Tag": "noindex",
  };
  if (!episode) {
    return new Response(embedNotFoundHtml({ archiveUrl: `${env.publicUrl}/episodes`, podcastName: site.podcastName }), {
      status: 404,
      headers,
    });
  }
  const html = embedDocumentHtml({
    episode,
    episodeUrl: `${env.publicUrl}/episodes/${episode.slug}`,
    podcastName: site.podcastName,
    scriptUrl: embedScriptUrl,
    analytics: env.ANALYTICS === "on",
  });
  return new Response(html, { headers });
}
