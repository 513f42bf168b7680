import { lazy, Suspense, useEffect } from "react";
import { loadPlayerEngine, setAudioElement, usePlayerSlug } from "~/lib/player/player-state";
import { LAST_EPISODE_KEY } from "~/lib/storage-keys";

/** The bar's controls are fetched the first time something plays, so pages pay only for this host. */
const PlayerBar = lazy(() => import("./player-bar"));

/**
 * The site-wide player, rendered once by the root layout: its `<audio>` element is never unmounted
 * by client-side navigation, so an episode keeps playing from page to page.
 */
export function SitePlayer() {
  const slug = usePlayerSlug();
  const active = slug !== null;

  // A returning listener finds last visit's episode in the bar, paused where they stopped.
  useEffect(() => {
    let waiting = false;
    try {
      waiting = window.localStorage.getItem(LAST_EPISODE_KEY) !== null;
    } catch {
      // Storage blocked: nothing to continue.
    }
    if (waiting) void loadPlayerEngine().then((engine) => engine.offerLastEpisode());
  }, []);

  return (
    <>
      {/* Driven by the bar below; its text alternative is each episode's transcript or show notes. */}
      {/* `data-episode-slug`: what an episode's transcript follows (lib/use-episode-time.ts). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={setAudioElement} preload="none" hidden data-episode-slug={slug ?? undefined} />
      {active ? (
        <Suspense fallback={null}>
          <PlayerBar />
        </Suspense>
      ) : null}
    </>
  );
}
