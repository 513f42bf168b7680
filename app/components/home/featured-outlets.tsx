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
        <ul aria-labelledby="featured-on-title" className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {outlets.map((outlet) => (
            <li
              key={outlet}
              className="flex min-h-16 items-center justify-center rounded-2xl border border-sand-200 bg-sand-50 px-3 py-3 text-center font-serif text-sm leading-snug font-semibold text-ink-700 sm:text-base"
            >
              {outlet}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
