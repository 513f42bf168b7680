import { useEffect } from "react";
import { data, Form, Link } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { listEpisodes } from "~/.server/episodes/episode-queries";
import { NotFoundMessage } from "~/components/not-found-message";
import { siteErrorTexts } from "~/components/route-error-boundary";
import { buttonClassName } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

/** How many of the newest episodes the 404 page offers, below its search of the archive. */
const NEWEST_EPISODES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db, logger } = appServicesOf(context);
  logger.warn({ path: url.pathname }, "404: no page at this path");
  // A way on, not the page: if the episodes cannot be read, the 404 goes without them.
  const newest = await listEpisodes(db, { pageSize: NEWEST_EPISODES })
    .then((page) => page.episodes.map(({ slug, title }) => ({ slug, title })))
    .catch((error: unknown) => {
      logger.error({ err: error }, "Could not load the newest episodes for the 404 page");
      return [];
    });
  return data({ path: url.pathname, newest }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { path, newest } = loaderData;
  // The spec logs the unknown path to the console: the server's log, and the visitor's browser too.
  useEffect(() => console.warn(`404: no page at ${path}`), [path]);
  return (
    <NotFoundMessage code="404" title={siteErrorTexts.notFound} action={siteErrorTexts.action}>
      {/* A plain GET form: no search-as-you-type, which would leave this page while the visitor types. */}
      <Form method="get" action="/episodes" role="search" aria-label="Search the episodes" className="mt-10 flex gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search the episodes
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          maxLength={200}
          placeholder="Search the episodes"
          className="block min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-4 py-3 text-base text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Search
        </button>
      </Form>
      {newest.length > 0 ? (
        <nav aria-labelledby="not-found-newest" className="mt-10 text-left">
          <h2 id="not-found-newest" className="font-serif text-xl font-bold text-ink-900">
            Newest episodes
          </h2>
          <ul className="mt-3 space-y-2">
            {newest.map((episode) => (
              <li key={episode.slug}>
                <Link to={`/episodes/${episode.slug}`} className="font-medium text-brand-800 underline">
                  {episode.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </NotFoundMessage>
  );
}
