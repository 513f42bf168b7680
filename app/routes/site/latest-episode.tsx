import { appServicesOf } from "~/.server/app-context";
import { lazyRendered } from "~/lib/lazy-rendered";
import { ArrowRight, Headphones } from "lucide-react";
import { useEffect, Suspense } from "react";
import { data, Link } from "react-router";
import { getLatestEpisode, listFavoriteEpisodes } from "~/.server/episodes/episode-queries";
import { toEpisodeView } from "~/.server/episodes/episode-view";
import { EpisodeMetaLine } from "~/components/episodes/episode-meta-line";
import { EpisodePlayer } from "~/components/episodes/episode-player";
import { ListenerFavorites } from "~/components/episodes/listener-favorites";
import { showToast } from "~/components/toast-region";
import { buttonClassName } from "~/components/ui/button";
import { coverFallback } from "~/lib/cover-fallback";
import { Image } from "~/components/ui/image";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/latest-episode";
import { searchAssistantHandle } from "~/components/search-assistant/search-assistant-handle";
import { degradedPageHeaders, forwardCacheControl } from "~/lib/degraded-page";

/**
 * The notes that end the page (the legal review date and short disclaimer, the consultation call to
 * action): words the server renders, whose code loads after the page's own, as the player's does.
 */
const LegalNote = lazyRendered(() => import("~/components/legal/legal-note").then((module) => module.LegalNote));

export const handle = searchAssistantHandle;

/** The episodes feed, for feed readers that look for it in the page's head. */
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.podcastName} episodes`, href: "/episodes/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Latest Episode",
    description: `Listen to the newest episode of ${site.podcastName} and our listeners' favorite episodes.`,
    path: "/latest-episode",
    matches,
  });

export const headers = forwardCacheControl;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = appServicesOf(context);
  try {
    const latest = await getLatestEpisode(db);
    // The spec only logs a favorites failure; the page still shows the latest episode.
    let favoritesFailed = false;
    const favorites = await listFavoriteEpisodes(db, { limit: 3 }).catch((error: unknown) => {
      logger.error({ err: error }, "Could not load the favorite episodes");
      favoritesFailed = true;
      return [];
    });
    const page = {
      episode: latest ? toEpisodeView(latest) : null,
      favorites: favorites.map(toEpisodeView),
      failed: false,
    };
    return favoritesFailed ? data(page, { headers: degradedPageHeaders }) : page;
  } catch (error) {
    logger.error({ err: error }, "Could not load the latest episode");
    return data({ episode: null, favorites: [], failed: true }, { status: 503 });
  }
}

export default function LatestEpisode({ loaderData }: Route.ComponentProps) {
  const { episode, favorites, failed } = loaderData;

  useEffect(() => {
    if (failed) void showToast({ type: "error", title: "Error", description: "Failed to load episode" });
  }, [failed]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Now Playing</h1>
      {episode ? (
        <article
          aria-labelledby="latest-title"
          className="mt-10 overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
        >
          <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-[240px_1fr]">
            <Image
              data-fallback={coverFallback}
              src={episode.imageUrl}
              alt={episode.hasOwnImage ? `Episode art for ${episode.title}` : site.images.coverAlt}
              width={240}
              height={240}
              placement="hero"
              className="mx-auto aspect-square w-full max-w-60 rounded-2xl object-cover shadow-md md:mx-0"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Latest Episode</p>
              <h2 id="latest-title" className="mt-2 font-serif text-3xl leading-tight font-bold text-ink-900">
                <Link to={`/episodes/${episode.slug}`} className="hover:text-brand-800 hover:underline">
                  {episode.title}
                </Link>
              </h2>
              {episode.guestName ? <p className="mt-2 font-medium text-brand-800">with {episode.guestName}</p> : null}
              <EpisodeMetaLine
                publishedDate={episode.publishedDate}
                durationSeconds={episode.durationSeconds}
                className="mt-1"
              />
              <div className="mt-6">
                <EpisodePlayer episode={episode} />
              </div>
            </div>
          </div>
          {episode.descriptionHtml ? (
            <div className="border-t border-sand-200 px-6 py-6 sm:px-8">
              <div
                className="prose-content text-ink-800"
                dangerouslySetInnerHTML={{ __html: episode.descriptionHtml }}
              />
            </div>
          ) : null}
          <div className="px-6 pb-6 sm:px-8">
            <Suspense fallback={null}>
              <LegalNote
                lawReviewedOn={episode.lawReviewedOn}
                jurisdictionsDiscussed={episode.jurisdictionsDiscussed}
              />
            </Suspense>
          </div>
        </article>
      ) : (
        <div className="mt-10 rounded-3xl border border-sand-200 bg-white p-12 text-center">
          <Headphones aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h2 className="mt-4 font-serif text-2xl font-bold text-ink-900">No Episode Available</h2>
          <p className="mt-2 text-ink-700">Check back soon for the latest episode!</p>
        </div>
      )}

      <ListenerFavorites favorites={favorites} />

      <p className="mt-12 text-center">
        <Link to="/episodes" className={buttonClassName({ variant: "outline" })}>
          Browse all episodes
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}
