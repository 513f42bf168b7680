import { Download, FileText } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import { guides } from "~/content/guides";
import { guidesIntro } from "~/content/resources-page";

export function GuideList() {
  return (
    <section aria-labelledby="guides-title">
      <SectionHeading id="guides-title" eyebrow={guidesIntro.eyebrow} title={guidesIntro.title}>
        <p>{guidesIntro.description}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.file}>
            <article className="flex h-full flex-col rounded-3xl border border-sand-200 bg-white p-7 shadow-sm sm:p-8">
              <div className="flex items-start gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <FileText aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="font-serif text-xl font-bold text-ink-900">{guide.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-sand-700">
                    PDF, {guide.pages} {guide.pages === 1 ? "page" : "pages"}
                  </p>
                </div>
              </div>
              <p className="mt-4 flex-1 text-ink-700">{guide.description}</p>
              <a
                href={guide.file}
                download
                className={buttonClassName({ variant: "outline", className: "mt-6 self-start" })}
              >
                <Download aria-hidden="true" className="size-5" />
                Download the Guide
                <span className="sr-only">: {guide.title}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
