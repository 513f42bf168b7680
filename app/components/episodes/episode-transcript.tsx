import { useCallback, useRef, type MouseEvent } from "react";
import { requestEpisodeSeek } from "~/lib/episode-seek";
import { formatTimestamp, type TranscriptView } from "~/lib/episode-extras";
import { useEpisodeTime } from "~/lib/use-episode-time";

/**
 * The whole transcript, in the server's HTML (search engines and readers without JavaScript get all
 * of it). Timestamps are links to `?t=` (they work without JavaScript: the page opens the player
 * there); with it, a click seeks the player and plays. The cue being heard is marked while playing,
 * by changing one attribute rather than re-rendering a thousand cues. On phones the list starts
 * collapsed behind "Show full transcript", a checkbox and label, so that works without JavaScript too.
 */
export function EpisodeTranscript({ slug, transcript }: { slug: string; transcript: TranscriptView }) {
  const list = useRef<HTMLOListElement>(null);
  const active = useRef(-1);
  const starts = transcript.cues.map((cue) => cue.start);

  const follow = useCallback(
    (seconds: number) => {
      const index = lastAtOrBefore(starts, seconds);
      if (index === active.current || !list.current) return;
      list.current.children[active.current]?.removeAttribute("aria-current");
      if (index >= 0) list.current.children[index]?.setAttribute("aria-current", "true");
      active.current = index;
    },
    // The cues never change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [slug],
  );
  useEpisodeTime(slug, follow);

  // One listener for every timestamp, not a thousand.
  const onClick = (event: MouseEvent<HTMLOListElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-start]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    requestEpisodeSeek({ slug, seconds: Number(link.dataset.start), play: true });
  };

  return (
    <section aria-labelledby="transcript-heading" className="mt-10">
      <h2 id="transcript-heading" className="font-serif text-2xl font-bold text-ink-900">
        Transcript
      </h2>
      <input type="checkbox" id="transcript-expanded" className="peer sr-only" />
      {/* The list's clicks are handled once here; each timestamp is a real link. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ol
        ref={list}
        onClick={onClick}
        className="relative mt-4 space-y-3 max-sm:max-h-96 max-sm:overflow-hidden max-sm:peer-checked:max-h-none"
      >
        {transcript.cues.map((cue, index) => {
          const speakerChanged = cue.speaker && cue.speaker !== transcript.cues[index - 1]?.speaker;
          return (
            <li
              key={index}
              className="rounded-lg px-3 py-1.5 aria-[current=true]:bg-brand-50 aria-[current=true]:ring-1 aria-[current=true]:ring-brand-200"
            >
              {speakerChanged ? <p className="text-sm font-semibold text-ink-900">{cue.speaker}</p> : null}
              <p className="text-ink-800">
                {transcript.timed ? (
                  <a
                    href={`/episodes/${slug}?t=${Math.floor(cue.start)}`}
                    data-start={cue.start}
                    className="mr-2 font-mono text-sm text-brand-800 tabular-nums hover:underline"
                    aria-label={`Play from ${formatTimestamp(cue.start)}`}
                  >
                    {formatTimestamp(cue.start)}
                  </a>
                ) : null}
                {cue.text}
              </p>
            </li>
          );
        })}
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

/** Index of the last start at or before `seconds` (binary search), or -1. */
function lastAtOrBefore(starts: number[], seconds: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
