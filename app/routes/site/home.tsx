import { appServicesOf } from "~/.server/app-context";
import { FeaturedVideoBanner } from "~/components/featured-video-banner";
import { ClosingCallToAction } from "~/components/home/closing-call-to-action";
import { FeaturedOutlets } from "~/components/home/featured-outlets";
import { HomeHero } from "~/components/home/home-hero";
import { JsonLd } from "~/components/json-ld";
import { ValueCardGrid } from "~/components/home/value-card-grid";
import { featuredBanner } from "~/content/home";
import { podcastPlatforms, site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

/** The show as schema.org's PodcastSeries, for search engines and podcast directories. */
export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = appServicesOf(context).env;
  const host = { "@type": "Person", name: site.host.name, url: `${publicUrl}/about` };
  const structuredData = {
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
  };
  return { structuredData };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ description: site.description, path: "/", matches });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <HomeHero />
      <FeaturedVideoBanner
        {...featuredBanner}
        image={{ src: site.images.featuredMedia, alt: site.images.featuredMediaAlt, width: 1600, height: 900 }}
      />
      <FeaturedOutlets />
      <ValueCardGrid />
      <ClosingCallToAction />
    </>
  );
}
