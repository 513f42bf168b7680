import { z } from "zod";
import { appServicesOf } from "~/.server/app-context";
import { AppError, appErrorResponse } from "~/.server/app-error";
import { getEmbedEpisode } from "~/.server/embed/embed-episode";
import { absoluteUrl } from "~/.server/people/person-structured-data";
import { site } from "~/content/site";
import { embedIframeHtml, embedPath, embedSize } from "~/lib/embed-code";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/oembed";

/** A size a consumer may ask for: whole pixels; a value that is not one is ignored, as oEmbed allows. */
const maxSize = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

const oembedQuery = z.object({
  url: z.string().min(1, "Give the episode page's address as url.").max(2048),
  format: z.string().optional(),
  maxwidth: maxSize,
  maxheight: maxSize,
});

/** Podcast art is square (Apple asks for 1400 px or more); the show's own cover is 1400 px too. */
const thumbnailSize = 1400;

/** The episode a pasted address names: one of this site's episode pages (a query or fragment is ignored), else undefined. */
function episodeSlugOf(address: string, publicUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(publicUrl).origin) return undefined;
  return /^\/episodes\/([^/]+)\/?$/.exec(url.pathname)?.[1];
}

/**
 * /oembed?url=<episode page>&format=json: what WordPress, Ghost and other oEmbed consumers ask when an
 * episode's address is pasted (https://oembed.com, found through the link in the episode page's
 * head): a "rich" answer whose `html` is the embeddable player's iframe (docs/decisions/0031-embed-player.md).
 * 404 for an address that is not one of our episodes, 501 for any format but JSON.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const query = parseInput(oembedQuery, new URL(request.url));
  if (!query.ok) return appErrorResponse(new AppError("oembed-bad-request", query.message, { status: 400 }));
  const { url, format, maxwidth, maxheight } = query.data;
  if (format !== undefined && format !== "json") {
    return appErrorResponse(new AppError("oembed-format", "Only format=json is available.", { status: 501 }));
  }
  const episode = await getEmbedEpisode(db, episodeSlugOf(url, env.publicUrl));
  if (!episode) {
    return appErrorResponse(
      new AppError("oembed-not-found", "No episode of this site at that address.", { status: 404 }),
    );
  }
  const { width, height } = embedSize({
    hasChapters: episode.player?.kind === "audio" && episode.chapters.length > 0,
    maxWidth: maxwidth,
    maxHeight: maxheight,
  });
  const src = `${env.publicUrl}${embedPath(episode.slug)}`;
  return Response.json(
    {
      version: "1.0",
      type: "rich",
      title: episode.title,
      author_name: site.host.name,
      author_url: `${env.publicUrl}/about`,
      provider_name: site.podcastName,
      provider_url: `${env.publicUrl}/`,
      cache_age: 3600,
      thumbnail_url: absoluteUrl(episode.imageUrl, env.publicUrl),
      thumbnail_width: thumbnailSize,
      thumbnail_height: thumbnailSize,
      html: embedIframeHtml({ src, title: episode.title, width, height }),
      width,
      height,
    },
    { headers: { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" } },
  );
}
