import { outlets } from "~/content/outlets";

export function FeaturedOutlets() {
  return (
    <section aria-labelledby="featured-on-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="featured-on-title"
          className="text-center text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase"
        >
          As Featured On
        </h2>
        {/* Phones: the names flow as lines of text (18 boxes took nine rows); wider screens: a grid of tiles. */}
        <ul
          aria-labelledby="featured-on-title"
          className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 sm:mt-8 sm:grid sm:grid-cols-3 sm:gap-3 lg:grid-cols-6"
        >
          {outlets.map((outlet) => (
            <li
              key={outlet}
              className="text-center font-serif text-sm leading-snug font-semibold text-ink-700 sm:flex sm:min-h-16 sm:items-center sm:justify-center sm:rounded-2xl sm:border sm:border-sand-200 sm:bg-sand-50 sm:px-3 sm:py-3 sm:text-base"
            >
              {outlet}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
