import { z } from "zod";
import { appServicesOf } from "~/.server/app-context";
import { data, Link, useNavigation } from "react-router";
import { listEpisodes } from "~/.server/episodes/episode-queries";
import { toEpisodeCard } from "~/.server/episodes/episode-view";
import { requestInfoContext } from "~/.server/request-context";
import { recordClientSearch } from "~/.server/search/insights-limit";
import { searchArchive } from "~/.server/search/search-archive";
import type { MomentLink } from "~/lib/episode-extras";
import { EpisodeListCard } from "~/components/episodes/episode-list-card";
import { Pagination } from "~/components/ui/pagination";
import { SearchForm } from "~/components/ui/search-form";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { readPageQuery } from "~/lib/page-query";
import { parseLenientInput } from "~/lib/validation/parse-input";
import { pageNumberSchema, searchTextSchema } from "~/lib/validation/schemas";
import type { Route } from "./+types/episodes";
import { searchAssistantHandle } from "~/components/search-assistant/search-assistant-handle";

const EPISODES_PAGE_SIZE = 24;
const MAX_QUERY_LENGTH = 200;
/** The archive's URL: a search and a page (declared for the page cache in app/content/public-pages.ts). */
const episodesQuery = z.object({ q: searchTextSchema(MAX_QUERY_LENGTH), page: pageNumberSchema });
/** How many cards a phone shows before the fold (tests/e2e/images.spec.ts checks it): their art is not lazy. */
const CARDS_ABOVE_THE_FOLD = 2;

export const handle = searchAssistantHandle;

/** The episodes feed, for feed readers that look for it in the page's head. */
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.podcastName} episodes`, href: "/episodes/rss.xml" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page ?? 1;
  const tags = pageMeta({
    title: page > 1 ? `All Episodes (page ${page})` : "All Episodes",
    description: `Every episode of ${site.podcastName}: search the archive by topic or guest.`,
    path: page > 1 ? `/episodes?page=${page}` : "/episodes",
    matches,
  });
  // Search results are for people; the plain archive pages are what search engines should index.
  return loaderData?.query ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q: query, page } = parseLenientInput(
    episodesQuery,
    readPageQuery("/episodes", new URL(request.url).searchParams),
  );
  const { db } = appServicesOf(context);
  // A search uses the assistant's engine (topics, show notes, synonyms, spelling, guests), best
  // first, and says why each episode matched; the plain archive is newest first.
  const result = query
    ? await searchArchive(db, { query, page, pageSize: EPISODES_PAGE_SIZE })
    : {
        ...(await listEpisodes(db, { page, pageSize: EPISODES_PAGE_SIZE })),
        reasons: {} as Record<string, string>,
        moments: {} as Record<string, MomentLink>,
      };
  // Listener insights: a search is recorded once (its first page), anonymously; its pages are
  // rendered for each request, never served from the page cache, so every search counts, up to
  // each client's limits (insights-limit.ts).
  const searchId =
    query && result.page === 1
      ? await recordClientSearch(db, context.get(requestInfoContext).clientIp, {
          source: "archive",
          question: query,
          resultCount: result.total,
          resultSlugs: result.episodes.map((episode) => episode.slug),
        })
      : undefined;
  return data(
    {
      query,
      searchId: searchId ?? null,
      page: result.page,
      pageCount: result.pageCount,
      total: result.total,
      episodes: result.episodes.map((episode) => ({
        ...toEpisodeCard(episode),
        matchedBecause: result.reasons[episode.id] ?? null,
        moment: momentOf(result.moments[episode.id], episode.title),
      })),
    },
    query ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** The moment's words for the card, worked out here so the page's code only prints them. */
function momentOf(moment: MomentLink | undefined, title: string) {
  if (!moment) return null;
  const label = `Listen from ${moment.time}`;
  return { text: moment.text, href: moment.href, label, name: `${label}: ${title}` };
}

function pageHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/episodes?${search}` : "/episodes";
}

export default function Episodes({ loaderData }: Route.ComponentProps) {
  const { query, searchId, page, pageCount, total, episodes } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/episodes";

  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">All Episodes</h1>
      <p className="mt-3 text-lg text-ink-700">
        Every conversation from {site.podcastName}, newest first.{" "}
        <Link to="/latest-episode" className="font-semibold text-brand-800 underline">
          Play the latest episode
        </Link>
        .
      </p>

      <SearchForm
        action="/episodes"
        id="episode-search"
        label="Search episodes"
        placeholder="Search by topic or guest"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        className="mt-8"
      />

      <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-700">
        {searching
          ? "Searching…"
          : query
            ? `${total} episode${total === 1 ? "" : "s"} matching “${query}”, best match first`
            : `${total} episode${total === 1 ? "" : "s"}`}
      </p>

      {episodes.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-10 text-center text-ink-700">
          {query ? (
            <>
              <p>No episodes match “{query}”.</p>
              <Link to="/episodes" className="mt-3 inline-block font-semibold text-brand-800 underline">
                Show all episodes
              </Link>
            </>
          ) : (
            <p>No episodes yet. Check back soon for the latest episode!</p>
          )}
        </div>
      ) : (
        <ul
          className="mt-6 space-y-4"
          onClickCapture={searchId ? (event) => reportOpenedLater(searchId, event.target) : undefined}
        >
          {episodes.map((episode, index) => (
            <li key={episode.id}>
              <EpisodeListCard
                episode={episode}
                placement={index < CARDS_ABOVE_THE_FOLD ? "above-fold" : "below-fold"}
              />
              {episode.matchedBecause ? (
                <p className="mt-1 px-1 text-sm text-ink-700">{`Matched: ${episode.matchedBecause}`}</p>
              ) : null}
              {episode.moment ? (
                <p className="mt-1 px-1 text-sm text-ink-700">
                  <q>{episode.moment.text}</q>{" "}
                  <Link
                    to={episode.moment.href}
                    aria-label={episode.moment.name}
                    className="font-semibold text-brand-800 underline"
                  >
                    {episode.moment.label}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => pageHref(query, target)} className="mt-10" />
    </section>
  );
}

/** The insights beacon is fetched on the click it reports, so the archive's first load never carries it. */
function reportOpenedLater(searchId: string, clicked: EventTarget | null) {
  void import("~/lib/report-opened-result").then((module) => module.reportOpenedResult(searchId, clicked));
}
