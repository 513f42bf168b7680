import { Headphones } from "lucide-react";
import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";
import type { Route } from "./+types/latest-episode";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Latest Episode",
    description: `Listen to the newest episode of ${site.podcastName} and our listeners' favorite episodes.`,
    path: "/latest-episode",
    matches,
  });

// Episodes arrive with the episodes work; until then the page shows the spec's empty state.
export default function LatestEpisode() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Now Playing</h1>
      <div className="mt-10 rounded-3xl border border-sand-200 bg-white p-12 text-center">
        <Headphones aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h2 className="mt-4 font-serif text-2xl font-bold text-ink-900">No Episode Available</h2>
        <p className="mt-2 text-ink-700">Check back soon for the latest episode!</p>
      </div>
    </section>
  );
}
