import { useEffect, useState } from "react";
import { formatTimestamp } from "~/lib/episode-extras";
import { usePlayer } from "~/lib/player/player-state";
import { followEpisodeTime } from "./seek-links";

/**
 * "Copy link at 12:34": a link to this episode at the moment playing (`?t=`), for sharing. Needs
 * JavaScript (the clipboard and the player's position): the episode page loads it once hydrated.
 */
export default function ShareMoment({ slug, publicUrl }: { slug: string; publicUrl: string }) {
  const [followed, setFollowed] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  useEffect(() => followEpisodeTime(slug, (time) => setFollowed(Math.floor(time))), [slug]);
  // Before the audio has said where it is (a `?t=90` link, a resumed episode, nothing played yet),
  // the site player knows where it will start: the link shows that moment, not 0:00.
  const player = usePlayer();
  const seconds = player.episode?.slug === slug ? Math.floor(player.currentTime) : (followed ?? 0);

  const link = `${publicUrl}/episodes/${slug}?t=${seconds}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(`Link copied: ${link}`);
    } catch {
      setStatus(`Copy this link: ${link}`);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={copy}
        className="rounded-full border border-sand-300 px-4 py-2 font-semibold text-brand-800 hover:bg-sand-100"
      >
        Copy link at {formatTimestamp(seconds)}
      </button>
      <span role="status" className="break-all text-ink-700">
        {status}
      </span>
    </div>
  );
}
