import { FeaturedVideoBanner } from "~/components/featured-video-banner";
import { ClosingCallToAction } from "~/components/home/closing-call-to-action";
import { FeaturedOutlets } from "~/components/home/featured-outlets";
import { HomeHero } from "~/components/home/home-hero";
import { ValueCardGrid } from "~/components/home/value-card-grid";
import { featuredBanner } from "~/content/home";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ description: site.description, path: "/", matches });

export default function Home() {
  return (
    <>
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
