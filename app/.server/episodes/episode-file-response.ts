import type { Database } from "../db/client";
import type { Episode } from "../db/schema/episodes";
import { getEpisodeBySlug } from "./episode-queries";
import { slugSchema } from "~/lib/validation/schemas";
import { parseInput } from "~/lib/validation/parse-input";

/** The episode a file route names, or a plain 404 answer. */
export async function episodeForFile(db: Database, slug: string | undefined): Promise<Episode | Response> {
  const episode = parseInput(slugSchema, slug).ok ? await getEpisodeBySlug(db, slug!) : undefined;
  return episode ?? notFound();
}

export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Files for podcast apps: any origin may read them (they are public), cached for an hour. */
export function fileResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
