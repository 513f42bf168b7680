import { Link } from "react-router";
import { PlayEpisodeButton } from "~/components/player/play-episode-button";
import { coverFallback } from "~/lib/cover-fallback";
import { Image, type ImagePlacement } from "~/components/ui/image";
import type { EpisodeCardView } from "~/.server/episodes/episode-view";
import { toPlayableEpisode } from "~/lib/player/playable-episode";
import { EpisodeMetaLine } from "./episode-meta-line";

/**
 * An archive card: art, title linking to the episode's page, guest, date, a short preview, and a
 * play button when the episode has an audio file (a Podbean-only episode plays on its own page).
 */
export function EpisodeListCard({
  episode,
  headingLevel = 2,
  placement = "below-fold",
  description,
}: {
  episode: EpisodeCardView;
  headingLevel?: 2 | 3;
  placement?: ImagePlacement;
  /** The whole show notes as text, in place of the two-line preview (a guest page with no bio). */
  description?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const playable = toPlayableEpisode(episode);
  return (
    <article className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <Image
        data-fallback={coverFallback}
        src={episode.imageUrl}
        alt=""
        width={96}
        height={96}
        placement={placement}
        className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <Heading className="font-serif text-lg leading-snug font-bold text-ink-900">
          <Link to={`/episodes/${episode.slug}`} className="hover:text-brand-800 hover:underline">
            {episode.title}
          </Link>
        </Heading>
        {episode.guestName ? <p className="mt-1 text-sm font-medium text-brand-800">{episode.guestName}</p> : null}
        <EpisodeMetaLine
          publishedDate={episode.publishedDate}
          durationSeconds={episode.durationSeconds}
          className="mt-1"
        />
        {description ? (
          <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{description}</p>
        ) : episode.preview ? (
          <p className="mt-2 line-clamp-2 text-sm text-ink-800">{episode.preview}</p>
        ) : null}
      </div>
      {playable ? <PlayEpisodeButton episode={playable} compact className="self-center" /> : null}
    </article>
  );
}
