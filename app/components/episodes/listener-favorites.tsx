import { Headphones, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { coverFallback } from "~/lib/cover-fallback";
import { Image } from "~/components/ui/image";
import type { EpisodeView } from "~/.server/episodes/episode-view";
import { PLAYER_BAR_ID, toPlayableEpisode } from "~/lib/player/playable-episode";
import { closePlayer, playEpisode, preparePlayer } from "~/lib/player/player-controls";
import { usePlayerSlug } from "~/lib/player/player-state";
import { EpisodeMetaLine } from "./episode-meta-line";
import { EpisodePlayer } from "./episode-player";

/**
 * The spec's 'Listener Favorites': each card toggles its player ('Listen Now' / 'Hide Player') and
 * its full description ('Read More' / 'Read Less'), one card open at a time for each. An episode
 * with an audio file plays at once in the site-wide player (so one card is open at a time there
 * too); a Podbean-only episode opens its embed in the card. Without JavaScript the titles still
 * lead to each episode's own page, where the player is.
 */
export function ListenerFavorites({ favorites }: { favorites: EpisodeView[] }) {
  const [embedOpenId, setEmbedOpenId] = useState<string | null>(null);
  const inPlayer = usePlayerSlug();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  if (favorites.length === 0) return null;

  return (
    <section aria-labelledby="favorites-title" className="mt-16">
      <h2 id="favorites-title" className="font-serif text-3xl font-bold text-ink-900">
        Listener Favorites
      </h2>
      {/* Each card as tall as its own content: one opened description does not stretch the others. */}
      <ul className="mt-6 grid items-start gap-6 md:grid-cols-3">
        {favorites.map((episode) => {
          const playable = toPlayableEpisode(episode);
          const playing = playable ? inPlayer === episode.slug : embedOpenId === episode.id;
          const expanded = expandedId === episode.id;
          const descriptionId = `favorite-description-${episode.id}`;
          const playerId = `favorite-player-${episode.id}`;
          return (
            <li key={episode.id} className="flex flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              {/* Under the latest episode on every screen. */}
              <Image
                data-fallback={coverFallback}
                src={episode.imageUrl}
                alt=""
                width={320}
                height={320}
                placement="below-fold"
                className="aspect-square w-full rounded-xl object-cover"
              />
              <h3 className="mt-4 font-serif text-lg leading-snug font-bold text-ink-900">
                <Link to={`/episodes/${episode.slug}`} className="hover:text-brand-800 hover:underline">
                  {episode.title}
                </Link>
              </h3>
              {episode.guestName ? (
                <p className="mt-1 text-sm font-medium text-brand-800">{episode.guestName}</p>
              ) : null}
              <EpisodeMetaLine publishedDate={episode.publishedDate} durationSeconds={episode.durationSeconds} />
              <div id={descriptionId} className="mt-3 text-sm text-ink-800">
                {expanded ? (
                  <div className="prose-content" dangerouslySetInnerHTML={{ __html: episode.descriptionHtml }} />
                ) : (
                  <p>{episode.preview}</p>
                )}
              </div>
              {episode.previewTruncated ? (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={descriptionId}
                  onClick={() => setExpandedId(expanded ? null : episode.id)}
                  className="mt-2 self-start text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {expanded ? "Read Less" : "Read More"}
                </button>
              ) : null}
              <div className="mt-auto pt-4">
                <button
                  type="button"
                  aria-expanded={playing}
                  aria-controls={playable ? (playing ? PLAYER_BAR_ID : undefined) : playerId}
                  onPointerEnter={playable ? preparePlayer : undefined}
                  onFocus={playable ? preparePlayer : undefined}
                  onClick={() => {
                    if (!playable) return setEmbedOpenId(playing ? null : episode.id);
                    setEmbedOpenId(null);
                    if (playing) closePlayer();
                    else playEpisode(playable);
                  }}
                  className={buttonClassName({ variant: playing ? "outline" : "primary", size: "sm" })}
                >
                  {playing ? (
                    <X aria-hidden="true" className="size-4" />
                  ) : (
                    <Headphones aria-hidden="true" className="size-4" />
                  )}
                  {playing ? "Hide Player" : "Listen Now"}
                </button>
                {playable ? null : (
                  <div id={playerId} className={playing ? "mt-4" : "hidden"}>
                    {playing ? <EpisodePlayer episode={episode} /> : null}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
