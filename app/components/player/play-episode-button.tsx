import { Pause, Play } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { buttonClassName, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { markClicksReady } from "~/lib/early-clicks";
import { formatClock, PLAYER_BAR_ID, type PlayableEpisode } from "~/lib/player/playable-episode";
import {
  pausePlayer,
  playEpisode,
  preparePlayer,
  registerEpisode,
  togglePlay,
  useSavedPosition,
} from "~/lib/player/player-controls";
import { usePlayer } from "~/lib/player/player-state";

/**
 * Plays an episode in the site-wide player with one click, or pauses it there; offers "Continue
 * from 4:07" when the listener has been here before. Without JavaScript it is hidden (`js-only`,
 * see root.tsx) and the page's native `<audio controls>` plays instead.
 */
export function PlayEpisodeButton({
  episode,
  size = "md",
  variant = "primary",
  compact = false,
  className = "",
}: {
  episode: PlayableEpisode;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Only the icon shows (the name stays for screen readers): for rows in a list. */
  compact?: boolean;
  className?: string;
}) {
  const player = usePlayer();
  const saved = useSavedPosition(episode.slug);
  // Before any effect runs, so a seek request sent while the page mounts can find the episode.
  useLayoutEffect(() => registerEpisode(episode), [episode]);
  // Often inside a section hydrated after the page (lazy-rendered.ts): a click held before then
  // (lib/early-clicks.ts) plays once this button has its handler.
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => markClicksReady(buttonRef.current!), []);

  const current = player.episode?.slug === episode.slug;
  const playing = current && player.playing;
  const text = playing
    ? "Pause"
    : current && player.currentTime > 0
      ? "Resume"
      : saved !== null
        ? `Continue from ${formatClock(saved)}`
        : "Play episode";
  const Icon = playing ? Pause : Play;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-hold-clicks=""
        // The visible words first (label in name), then which episode: a list has one button per row.
        aria-label={`${text}: ${episode.title}`}
        onPointerEnter={preparePlayer}
        onFocus={preparePlayer}
        onClick={() => {
          if (playing) pausePlayer();
          else if (current) togglePlay();
          else playEpisode(episode);
        }}
        className={`js-only ${
          compact
            ? "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            : buttonClassName({ size, variant })
        } ${className}`}
      >
        <Icon aria-hidden="true" className={compact ? "size-5" : "size-4"} fill="currentColor" />
        {compact ? null : text}
      </button>
      {current ? (
        // The player bar comes last in the page's tab order: once this button has started it, the
        // next Tab offers the way there (hidden until focused, like "Skip to content").
        <a
          href={`#${PLAYER_BAR_ID}`}
          onClick={(event) => {
            event.preventDefault();
            document.querySelector<HTMLElement>(`#${PLAYER_BAR_ID} [data-player-toggle]`)?.focus();
          }}
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:bottom-28 focus:left-2"
        >
          Go to the player
        </a>
      ) : null}
    </>
  );
}
