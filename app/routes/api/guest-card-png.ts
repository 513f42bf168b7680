import { appServicesOf } from "~/.server/app-context";
import { notFound } from "~/.server/episodes/episode-file-response";
import { guestShareCard } from "~/.server/share-cards/share-card-content";
import { shareCardResponse } from "~/.server/share-cards/share-card-response";
import type { Route } from "./+types/guest-card-png";

/** /guests/<slug>/card.png: the guest's share card (docs/decisions/0032-share-cards.md). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = await guestShareCard(appServicesOf(context).db, params.slug);
  return content ? shareCardResponse(request, content) : notFound();
}
