import { useEffect } from "react";

/**
 * Calls `onTime` with the playing position of this episode's audio, wherever on the page its player
 * is: media events do not bubble, but they pass the document in the capture phase, and players mark
 * their `<audio>` with `data-episode-slug` (EpisodePlayer). So the transcript needs no reference to
 * the player, and a site-wide player that marks its element the same way drives it too.
 */
export function useEpisodeTime(slug: string, onTime: (seconds: number) => void): void {
  useEffect(() => {
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
  }, [slug, onTime]);
}
