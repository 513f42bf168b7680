import type { ComponentProps } from "react";
import { EmbedCode } from "./embed-code";
import { EpisodePlayer } from "./episode-player";

/**
 * The episode page's player and, under it, "Embed this episode" (docs/decisions/0031-embed-player.md):
 * one module the page loads after its own code (lazyRendered), so the embed control adds nothing to
 * the page's first load. Episodes with nothing to play have nothing to embed.
 */
export function EpisodePagePlayer({
  publicUrl,
  ...props
}: ComponentProps<typeof EpisodePlayer> & { publicUrl: string }) {
  const { episode } = props;
  return (
    <>
      <EpisodePlayer {...props} />
      {episode.player ? (
        <EmbedCode
          slug={episode.slug}
          title={episode.title}
          publicUrl={publicUrl}
          hasChapters={episode.player.kind === "audio" && (episode.chapters?.length ?? 0) > 0}
        />
      ) : null}
    </>
  );
}
