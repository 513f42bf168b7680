import { Link } from "react-router";
import { EpisodeMetaLine } from "~/components/episodes/episode-meta-line";
import { EpisodePlayer } from "~/components/episodes/episode-player";
import { coverFallback } from "~/lib/cover-fallback";
import { Image } from "~/components/ui/image";
import { PLAYER_BAR_ID, toPlayableEpisode } from "~/lib/player/playable-episode";
import { closePlayer, playEpisode, preparePlayer } from "~/lib/player/player-controls";
import { usePlayerSlug } from "~/lib/player/player-state";
import type { EpisodeSuggestion } from "~/lib/search-assistant";
import { closeAssistant } from "./conversation-store";

/** On a phone the open chat covers the page, so following a suggestion collapses it. */
function closeOnSmallScreens() {
  if (window.matchMedia("(max-width: 639px)").matches) closeAssistant();
}

/**
 * A suggested episode in the chat: art, title linking to its page, guest, date, and a player on
 * demand: the site-wide player for an audio file (so it keeps playing when the chat closes or the
 * listener follows a link), the Podbean player in the card otherwise.
 */
export function EpisodeSuggestionCard({
  episode,
  playing,
  onTogglePlayer,
}: {
  episode: EpisodeSuggestion;
  playing: boolean;
  onTogglePlayer: () => void;
}) {
  const playable = toPlayableEpisode(episode);
  const inPlayer = usePlayerSlug() === episode.slug;
  const open = playable ? inPlayer : playing;
  const toggleText = open ? "Hide Player" : "Listen Now";
  return (
    <article className="rounded-xl border border-sand-200 bg-white p-3 shadow-sm">
      <div className="flex gap-3">
        <Image
          data-fallback={coverFallback}
          src={episode.imageUrl}
          alt=""
          width={56}
          height={56}
          placement="below-fold"
          className="size-14 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0">
          <h3 className="leading-snug font-semibold text-ink-900">
            {/* data-assistant-*: a play here or on the page a link opens is counted as one from the
                assistant (search to play, lib/analytics-beacon.ts). */}
            <Link
              to={episode.url}
              data-assistant-link=""
              onClick={closeOnSmallScreens}
              className="hover:text-brand-800 hover:underline"
            >
              {episode.title}
            </Link>
          </h3>
          {episode.guestName ? <p className="text-sm font-medium text-brand-800">with {episode.guestName}</p> : null}
          <EpisodeMetaLine publishedDate={episode.publishedDate} durationSeconds={episode.durationSeconds} />
          {episode.moment ? (
            <p className="mt-1 text-sm text-ink-700">
              <q>{episode.moment.text}</q>{" "}
              <Link
                to={episode.moment.href}
                data-assistant-link=""
                data-assistant-play={playable ? episode.slug : undefined}
                aria-label={`Listen from ${episode.moment.time}: ${episode.title}`}
                onClick={(event) => {
                  // With the site-wide player, play from that moment here; otherwise the episode
                  // page opens there (its player reads ?t=).
                  if (!playable || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  playEpisode(playable, { at: episode.moment!.seconds });
                }}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {`Listen from ${episode.moment.time}`}
              </Link>
            </p>
          ) : null}
          {episode.player ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={playable && open ? PLAYER_BAR_ID : undefined}
              // The visible words first (label in name), then which episode: three cards, three buttons.
              aria-label={`${toggleText}: ${episode.title}`}
              data-assistant-play={playable && !open ? episode.slug : undefined}
              onPointerEnter={playable ? preparePlayer : undefined}
              onFocus={playable ? preparePlayer : undefined}
              onClick={() => {
                if (!playable) onTogglePlayer();
                else if (open) closePlayer();
                else playEpisode(playable);
              }}
              className="mt-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {toggleText}
            </button>
          ) : null}
        </div>
      </div>
      {!playable && playing ? (
        <div className="mt-3">
          <EpisodePlayer episode={episode} />
        </div>
      ) : null}
    </article>
  );
}
