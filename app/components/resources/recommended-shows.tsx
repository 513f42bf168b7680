import { Podcast } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { SectionHeading } from "~/components/section-heading";
import { showsIntro } from "~/content/resources-page";

/** A recommended show as the page shows it: its name and, when given, its website and feed. */
export type RecommendedShow = { title: string; websiteUrl: string | null; feedUrl: string | null };

/**
 * "Shows we recommend": the podroll the owner lists in /admin/settings, the same shows our feed
 * names in `podcast:podroll`. The page leaves it out while the list is empty.
 */
export function RecommendedShows({ shows }: { shows: RecommendedShow[] }) {
  return (
    <section aria-labelledby="shows-title">
      <SectionHeading id="shows-title" eyebrow={showsIntro.eyebrow} title={showsIntro.title}>
        <p>{showsIntro.description}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shows.map((show) => (
          <li
            key={`${show.title} ${show.feedUrl ?? ""}`}
            className="flex gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
          >
            <Podcast aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <h3 className="font-serif text-lg leading-snug font-bold break-words text-ink-900">{show.title}</h3>
              {show.websiteUrl || show.feedUrl ? (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {show.websiteUrl ? (
                    <ExternalLink href={show.websiteUrl} className="font-semibold text-brand-700 underline">
                      Website<span className="sr-only">: {show.title}</span>
                    </ExternalLink>
                  ) : null}
                  {show.feedUrl ? (
                    <ExternalLink href={show.feedUrl} className="font-semibold text-brand-700 underline">
                      RSS feed<span className="sr-only">: {show.title}</span>
                    </ExternalLink>
                  ) : null}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
