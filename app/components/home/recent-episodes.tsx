import { ArrowRight } from "lucide-react";
import { memo, Suspense, useEffect, useRef, useState } from "react";
import { Link, useFetchers, useNavigation } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { buttonClassName } from "~/components/ui/button";
import type { EpisodeCardView } from "~/.server/episodes/episode-view";
import { lazyRenderedOnIntent } from "~/lib/lazy-rendered-on-intent";

/**
 * The cards and their play buttons: the server renders them, and the browser fetches their code
 * (the cards, the play buttons, the player's controls) only when a visitor comes near the section,
 * so the home page's own scripts stay as they were (docs/decisions/0007-first-load-javascript.md).
 */
const RecentEpisodeList = lazyRenderedOnIntent(() =>
  import("./recent-episode-list").then((module) => module.RecentEpisodeList),
);

/** A play button pressed while the list was still the server's markup, played once its code runs. */
let pendingPlay: string | null = null;
/** Set when the list's code has run (it takes the pending play as it mounts). */
let listRunning = false;
const takePendingPlay = () => {
  listRunning = true;
  const slug = pendingPlay;
  pendingPlay = null;
  return slug;
};

/**
 * The home page's way into the archive: the newest episodes, playable, and "All episodes".
 *
 * React replaces a Suspense boundary's server markup with its fallback when the boundary is
 * re-rendered before its code has come, so this component is memoized (the home page re-renders
 * with the same episodes) and never re-renders itself; new episodes (a revalidation) fetch the
 * code at once, as a client-side navigation here does, where there is no server markup to keep.
 */
export const RecentEpisodes = memo(function RecentEpisodes({ episodes }: { episodes: EpisodeCardView[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [renderedInBrowser] = useState(
    () => typeof document !== "undefined" && !document.getElementById("recent-episodes-title"),
  );
  const [firstEpisodes] = useState(episodes);
  // In render, not an effect: a render with new episodes (a revalidation) waits for this code to commit.
  if (renderedInBrowser || episodes !== firstEpisodes) void RecentEpisodeList.preload();

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const load = () => void RecentEpisodeList.preload();
    // React stops a click on markup it has not hydrated yet; the window hears it first.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !section.contains(event.target)) return;
      if (listRunning) return;
      const slug = event.target.closest("button")?.closest<HTMLElement>("[data-episode-slug]")?.dataset.episodeSlug;
      if (slug) pendingPlay = slug;
      load();
    };
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of intents) section.addEventListener(type, load, { passive: true, once: true });
    window.addEventListener("click", onClick, true);
    return () => {
      for (const type of intents) section.removeEventListener(type, load);
      window.removeEventListener("click", onClick, true);
    };
  }, []);

  if (episodes.length === 0) return null;
  return (
    <section ref={sectionRef} aria-labelledby="recent-episodes-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <SectionHeading id="recent-episodes-title" title="Recent episodes" />
      <LoadWhenThePageMoves />
      <Suspense fallback={null}>
        <RecentEpisodeList episodes={episodes} takePendingPlay={takePendingPlay} />
      </Suspense>
      <p className="mt-8">
        <Link to="/episodes" className={buttonClassName({ variant: "outline" })}>
          All episodes
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
});

/**
 * Fetches the list's code as soon as the page navigates or submits anything (a link, Back, "Sign
 * Out", a form): React holds such a render until every boundary still showing the server's markup
 * can hydrate, so without this a header link on the home page would wait for ever on code nobody
 * had asked for. Its own component, so the list around it never re-renders (see RecentEpisodes).
 */
function LoadWhenThePageMoves() {
  const navigating = useNavigation().state !== "idle";
  const fetching = useFetchers().some((fetcher) => fetcher.state !== "idle");
  if (navigating || fetching) void RecentEpisodeList.preload();
  return null;
}
