import { appServicesOf } from "~/.server/app-context";
import { readFeedTags } from "~/.server/feeds/feed-tag-settings";
import { BookList } from "~/components/resources/book-list";
import { GuideList } from "~/components/resources/guide-list";
import { RecommendedShows } from "~/components/resources/recommended-shows";
import { resourcesIntro } from "~/content/resources-page";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Resources",
    description: `Free downloadable divorce and co-parenting guides from ${site.host.name}, plus ten recommended books on co-parenting, high-conflict divorce and negotiation.`,
    path: "/resources",
    matches,
  });

/** The podroll the owner set (owner_settings, whose trigger keeps the page cache current: drizzle/0024). */
export async function loader({ context }: Route.LoaderArgs) {
  const { podroll } = await readFeedTags(appServicesOf(context).db);
  return { shows: podroll.map(({ title, websiteUrl, feedUrl }) => ({ title, websiteUrl, feedUrl })) };
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{resourcesIntro.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl font-serif text-4xl font-bold text-balance text-ink-900 sm:text-5xl">
            {resourcesIntro.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700">{resourcesIntro.description}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-20 px-4 pt-6 pb-20 sm:px-6">
        <GuideList />
        <BookList />
        {loaderData.shows.length ? <RecommendedShows shows={loaderData.shows} /> : null}
      </div>
    </>
  );
}
