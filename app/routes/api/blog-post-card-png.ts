import { appServicesOf } from "~/.server/app-context";
import { notFound } from "~/.server/episodes/episode-file-response";
import { blogPostShareCard } from "~/.server/share-cards/share-card-content";
import { shareCardResponse } from "~/.server/share-cards/share-card-response";
import type { Route } from "./+types/blog-post-card-png";

/** /blog/<id>/card.png: the post's share card (docs/decisions/0032-share-cards.md). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await blogPostShareCard(appServicesOf(context).db, params.id);
  return content ? shareCardResponse(request, content) : notFound();
}
