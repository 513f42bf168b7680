import type { ChapterView } from "~/lib/episode-extras";
import type { SoundbiteView } from "~/lib/episode-soundbites";
import { EpisodeChapters } from "./episode-chapters";
import { EpisodeClips } from "./episode-clips";

/**
 * The parts of an episode page that play a moment: "Listen to a clip" (the clips an admin marked)
 * and the chapters, each only when the episode has some. One module the page loads after its own
 * code (lazyRendered), so neither adds to the page's first load.
 */
export function EpisodeMoments({
  slug,
  chapters,
  clips,
}: {
  slug: string;
  chapters: ChapterView[];
  clips?: SoundbiteView[];
}) {
  return (
    <>
      {clips && clips.length > 0 ? <EpisodeClips slug={slug} clips={clips} /> : null}
      {chapters.length > 0 ? <EpisodeChapters slug={slug} chapters={chapters} /> : null}
    </>
  );
}
