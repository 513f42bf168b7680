import type { ReactNode } from "react";
import type { LegalSection } from "~/content/legal-pages";

/** A page of plain words: the disclaimer, privacy and "Browsing safely" pages (app/content/legal.ts). */
export function LegalPage({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
  /** More under the sections (the disclaimer's list of jurisdictions, a link). */
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="font-serif text-4xl font-bold text-balance text-ink-900 sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg text-ink-700">{lead}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="font-serif text-2xl font-bold text-ink-900">{section.heading}</h2>
          <div className="mt-3 space-y-4 text-lg leading-relaxed text-ink-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
      {children}
    </article>
  );
}
