import { PlayEpisodeButton } from "~/components/player/play-episode-button";
import type { EpisodePlayerSource } from "~/lib/episode-view";
import { toPlayableEpisode, type PlayableEpisode } from "~/lib/player/playable-episode";

type PlayerEpisode = Omit<PlayableEpisode, "src"> & { player: EpisodePlayerSource };

/**
 * Plays an episode: the Podbean player rebuilt from its validated address (never the pasted
 * markup), or the feed's audio file in the site-wide player (one click, keeps playing across
 * pages; it answers `requestEpisodeSeek` and marks its `<audio>` with `data-episode-slug`, which is
 * how the transcript follows what is playing). Without JavaScript the audio file plays in the
 * browser's own player, which is keyboard and screen-reader accessible as it is; `startAt` opens it
 * at a moment there too (a `#t=` media fragment on the address), and `endAt` stops it there (`#t=754,812`).
 */
export function EpisodePlayer({
  episode,
  startAt,
  endAt,
}: {
  episode: PlayerEpisode;
  startAt?: number;
  /** Where a shared range stops (`?t=754&end=812`): without JavaScript, the media fragment `#t=754,812`. */
  endAt?: number;
}) {
  const { player, title } = episode;
  if (!player) {
    return <p className="rounded-xl bg-sand-100 p-4 text-sm text-ink-700">This episode has no player yet.</p>;
  }
  if (player.kind === "podbean") {
    return (
      <iframe
        title={`Podcast player: ${title}`}
        src={player.src}
        height={player.height}
        width="100%"
        loading="lazy"
        scrolling="no"
        allow="autoplay; encrypted-media"
        className="block w-full rounded-xl border-0"
        style={{ minWidth: "min(100%, 430px)" }}
        data-name="pb-iframe-player"
      />
    );
  }
  const playable = toPlayableEpisode(episode);
  return (
    <div>
      {playable ? <PlayEpisodeButton episode={playable} size="lg" /> : null}
      <noscript>
        {/* The transcript or show notes on the page are the text alternative; feeds carry no caption track. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio
          controls
          preload={startAt || endAt ? "metadata" : "none"}
          src={endAt ? `${player.src}#t=${startAt ?? 0},${endAt}` : startAt ? `${player.src}#t=${startAt}` : player.src}
          aria-label={`Play ${title}`}
          className="w-full"
          data-episode-slug={episode.slug}
        >
          <a href={player.src}>Download this episode</a>
        </audio>
      </noscript>
    </div>
  );
}
