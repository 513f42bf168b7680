import { appServicesOf } from "~/.server/app-context";
import { provideStructuredData } from "~/.server/structured-data";
import { listEpisodes } from "~/.server/episodes/episode-queries";
import { toEpisodeCard } from "~/.server/episodes/episode-view";
import { FeaturedVideoBanner } from "~/components/featured-video-banner";
import { ClosingCallToAction } from "~/components/home/closing-call-to-action";
import { FeaturedOutlets } from "~/components/home/featured-outlets";
import { HomeHero } from "~/components/home/home-hero";
import { RecentEpisodes } from "~/components/home/recent-episodes";
import { ValueCardGrid } from "~/components/home/value-card-grid";
import { featuredBanner } from "~/content/home";
import { podcastPlatforms, site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";
import { data } from "react-router";
import { degradedPageHeaders, forwardCacheControl } from "~/lib/degraded-page";

/** How many of the newest episodes the home page lists, above its "All episodes" link. */
const RECENT_EPISODES = 3;

/**
 * The show as schema.org's PodcastSeries, for search engines and podcast directories, and the newest
 * episodes. Those are a way in, not the page: if they cannot be read, the page goes without them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, logger } = appServicesOf(context);
  const { publicUrl } = env;
  let recentFailed = false;
  const recentEpisodes = await listEpisodes(db, { pageSize: RECENT_EPISODES })
    .then((page) => page.episodes.map((episode) => toEpisodeCard(episode)))
    .catch((error: unknown) => {
      logger.error({ err: error }, "Could not load the recent episodes");
      recentFailed = true;
      return [];
    });
  const host = { "@type": "Person", name: site.host.name, url: `${publicUrl}/about` };
  provideStructuredData(context, {
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: site.podcastName,
    url: `${publicUrl}/`,
    description: site.description,
    image: `${publicUrl}${site.images.cover}`,
    author: host,
    creator: host,
    webFeed: `${publicUrl}/episodes/rss.xml`,
    sameAs: podcastPlatforms.map((platform) => platform.href),
  });
  const page = { recentEpisodes };
  return recentFailed ? data(page, { headers: degradedPageHeaders }) : page;
}

export const headers = forwardCacheControl;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ description: site.description, path: "/", matches });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <FeaturedVideoBanner
        {...featuredBanner}
        image={{ src: site.images.featuredMedia, alt: site.images.featuredMediaAlt, width: 1600, height: 900 }}
      />
      <RecentEpisodes episodes={loaderData.recentEpisodes} />
      <FeaturedOutlets />
      <ValueCardGrid />
      <ClosingCallToAction />
    </>
  );
}
