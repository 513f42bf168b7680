import { LoaderCircle, Pause, Play, RotateCcw, RotateCw, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { chapterAt, formatClock, PLAYER_BAR_ID } from "~/lib/player/playable-episode";
import {
  arrowKeyTarget,
  closePlayer,
  PLAYBACK_RATES,
  seekTo,
  setPlaybackRate,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  skipBy,
  togglePlay,
} from "~/lib/player/player-engine";
import { usePlayer } from "~/lib/player/player-state";

/**
 * The sticky bar of the site-wide player (fetched on the first play): play/pause, back 15 s and
 * forward 30 s, the position as a slider (drag it, or arrow keys: 5 s a step), speed, the current
 * chapter, the title linking to the episode page, and close. Its height is published as
 * `--player-height`, so the page's end and the floating assistant stay clear of it (app.css).
 */
export default function PlayerBar() {
  const player = usePlayer();
  const barRef = useRef<HTMLElement>(null);
  // While the listener drags the slider, it shows where they are going, not where the audio is.
  const [dragging, setDragging] = useState<number | null>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--player-height", `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--player-height");
    };
  }, []);

  const { episode } = player;
  if (!episode) return null;
  const duration = player.duration || episode.durationSeconds || 0;
  const position = dragging ?? player.currentTime;
  const chapter = chapterAt(episode, position);
  const playLabel = player.playing ? "Pause" : "Play";

  return (
    <section
      ref={barRef}
      id={PLAYER_BAR_ID}
      aria-label="Episode player"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 shadow-[0_-4px_16px_rgba(23,27,34,0.08)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-6 md:grid-cols-[minmax(0,18rem)_1fr_auto]">
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={episode.imageUrl}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-lg object-cover"
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
          <div className="min-w-0">
            <p className="truncate text-sm leading-snug font-semibold text-ink-900">
              <Link to={`/episodes/${episode.slug}`} className="hover:text-brand-800 hover:underline">
                {episode.title}
              </Link>
            </p>
            <p className="truncate text-xs text-ink-700">
              {player.resumed
                ? `Continue where you left off: ${formatClock(player.currentTime)}`
                : chapter
                  ? `Chapter: ${chapter}`
                  : (episode.guestName ?? "")}
            </p>
          </div>
        </div>

        <div className="col-span-2 row-start-2 flex min-w-0 flex-col gap-1 md:col-span-1 md:col-start-2 md:row-start-1">
          <div className="flex items-center justify-center gap-2 sm:gap-3">
            <BarButton label={`Back ${SKIP_BACK_SECONDS} seconds`} onClick={() => skipBy(-SKIP_BACK_SECONDS)}>
              <SkipIcon seconds={SKIP_BACK_SECONDS} direction="back" />
            </BarButton>
            <button
              type="button"
              onClick={togglePlay}
              aria-label={playLabel}
              // Where "Go to the player" (play-episode-button.tsx) brings focus.
              data-player-toggle=""
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800"
            >
              {player.buffering && player.playing ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : player.playing ? (
                <Pause aria-hidden="true" className="size-5" fill="currentColor" />
              ) : (
                <Play aria-hidden="true" className="size-5" fill="currentColor" />
              )}
            </button>
            <BarButton label={`Forward ${SKIP_FORWARD_SECONDS} seconds`} onClick={() => skipBy(SKIP_FORWARD_SECONDS)}>
              <SkipIcon seconds={SKIP_FORWARD_SECONDS} direction="forward" />
            </BarButton>
            <label className="ml-1 flex items-center text-xs text-ink-700">
              <span className="sr-only">Playback speed</span>
              <select
                value={String(player.rate)}
                onChange={(event) => setPlaybackRate(Number(event.target.value))}
                className="h-9 rounded-full border border-sand-300 bg-white px-2 text-sm font-semibold text-ink-900"
              >
                {PLAYBACK_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {`${rate}×`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="flex items-center gap-2 text-xs text-ink-700 tabular-nums">
            <span aria-hidden="true" className="w-14 text-right">
              {formatClock(position)}
            </span>
            <input
              type="range"
              min={0}
              max={Math.max(duration, position, 1)}
              step={1}
              value={Math.floor(position)}
              aria-label="Position"
              aria-valuetext={`${formatClock(position)} of ${duration ? formatClock(duration) : "unknown length"}`}
              onChange={(event) => {
                const seconds = Number(event.target.value);
                if (dragging !== null) setDragging(seconds);
                else seekTo(seconds);
              }}
              onKeyDown={(event) => {
                const target = arrowKeyTarget(event.key, position, Math.max(duration, position));
                if (target === null) return;
                event.preventDefault();
                seekTo(target);
              }}
              onPointerDown={() => setDragging(player.currentTime)}
              onPointerUp={(event) => {
                seekTo(Number(event.currentTarget.value));
                setDragging(null);
              }}
              onPointerCancel={() => setDragging(null)}
              className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-700"
            />
            <span aria-hidden="true" className="w-14">
              {duration ? formatClock(duration) : "--:--"}
            </span>
          </div>
        </div>

        <div className="col-start-2 row-start-1 flex items-center md:col-start-3">
          <BarButton label="Close player" onClick={closePlayer}>
            <X aria-hidden="true" className="size-5" />
          </BarButton>
        </div>
      </div>
      {player.error ? (
        <p role="alert" className="bg-red-50 px-4 py-1 text-center text-sm text-red-800">
          {player.error}
        </p>
      ) : null}
    </section>
  );
}

function BarButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-sand-100"
    >
      {children}
    </button>
  );
}

/** A circular arrow with the number of seconds inside, as podcast apps draw skip buttons. */
function SkipIcon({ seconds, direction }: { seconds: number; direction: "back" | "forward" }) {
  const Arrow = direction === "back" ? RotateCcw : RotateCw;
  return (
    <span aria-hidden="true" className="relative inline-flex size-8 items-center justify-center">
      <Arrow className="absolute size-8" strokeWidth={1.5} />
      <span className="text-[0.6rem] leading-none font-bold">{seconds}</span>
    </span>
  );
}
