import { CirclePlay } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { SectionHeading } from "~/components/section-heading";
import { Image } from "~/components/ui/image";
import { mediaGridIntro } from "~/content/about";
import { mediaCards, type MediaCard } from "~/content/media-cards";

export function MediaGrid() {
  return (
    <section aria-labelledby="media-grid-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="media-grid-title" eyebrow="Talks & Interviews" title={mediaGridIntro.title}>
        <p>{mediaGridIntro.description}</p>
      </SectionHeading>
      <ul aria-labelledby="media-grid-title" className="mt-12 grid gap-6 sm:grid-cols-2">
        {mediaCards.map((card) => (
          <li key={card.title}>
            <MediaCardItem card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MediaCardItem({ card }: { card: MediaCard }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm">
      <Image
        src={card.image}
        alt={card.imageAlt}
        width={960}
        height={540}
        placement="below-fold"
        className="aspect-video h-auto w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-sand-700 uppercase">{card.outlet}</p>
        <h3 className="mt-2 font-serif text-2xl font-bold text-ink-900">{card.title}</h3>
        <p className="mt-3 flex-1 text-ink-700">{card.description}</p>
        {card.videoUrl ? (
          <ExternalLink
            href={card.videoUrl}
            className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
          >
            <CirclePlay aria-hidden="true" className="size-5" />
            Watch the Video
            <span className="sr-only">: {card.title}</span>
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}
