import { markClicksReady } from "~/lib/early-clicks";
import { requestEpisodeSeek } from "~/lib/episode-seek";

/**
 * What makes an episode page's timestamps and chapters play: loaded after the page has hydrated
 * (EpisodeTranscript and EpisodeChapters import it in an effect), so it is never part of the page's
 * first load. Until then, and without JavaScript, each timestamp is a plain `?t=` link that opens
 * the page with the player at that moment.
 *
 * Clicks are handled once for the whole container (one listener, not one per cue); with `follow`, the cue
 * being heard is marked `aria-current` from the player's position (see followEpisodeTime).
 */
export function attachSeekLinks(container: HTMLElement, slug: string, { follow = false } = {}): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-start]");
    if (!link || !container.contains(link)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A clip's link also says where to stop (`data-end`); a chapter's or a cue's plays on.
    const end = Number(link.dataset.end) || undefined;
    requestEpisodeSeek({ slug, seconds: Number(link.dataset.start), play: true, end });
  };
  // On the document, in the capture phase: a transcript's cues stay the server's markup, outside React
  // (EpisodeTranscript), and React stops a click on such markup at the document before it reaches the
  // container; listeners on the document itself still hear it.
  document.addEventListener("click", onClick, true);
  const stopFollowing = follow ? followEpisodeTime(slug, (seconds) => markCurrent(container, seconds)) : () => {};
  // Timestamps clicked while this was on its way play now (lib/early-clicks.ts).
  const unmarkReady = markClicksReady(container);
  return () => {
    document.removeEventListener("click", onClick, true);
    stopFollowing();
    unmarkReady();
  };
}

/**
 * Calls `onTime` with the playing position of this episode's audio, wherever on the page its player
 * is: media events do not bubble, but they pass the document in the capture phase, and players mark
 * their `<audio>` with `data-episode-slug` (EpisodePlayer). So the transcript needs no reference to
 * the player, and a site-wide player that marks its element the same way drives it too.
 */
export function followEpisodeTime(slug: string, onTime: (seconds: number) => void): () => void {
  const listener = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLMediaElement && target.dataset.episodeSlug === slug) onTime(target.currentTime);
  };
  document.addEventListener("timeupdate", listener, true);
  document.addEventListener("seeked", listener, true);
  return () => {
    document.removeEventListener("timeupdate", listener, true);
    document.removeEventListener("seeked", listener, true);
  };
}

/**
 * Marks the last cue that starts at or before `seconds`: a transcript's cues (`[data-cue]`, inside
 * its paragraphs), or a list's items (`li[data-start]`, chapters).
 */
function markCurrent(container: HTMLElement, seconds: number): void {
  const selector = container.querySelector("[data-cue]") ? "[data-cue]" : "li[data-start]";
  const cues = container.querySelectorAll<HTMLElement>(selector);
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (Number(cues[middle]!.dataset.start) <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const current = found >= 0 ? cues[found] : undefined;
  const previous = container.querySelector(`${selector}[aria-current]`);
  if (previous === current) return;
  previous?.removeAttribute("aria-current");
  current?.setAttribute("aria-current", "true");
}
