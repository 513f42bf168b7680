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
        {/* Phones: two ruled columns of names in small type, under 300 px tall (as centred running text they
            read as a wall, as boxes they took nine tall rows); wider screens: a grid of tiles. */}
        <ul
          aria-labelledby="featured-on-title"
          className="mt-6 grid grid-cols-2 gap-x-3 sm:mt-8 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6"
        >
          {outlets.map((outlet) => (
            <li
              key={outlet}
              className="flex items-center border-t border-sand-200 py-[0.1875rem] font-serif text-[0.8125rem] leading-tight font-semibold text-ink-700 sm:min-h-16 sm:justify-center sm:rounded-2xl sm:border sm:bg-sand-50 sm:px-3 sm:py-3 sm:text-center sm:text-base sm:leading-snug"
            >
              {outlet}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
