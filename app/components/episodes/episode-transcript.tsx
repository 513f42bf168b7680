import { Fragment, useEffect, useRef, useState } from "react";
import { formatTimestamp } from "~/lib/episode-extras";
import { useServerMarkup } from "~/lib/use-server-markup";
import type { TranscriptPageView } from "~/lib/transcript-paragraphs";

/**
 * The whole transcript, in the server's HTML (search engines and readers without JavaScript get all
 * of it). Timestamps are `?t=` links, which work without JavaScript (the page opens the player
 * there); once the page runs, seek-links.ts (loaded after hydration) makes a click seek the player
 * and play, and marks the cue being heard while playing by changing one attribute rather than
 * re-rendering a thousand cues. Cues are shown in paragraphs (transcript-paragraphs.ts), one
 * timestamp each, every cue still its own element so the one being heard can be marked. On phones the list starts collapsed behind "Show full transcript",
 * a checkbox and its label, so that works without JavaScript too.
 */
export function EpisodeTranscript({ slug, transcript }: { slug: string; transcript: TranscriptPageView }) {
  const list = useRef<HTMLOListElement>(null);
  // The cues as the server wrote them, kept while they are the same cues (see TranscriptCues).
  const servedHtml = useServerMarkup(`#${CUES_ID}`);
  const [firstCues] = useState({ slug, transcript });
  const keepServed = servedHtml !== null && sameCues(firstCues, { slug, transcript });
  useEffect(() => attachWhenLoaded(list.current, slug, true), [slug, keepServed]);
  return (
    <section aria-labelledby="transcript-heading" className="mt-10">
      <h2 id="transcript-heading" className="font-serif text-2xl font-bold text-ink-900">
        Transcript
      </h2>
      {transcript.machineMade ? (
        <p className="mt-2 text-sm text-ink-700">Transcribed automatically, so some words may be wrong.</p>
      ) : null}
      {/* Phones only, like its label: from `sm` up the list is whole and the label is hidden, which left a
          focusable checkbox without a name; display:none takes it out of the tab order and the tree. */}
      <input type="checkbox" id="transcript-expanded" className="peer sr-only sm:hidden" />
      {/* The cues' look is set here for all of them, not on each: a thousand cues' classes were a third of the page. */}
      <ol
        // A new element when the server's cues give way to rendered ones: React would not clear the kept HTML.
        key={keepServed ? "served" : slug}
        ref={list}
        id={CUES_ID}
        {...(keepServed
          ? { dangerouslySetInnerHTML: { __html: servedHtml }, suppressHydrationWarning: true }
          : { children: <TranscriptCues transcript={transcript} /> })}
        data-hold-clicks=""
        className="mt-4 space-y-4 text-ink-800 max-sm:max-h-96 max-sm:overflow-hidden max-sm:peer-checked:max-h-none *:px-3 *:[contain-intrinsic-size:auto_7rem] *:[content-visibility:auto] [&_[data-cue]]:rounded [&_[data-cue]]:box-decoration-clone [&_[data-cue][aria-current=true]]:bg-brand-100 [&_a]:mr-2 [&_a]:font-mono [&_a]:text-sm [&_a]:text-brand-800 [&_a:hover]:underline"
      />
      <label
        htmlFor="transcript-expanded"
        className="mt-3 inline-flex cursor-pointer rounded-full border border-sand-300 px-4 py-2 text-sm font-semibold text-brand-800 peer-checked:hidden peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 sm:hidden"
      >
        Show full transcript
      </label>
    </section>
  );
}

const CUES_ID = "transcript-cues";

type CuesProps = { slug: string; transcript: TranscriptPageView };

const cuesOf = (transcript: TranscriptPageView) => transcript.paragraphs.flatMap((paragraph) => paragraph.cues);

const sameCues = (before: CuesProps, after: CuesProps) => {
  if (before.slug !== after.slug || before.transcript.timed !== after.transcript.timed) return false;
  const [cues, others] = [cuesOf(before.transcript), cuesOf(after.transcript)];
  return (
    cues.length === others.length &&
    cues.every((cue, index) => {
      const other = others[index]!;
      return cue.start === other.start && cue.speaker === other.speaker && cue.text === other.text;
    })
  );
};

/**
 * The cues. A long transcript is thousands of elements, and hydrating them (React taking over every
 * one) held a phone's main thread for over a second while doing nothing the page needs: nothing in
 * a cue changes after load, and seek-links.ts works on the markup itself. So the page keeps the
 * server's cues as they are: hydration meets a list whose HTML React does not own
 * (`dangerouslySetInnerHTML`, the same HTML read from the page), for as long as the cues are the
 * same (loader data revalidated by a `?t=` link is a new object with the same cues). Not a Suspense
 * boundary that never hydrates, as before: React held every navigation's first render (its pending
 * state) on such a boundary until the next page had arrived. A page rendered in the browser (a
 * client-side navigation) has no server markup to keep and renders the cues as usual. (Cues off
 * screen are not laid out until scrolled to: `content-visibility: auto`.)
 */
function TranscriptCues({ transcript }: { transcript: TranscriptPageView }) {
  return transcript.paragraphs.map((paragraph, index) => (
    <li key={index} data-start={paragraph.start}>
      {paragraph.newSpeaker ? <p className="text-sm font-semibold text-ink-900">{paragraph.speaker}</p> : null}
      <p className="leading-relaxed">
        {transcript.timed ? (
          // `?t=` alone: the link opens this page at that moment (without the page's path, 40 bytes a paragraph).
          <a
            href={`?t=${Math.floor(paragraph.start)}`}
            data-start={paragraph.start}
            aria-label={`Play from ${formatTimestamp(paragraph.start)}`}
          >
            {formatTimestamp(paragraph.start)}
          </a>
        ) : null}
        {paragraph.cues.map((cue, cueIndex) => (
          <Fragment key={cueIndex}>
            {cueIndex > 0 ? " " : null}
            <span data-cue="" data-start={cue.start}>
              {cue.text}
            </span>
          </Fragment>
        ))}
      </p>
    </li>
  ));
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
