import { z } from "zod";
import { appServicesOf } from "~/.server/app-context";
import { Link, useNavigation } from "react-router";
import { listGuests } from "~/.server/people/guest-queries";
import { PersonPhoto } from "~/components/episodes/person-card";
import { SearchForm } from "~/components/ui/search-form";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { readPageQuery } from "~/lib/page-query";
import { parseLenientInput } from "~/lib/validation/parse-input";
import { searchTextSchema } from "~/lib/validation/schemas";
import type { Route } from "./+types/guests";

const MAX_QUERY_LENGTH = 100;
/** The guests' URL: a search (declared for the page cache in app/content/public-pages.ts). */
const guestsQuery = z.object({ q: searchTextSchema(MAX_QUERY_LENGTH) });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta({
    title: "Guests",
    description: `Every guest of ${site.podcastName}: attorneys, mediators, therapists and financial experts, and their episodes.`,
    path: "/guests",
    matches,
  });
  return loaderData?.query ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q: query } = parseLenientInput(guestsQuery, readPageQuery("/guests", new URL(request.url).searchParams));
  return { query, guests: await listGuests(appServicesOf(context).db, { query }) };
}

export default function Guests({ loaderData }: Route.ComponentProps) {
  const { query, guests } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/guests";
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Guests</h1>
      <p className="mt-3 text-lg text-ink-700">The experts who have joined {site.podcastName}, and their episodes.</p>
      <SearchForm
        action="/guests"
        id="guest-search"
        label="Filter guests by name"
        placeholder="Filter by name"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        className="mt-8"
      />
      <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-700">
        {searching
          ? "Searching…"
          : `${guests.length} guest${guests.length === 1 ? "" : "s"}${query ? ` matching “${query}”` : ""}`}
      </p>
      {guests.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-10 text-center text-ink-700">
          {query ? (
            <>
              <p>No guests match “{query}”.</p>
              <Link to="/guests" className="mt-3 inline-block font-semibold text-brand-800 underline">
                Show all guests
              </Link>
            </>
          ) : (
            <p>No guests yet.</p>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {guests.map((guest) => (
            <li key={guest.slug}>
              <Link
                to={`/guests/${guest.slug}`}
                className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm hover:border-brand-300"
              >
                <PersonPhoto name={guest.name} photoUrl={guest.photoUrl} size={64} />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{guest.name}</span>
                  <span className="block text-sm text-ink-700">
                    {guest.episodes} episode{guest.episodes === 1 ? "" : "s"}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
