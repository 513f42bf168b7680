import { useEffect } from "react";
import { EpisodeListCard } from "~/components/episodes/episode-list-card";
import type { EpisodeCardView } from "~/.server/episodes/episode-view";
import { playEpisode } from "~/lib/player/player-controls";
import { toPlayableEpisode } from "~/lib/player/playable-episode";

/**
 * The home page's newest episodes as the archive's cards (`EpisodeListCard`, play buttons included).
 * Loaded on intent by `RecentEpisodes`; a play button pressed before this code ran is played once it
 * has (`takePendingPlay`), so the press is not lost.
 */
export function RecentEpisodeList({
  episodes,
  takePendingPlay,
}: {
  episodes: EpisodeCardView[];
  takePendingPlay: () => string | null;
}) {
  useEffect(() => {
    const slug = takePendingPlay();
    const episode = slug ? episodes.find((candidate) => candidate.slug === slug) : undefined;
    const playable = episode ? toPlayableEpisode(episode) : null;
    if (playable) playEpisode(playable);
  }, [episodes, takePendingPlay]);

  return (
    <ul className="mt-8 grid gap-4">
      {episodes.map((episode) => (
        <li key={episode.id} data-episode-slug={episode.slug}>
          <EpisodeListCard episode={episode} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
