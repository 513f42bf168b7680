import { CirclePlay } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonClassName } from "~/components/ui/button";
import { Image } from "~/components/ui/image";

/**
 * A dark banner that points to a recorded appearance elsewhere (Home: the host's TV panel; Guest
 * Opportunities: her guest episode on a large talk podcast).
 */
export function FeaturedVideoBanner({
  eyebrow,
  title,
  description,
  linkLabel,
  href,
  image,
}: {
  eyebrow: string;
  title: string;
  description: string;
  linkLabel: string;
  href: string;
  image?: { src: string; alt: string; width: number; height: number };
}) {
  return (
    <section aria-labelledby="featured-video-title" className="bg-brand-900 text-white">
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:gap-16 ${image ? "lg:grid-cols-2" : ""}`}
      >
        {image ? (
          // Both pages show the banner after a full-height first section.
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            placement="below-fold"
            className="aspect-video h-auto w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10"
          />
        ) : null}
        <div className={image ? undefined : "mx-auto max-w-3xl text-center"}>
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{eyebrow}</p>
          <h2 id="featured-video-title" className="mt-2 font-serif text-3xl font-bold text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{description}</p>
          <ExternalLink href={href} className={buttonClassName({ variant: "secondary", className: "mt-8" })}>
            <CirclePlay aria-hidden="true" className="size-5" />
            {linkLabel}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
