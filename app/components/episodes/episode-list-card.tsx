import { Link } from "react-router";
import { Image, type ImagePlacement } from "~/components/ui/image";
import type { EpisodeCardView } from "~/lib/episode-view";
import { EpisodeMetaLine } from "./episode-meta-line";

/** An archive card: art, title linking to the episode's page, guest, date and a short preview. */
export function EpisodeListCard({
  episode,
  headingLevel = 2,
  placement = "below-fold",
}: {
  episode: EpisodeCardView;
  headingLevel?: 2 | 3;
  placement?: ImagePlacement;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <Image
        src={episode.imageUrl}
        alt=""
        width={96}
        height={96}
        placement={placement}
        className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
      />
      <div className="min-w-0">
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
        {episode.preview ? <p className="mt-2 line-clamp-2 text-sm text-ink-800">{episode.preview}</p> : null}
      </div>
    </article>
  );
}
