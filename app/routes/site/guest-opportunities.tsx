import { useSearchParams } from "react-router";
import { FeaturedVideoBanner } from "~/components/featured-video-banner";
import { GuestsPanel } from "~/components/guest-opportunities/guests-panel";
import { PartnerHero } from "~/components/guest-opportunities/partner-hero";
import { parsePartnerTab, PartnerTabs } from "~/components/guest-opportunities/partner-tabs";
import { PodcastersPanel } from "~/components/guest-opportunities/podcasters-panel";
import { featuredGuestEpisode } from "~/content/guest-opportunities";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/guest-opportunities";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Guest Opportunities",
    description: `Partner with ${site.podcastName}: featured-episode packages for podcasters and paid guest appearances for experts, with a top 1% audience and over 5 million streams.`,
    path: "/guest-opportunities",
    matches,
  });

export default function GuestOpportunities() {
  const [searchParams] = useSearchParams();
  const tab = parsePartnerTab(searchParams.get("tab"));
  return (
    <>
      <PartnerHero />
      <FeaturedVideoBanner {...featuredGuestEpisode} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <PartnerTabs selected={tab}>{tab === "guests" ? <GuestsPanel /> : <PodcastersPanel />}</PartnerTabs>
      </div>
    </>
  );
}
