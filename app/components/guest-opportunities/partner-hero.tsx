import { partnerHero } from "~/content/guest-opportunities";

export function PartnerHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{partnerHero.eyebrow}</p>
        <h1 className="mt-3 font-serif text-4xl font-bold text-balance text-ink-900 sm:text-5xl lg:text-6xl">
          {partnerHero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-700 sm:text-xl">{partnerHero.intro}</p>
        <ul className="mx-auto mt-10 grid max-w-xl grid-cols-2 gap-4">
          {partnerHero.stats.map((stat) => (
            <li key={stat.label} className="rounded-3xl bg-white px-4 py-6 shadow-sm ring-1 ring-sand-200">
              <span className="block font-serif text-4xl font-bold text-brand-800 sm:text-5xl">{stat.value}</span>{" "}
              <span className="mt-1 block text-sm font-semibold tracking-wider text-ink-700 uppercase">
                {stat.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
