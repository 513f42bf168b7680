import type { ComponentProps } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { EmbedCode } from "./embed-code";
import { EpisodePlayer } from "./episode-player";

/**
 * The episode page's player and, under it, "Embed this episode" (docs/decisions/0031-embed-player.md):
 * one module the page loads after its own code (lazyRendered), so the embed control adds nothing to
 * the page's first load; it reads the site's address from the root loader rather than the page
 * passing it, for the same reason. Episodes with nothing to play have nothing to embed.
 */
export function EpisodePagePlayer(props: ComponentProps<typeof EpisodePlayer>) {
  const { episode } = props;
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl;
  return (
    <>
      <EpisodePlayer {...props} />
      {episode.player && publicUrl ? (
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
