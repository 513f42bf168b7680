import { Play } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatTimestamp } from "~/lib/episode-extras";
import { soundbiteHref, type SoundbiteView } from "~/lib/episode-soundbites";
import { attachWhenLoaded } from "./episode-transcript";

/**
 * "Listen to a clip": the moments an admin marked, each a plain `?t=754&end=812` link (without
 * JavaScript the page opens with the native player set to that range, a `#t=754,812` media
 * fragment), which with JavaScript plays just that range in the site's player and pauses at its end
 * (seek-links.ts reads `data-start` and `data-end`; the player's engine stops it).
 */
export function EpisodeClips({ slug, clips }: { slug: string; clips: SoundbiteView[] }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => attachWhenLoaded(list.current, slug, false), [slug]);
  return (
    <section id="clips" aria-labelledby="clips-heading" className="mt-10">
      <h2 id="clips-heading" className="font-serif text-2xl font-bold text-ink-900">
        Listen to a clip
      </h2>
      <ul
        ref={list}
        data-hold-clicks=""
        className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
      >
        {clips.map((clip) => (
          <li key={`${clip.start}-${clip.title}`} className="px-4 py-3">
            <a
              href={soundbiteHref(slug, clip)}
              data-start={clip.start}
              data-end={clip.end}
              className="group flex items-baseline gap-3"
            >
              <Play aria-hidden="true" className="size-4 shrink-0 self-center text-brand-800" fill="currentColor" />
              <span className="font-semibold text-ink-900 group-hover:underline">{clip.title}</span>
              <span className="ml-auto shrink-0 font-mono text-sm text-ink-700">
                <span className="sr-only">, plays </span>
                {formatTimestamp(clip.start)}
                <span aria-hidden="true">–</span>
                <span className="sr-only"> to </span>
                {formatTimestamp(clip.end)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
