import { useEffect, useId, useState } from "react";
import { formatTimestamp } from "~/lib/episode-extras";
import { parseMomentEnd } from "~/lib/moment-range";
import { usePlayer } from "~/lib/player/player-state";
import { followEpisodeTime } from "./seek-links";

/**
 * "Copy link at 12:34": a link to this episode at the moment playing (`?t=`), for sharing; with an
 * end typed in "Until", a link to just that range (`?t=754&end=812`), which the page plays and stops.
 * Needs JavaScript (the clipboard and the player's position): the episode page loads it once hydrated.
 */
export default function ShareMoment({ slug, publicUrl }: { slug: string; publicUrl: string }) {
  const [followed, setFollowed] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const [endText, setEndText] = useState("");
  const endId = useId();
  useEffect(() => followEpisodeTime(slug, (time) => setFollowed(Math.floor(time))), [slug]);
  // Before the audio has said where it is (a `?t=90` link, a resumed episode, nothing played yet),
  // the site player knows where it will start: the link shows that moment, not 0:00.
  const player = usePlayer();
  const seconds = player.episode?.slug === slug ? Math.floor(player.currentTime) : (followed ?? 0);
  // Whole seconds, as the page reads them; an end not after the start is left out, as the page ignores it.
  const typedEnd = parseMomentEnd(endText, seconds);
  const end = typedEnd !== undefined && Math.floor(typedEnd) > seconds ? Math.floor(typedEnd) : undefined;
  const endProblem =
    endText.trim() && end === undefined ? `Enter a time after ${formatTimestamp(seconds)}, like 13:32.` : "";

  const link = `${publicUrl}/episodes/${slug}?t=${seconds}${end === undefined ? "" : `&end=${end}`}`;
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
        {end === undefined ? "" : ` to ${formatTimestamp(end)}`}
      </button>
      <label htmlFor={endId} className="flex items-center gap-2 text-ink-700">
        Until<span className="sr-only"> (optional: where the shared part ends, like 13:32)</span>
        <input
          id={endId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="m:ss"
          size={7}
          maxLength={8}
          value={endText}
          onChange={(event) => setEndText(event.target.value)}
          aria-invalid={endProblem ? true : undefined}
          aria-describedby={endProblem ? `${endId}-problem` : undefined}
          className="w-20 rounded-full border border-sand-300 bg-white px-3 py-2 text-ink-900"
        />
      </label>
      {endProblem ? (
        <span id={`${endId}-problem`} className="text-red-700">
          {endProblem}
        </span>
      ) : null}
      <span role="status" className="break-all text-ink-700">
        {status}
      </span>
    </div>
  );
}
