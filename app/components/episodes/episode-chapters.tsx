import { useEffect, useRef } from "react";
import { formatTimestamp, type ChapterView } from "~/lib/episode-extras";
import { attachWhenLoaded } from "./episode-transcript";

/** The chapters; each is a `?t=` link (works without JavaScript) that seeks the player and plays. */
export function EpisodeChapters({ slug, chapters }: { slug: string; chapters: ChapterView[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => attachWhenLoaded(list.current, slug, false), [slug]);
  return (
    <section aria-labelledby="chapters-heading" className="mt-10">
      <h2 id="chapters-heading" className="font-serif text-2xl font-bold text-ink-900">
        Chapters
      </h2>
      <ol
        ref={list}
        data-hold-clicks=""
        className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
      >
        {chapters.map((chapter) => (
          <li key={`${chapter.start}-${chapter.title}`} className="flex items-baseline gap-3 px-4 py-3">
            <a
              href={`/episodes/${slug}?t=${Math.floor(chapter.start)}`}
              data-start={chapter.start}
              className="font-mono text-sm text-brand-800 hover:underline"
              aria-label={`Play "${chapter.title}" from ${formatTimestamp(chapter.start)}`}
            >
              {formatTimestamp(chapter.start)}
            </a>
            <span className="text-ink-900">{chapter.title}</span>
            {chapter.url ? (
              <a
                href={chapter.url}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="ml-auto text-sm text-brand-800 hover:underline"
              >
                Link<span className="sr-only"> for {chapter.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
