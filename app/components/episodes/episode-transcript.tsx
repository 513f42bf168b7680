import { useEffect, useRef } from "react";
import { formatTimestamp, type TranscriptView } from "~/lib/episode-extras";

/**
 * The whole transcript, in the server's HTML (search engines and readers without JavaScript get all
 * of it). Timestamps are `?t=` links, which work without JavaScript (the page opens the player
 * there); once the page runs, seek-links.ts (loaded after hydration) makes a click seek the player
 * and play, and marks the cue being heard while playing by changing one attribute rather than
 * re-rendering a thousand cues. On phones the list starts collapsed behind "Show full transcript",
 * a checkbox and its label, so that works without JavaScript too.
 */
export function EpisodeTranscript({ slug, transcript }: { slug: string; transcript: TranscriptView }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => attachWhenLoaded(list.current, slug, true), [slug]);
  return (
    <section aria-labelledby="transcript-heading" className="mt-10">
      <h2 id="transcript-heading" className="font-serif text-2xl font-bold text-ink-900">
        Transcript
      </h2>
      <input type="checkbox" id="transcript-expanded" className="peer sr-only" />
      <ol ref={list} className="mt-4 space-y-3 max-sm:max-h-96 max-sm:overflow-hidden max-sm:peer-checked:max-h-none">
        {transcript.cues.map((cue, index) => (
          <li key={index} data-start={cue.start} className="rounded-lg px-3 py-1.5 aria-[current=true]:bg-brand-50">
            {cue.speaker && cue.speaker !== transcript.cues[index - 1]?.speaker ? (
              <p className="text-sm font-semibold text-ink-900">{cue.speaker}</p>
            ) : null}
            <p className="text-ink-800">
              {transcript.timed ? (
                <a
                  href={`/episodes/${slug}?t=${Math.floor(cue.start)}`}
                  data-start={cue.start}
                  className="mr-2 font-mono text-sm text-brand-800 hover:underline"
                  aria-label={`Play from ${formatTimestamp(cue.start)}`}
                >
                  {formatTimestamp(cue.start)}
                </a>
              ) : null}
              {cue.text}
            </p>
          </li>
        ))}
      </ol>
      <label
        htmlFor="transcript-expanded"
        className="mt-3 inline-flex cursor-pointer rounded-full border border-sand-300 px-4 py-2 text-sm font-semibold text-brand-800 peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 sm:hidden"
      >
        Show full transcript
      </label>
    </section>
  );
}

/** Loads seek-links.ts and attaches it; returns the cleanup for an effect. */
export function attachWhenLoaded(element: HTMLElement | null, slug: string, follow: boolean): () => void {
  let detach: (() => void) | undefined;
  let cancelled = false;
  if (element) {
    void import("./seek-links").then(({ attachSeekLinks }) => {
      if (!cancelled) detach = attachSeekLinks(element, slug, { follow });
    });
  }
  return () => {
    cancelled = true;
    detach?.();
  };
}
