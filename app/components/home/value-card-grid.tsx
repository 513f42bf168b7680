import { MessagesSquare, Scale, Sunrise, type LucideIcon } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { valueCardsIntro } from "~/content/home";
import { valueCards, type ValueCard } from "~/content/value-cards";

const icons: Record<ValueCard["icon"], LucideIcon> = {
  "expert-guests": MessagesSquare,
  "real-advice": Scale,
  "life-beyond-divorce": Sunrise,
};

export function ValueCardGrid() {
  return (
    <section aria-labelledby="value-cards-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="value-cards-title"
        eyebrow={valueCardsIntro.eyebrow}
        title={valueCardsIntro.title}
        align="center"
      >
        <p>{valueCardsIntro.description}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {valueCards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li
              key={card.title}
              // Two to a row on tablets, the third across both; three in a row from laptops up.
              className="rounded-3xl border border-sand-200 bg-white p-8 shadow-sm sm:last:odd:col-span-2 lg:last:odd:col-span-1"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-serif text-2xl font-bold text-ink-900">{card.title}</h3>
              <p className="mt-3 text-ink-700">{card.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
