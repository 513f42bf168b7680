import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { FeaturedVideoBanner } from "~/components/featured-video-banner";
import { PartnerHero } from "~/components/guest-opportunities/partner-hero";
import { parsePartnerTab, PartnerTabs, type PartnerTab } from "~/components/guest-opportunities/partner-tabs";
import { featuredGuestEpisode } from "~/content/guest-opportunities";
import { site } from "~/content/site";
import { lazyRendered } from "~/lib/lazy-rendered";
import { pageMeta } from "~/lib/meta";
import { readPageQuery } from "~/lib/page-query";
import type { Route } from "./+types/guest-opportunities";

/**
 * The expert guests' tab is not the default one, so its code and words load when it is about to be
 * shown (a hover or focus on its tab, or opening it). Server rendering waits for it, and hydration
 * keeps the server's markup until it has arrived, so a page opened on that tab never flashes.
 */
const GuestsPanel = lazyRendered(() =>
  import("~/components/guest-opportunities/guests-panel").then((module) => module.GuestsPanel),
);

/**
 * The podcasters' tab, shown first, is rendered by the server the same way: its markup is in the
 * HTML and stays while its code arrives, right after the page's own, which keeps the page's first
 * load within budget (docs/decisions/0007-first-load-javascript.md).
 */
const PodcastersPanel = lazyRendered(() =>
  import("~/components/guest-opportunities/podcasters-panel").then((module) => module.PodcastersPanel),
);

function preloadTab(tab: PartnerTab) {
  void (tab === "guests" ? GuestsPanel.preload() : PodcastersPanel.preload());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Guest Opportunities",
    description: `Partner with ${site.podcastName}: featured-episode packages for podcasters and paid guest appearances for experts, with a top 1% audience and over 5 million streams.`,
    path: "/guest-opportunities",
    matches,
  });

export default function GuestOpportunities() {
  const [searchParams] = useSearchParams();
  const tab = parsePartnerTab(readPageQuery("/guest-opportunities", searchParams).tab);
  return (
    <>
      <PartnerHero />
      <FeaturedVideoBanner {...featuredGuestEpisode} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <PartnerTabs selected={tab} onTabIntent={preloadTab}>
          <Suspense fallback={<PanelLoading />}>{tab === "guests" ? <GuestsPanel /> : <PodcastersPanel />}</Suspense>
        </PartnerTabs>
      </div>
    </>
  );
}

function PanelLoading() {
  return (
    <p role="status" className="py-24 text-center text-ink-700">
      Loading...
    </p>
  );
}
