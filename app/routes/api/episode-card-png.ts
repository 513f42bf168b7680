import { appServicesOf } from "~/.server/app-context";
import { notFound } from "~/.server/episodes/episode-file-response";
import { episodeShareCard } from "~/.server/share-cards/share-card-content";
import { shareCardResponse } from "~/.server/share-cards/share-card-response";
import type { Route } from "./+types/episode-card-png";

/** /episodes/<slug>/card.png: the episode's share card (docs/decisions/0032-share-cards.md). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await episodeShareCard(appServicesOf(context).db, params.slug);
  return content ? shareCardResponse(request, content) : notFound();
}
