import { useEffect, useRef } from "react";
import { onEpisodeSeek } from "~/lib/episode-seek";
import type { EpisodePlayerSource } from "~/lib/episode-view";

/**
 * Plays an episode: the Podbean player rebuilt from its validated address (never the pasted
 * markup), or the feed's audio file in the browser's own player, which is keyboard and
 * screen-reader accessible as it is.
 *
 * With a `slug`, the audio player answers `requestEpisodeSeek` for that episode (chapter links,
 * transcript timestamps, shared moments) and is marked `data-episode-slug`, which is how the
 * transcript follows what is playing. `startAt` opens it at a moment even without JavaScript (a
 * `#t=` media fragment on the address).
 */
export function EpisodePlayer({
  player,
  title,
  slug,
  startAt,
}: {
  player: EpisodePlayerSource;
  title: string;
  slug?: string;
  startAt?: number;
}) {
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
  return <AudioPlayer src={player.src} title={title} slug={slug} startAt={startAt} />;
}

function AudioPlayer({ src, title, slug, startAt }: { src: string; title: string; slug?: string; startAt?: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (!slug) return;
    return onEpisodeSeek((request) => {
      const element = audio.current;
      if (!element || request.slug !== slug) return;
      element.currentTime = request.seconds;
      // A browser may refuse to play without a user gesture (a shared link on load never asks to).
      if (request.play) element.play().catch(() => {});
    });
  }, [slug]);
  const address = startAt ? `${src}#t=${startAt}` : src;
  return (
    <div>
      {/* The transcript below, when the episode has one, is the text alternative; feeds carry no caption track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        controls
        preload={startAt ? "metadata" : "none"}
        src={address}
        aria-label={`Play ${title}`}
        className="w-full"
        data-episode-slug={slug}
      >
        <a href={src}>Download this episode</a>
      </audio>
    </div>
  );
}
