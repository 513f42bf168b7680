import { Headphones, Mic } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { homeHero } from "~/content/home";
import { site } from "~/content/site";

// Full "lg" buttons wrap on a 390px phone; they grow to that size from the sm breakpoint.
// A size smaller where the hero's text column is narrowest (1024-1279 px), so the two stay side by side.
const heroButtonSize = "sm:px-7 sm:py-3.5 sm:text-lg lg:px-5 lg:text-base xl:px-7 xl:text-lg";

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
      {/* Soft brand glow behind the cover; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 right-0 size-[36rem] rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-sand-200">
            <Mic aria-hidden="true" className="size-4 shrink-0" />
            {homeHero.eyebrow}
          </p>
          <h1 className="mt-6 font-serif text-4xl leading-tight font-bold text-balance text-ink-900 sm:text-5xl lg:text-6xl">
            {site.podcastName}
          </h1>
          <p className="mt-5 font-serif text-xl text-balance text-brand-800 italic sm:text-2xl">{site.tagline}</p>
          <div className="mt-6 space-y-4 text-lg text-ink-700">
            {homeHero.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/latest-episode" prefetch="intent" className={buttonClassName({ className: heroButtonSize })}>
              <Headphones aria-hidden="true" className="size-5" />
              Listen to the Latest Episode
            </Link>
            <Link
              to="/guest-opportunities"
              prefetch="intent"
              className={buttonClassName({ variant: "outline", className: heroButtonSize })}
            >
              Apply to Be a Guest
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none">
          <Image
            src={site.images.cover}
            alt={site.images.coverAlt}
            width={640}
            height={640}
            placement="hero"
            className="aspect-square h-auto w-full rounded-3xl shadow-2xl ring-1 ring-ink-900/5"
          />
        </div>
      </div>
    </section>
  );
}
