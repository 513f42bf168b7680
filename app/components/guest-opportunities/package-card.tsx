import { Check, Star } from "lucide-react";
import { buttonClassName } from "~/components/ui/button";
import type { Package } from "~/content/packages";
import { site } from "~/content/site";

export function PackageCard({ item }: { item: Package }) {
  const mailto = `mailto:${site.email}?subject=${encodeURIComponent(`${item.name} inquiry`)}`;
  return (
    <article
      className={`relative flex h-full flex-col rounded-3xl bg-white p-8 ${
        item.mostPopular ? "shadow-xl ring-2 ring-brand-700" : "border border-sand-200 shadow-sm"
      }`}
    >
      {item.mostPopular ? (
        <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow">
          <Star aria-hidden="true" className="size-4 fill-current" />
          Most Popular
        </p>
      ) : null}
      <h3 className="font-serif text-2xl font-bold text-ink-900">{item.name}</h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="font-serif text-5xl font-bold tracking-tight text-brand-800">{item.priceLabel}</span>
        <span className="text-sm text-ink-700">one-time</span>
      </p>
      <p className="mt-4 text-ink-700">{item.summary}</p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-sand-200 pt-6">
        {item.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-ink-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <a
        href={mailto}
        className={buttonClassName({ variant: item.mostPopular ? "primary" : "outline", className: "mt-8 w-full" })}
      >
        Reserve This Package
        <span className="sr-only">: {item.name}</span>
      </a>
    </article>
  );
}
