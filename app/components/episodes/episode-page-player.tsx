import { useEffect, type ComponentProps } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { parseMoment } from "~/lib/episode-extras";
import { parseMomentEnd } from "~/lib/moment-range";
import { requestEpisodeSeek } from "~/lib/episode-seek";
import { EmbedCode } from "./embed-code";
import { EpisodePlayer } from "./episode-player";

/**
 * The episode page's player and, under it, "Embed this episode" (docs/decisions/0031-embed-player.md):
 * one module the page loads after its own code (lazyRendered), so the embed control adds nothing to
 * the page's first load; it reads the site's address from the root loader rather than the page
 * passing it, for the same reason. Episodes with nothing to play have nothing to embed. The shared
 * moment (SharedMoment) is asked for here too, once the player has hydrated and listens.
 */
export function EpisodePagePlayer(props: ComponentProps<typeof EpisodePlayer>) {
  const { episode } = props;
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl;
  return (
    <>
      <EpisodePlayer {...props} />
      <SharedMoment slug={episode.slug} startAt={props.startAt} endAt={props.endAt} />
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

/**
 * A shared moment: `?t=` or `#t=` opens the player there, and `&end=` (or `#t=754,812`, a media
 * fragment's range) stops it at the range's end, a clip. The loader reads `?t=` and `?end=`
 * (declared in app/content/public-pages.ts, so the page cache keeps them, as whole seconds) and
 * puts a `#t=` media fragment on the native player's address, so it works before any JavaScript
 * runs; the browser reads `#t=`, which never reaches the server. In this module, which loads after
 * the page's own code, rather than in the page's: the page's first load has no byte to spare.
 */
function SharedMoment({ slug, startAt, endAt }: { slug: string; startAt?: number; endAt?: number }) {
  useEffect(() => {
    const { hash, search } = window.location;
    const [hashStart, hashEnd] = (new URLSearchParams(hash.slice(1)).get("t") ?? "").split(",");
    const fromHash = parseMoment(hashStart);
    // The same `t` and `end` the loader declares, read without readPageQuery: that would bring the
    // registry of every page's parameters into the page's scripts for two names.
    const query = new URLSearchParams(search);
    const fromQuery = parseMoment(query.get("t"));
    const seconds = fromHash ?? fromQuery ?? startAt;
    const end =
      fromHash !== undefined
        ? parseMomentEnd(hashEnd, fromHash)
        : (parseMomentEnd(query.get("end"), fromQuery ?? startAt) ?? endAt);
    if (seconds !== undefined || end !== undefined) {
      requestEpisodeSeek({ slug, seconds: seconds ?? 0, play: false, end });
    }
  }, [slug, startAt, endAt]);
  return null;
}
