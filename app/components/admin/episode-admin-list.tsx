import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { AdminListSearch } from "./admin-list-search";
import { AdminPostForm } from "./admin-post-form";
import { episodeListFilters, type EpisodeListFilter, type EpisodeManagerData } from "~/lib/episode-fields";
import { Pagination } from "~/components/ui/pagination";
import { formatLongDate } from "~/lib/dates";

export function managerHref({
  query,
  page,
  filter = "all",
  edit,
}: {
  query: string;
  page: number;
  filter?: EpisodeListFilter;
  edit?: string;
}): string {
  const params = new URLSearchParams();
  if (query) params.set("eq", query);
  if (filter !== "all") params.set("ef", filter);
  if (page > 1) params.set("ep", String(page));
  if (edit) params.set("edit", edit);
  const search = params.toString();
  return `/admin/episodes${search ? `?${search}` : ""}${edit ? "#episode-form" : ""}`;
}

const badge = "rounded-full px-2 py-0.5 text-xs font-bold tracking-wide";

/** The spec's 'All Episodes' list: badges, guest line, two-line description, edit and delete. */
export function EpisodeAdminList({ data }: { data: EpisodeManagerData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { episodes, query, filter, page, pageCount, total } = data;
  const filtered = query !== "" || filter !== "all";

  return (
    <section aria-labelledby="all-episodes-title" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="all-episodes-title" className="font-serif text-xl font-bold text-ink-900">
          All Episodes
        </h3>
        <p className="text-sm text-ink-700" aria-live="polite">
          {query ? `${total} matching “${query}”` : `${total} episode${total === 1 ? "" : "s"}`}
          {filter !== "all" ? ` · ${episodeListFilters.find((option) => option.value === filter)?.label}` : ""}
        </p>
      </div>
      <AdminListSearch
        action="/admin/episodes"
        name="episodes"
        searchLabel="Search episodes by title or guest"
        placeholder="Search by title or guest"
        query={query}
        queryParam="eq"
        filter={filter}
        filterParam="ef"
        filters={episodeListFilters}
      />

      {episodes.length === 0 ? (
        <p className="mt-6 text-center text-ink-700">
          {filtered ? "No episodes match that search." : "No episodes yet. Add one above or import the Podbean feed."}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {episodes.map((episode) => (
            <li key={episode.id} className="py-4">
              <article aria-labelledby={`admin-episode-${episode.id}`} className="flex gap-4">
                <div className="min-w-0 flex-1">
                  <h4 id={`admin-episode-${episode.id}`} className="font-semibold text-ink-900">
                    {episode.title}
                  </h4>
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    {episode.isLatest ? <span className={`${badge} bg-brand-700 text-white`}>LATEST</span> : null}
                    {episode.isFavorite ? <span className={`${badge} bg-sand-500 text-ink-900`}>FAVORITE</span> : null}
                    <span className="text-xs text-ink-700">{formatLongDate(episode.publishedDate)}</span>
                  </p>
                  {episode.guestName ? <p className="mt-1 text-sm text-brand-800">Guest: {episode.guestName}</p> : null}
                  {episode.description ? (
                    <p className="mt-1 line-clamp-2 text-sm text-ink-700">{episode.description}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 items-start gap-1">
                  <Link
                    to={`/episodes/${episode.slug}`}
                    className="rounded-full p-2 text-ink-700 hover:bg-sand-100"
                    aria-label={`View ${episode.title}`}
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </Link>
                  <Link
                    to={managerHref({ query, page, filter, edit: episode.id })}
                    className="rounded-full p-2 text-ink-700 hover:bg-sand-100"
                    aria-label={`Edit ${episode.title}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Link>
                  <AdminPostForm
                    action="/admin/episodes"
                    fields={{ id: episode.id, eq: query, ef: filter, ep: String(page) }}
                    confirm="deleteEpisode"
                    subject={episode.title}
                  >
                    <button
                      type="submit"
                      name="intent"
                      value="episode-delete"
                      disabled={busy}
                      className="rounded-full p-2 text-red-800 hover:bg-red-50 disabled:opacity-50"
                      aria-label={`Delete ${episode.title}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </AdminPostForm>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => managerHref({ query, filter, page: target })}
        label="Episode pages"
        className="mt-4"
      />
    </section>
  );
}
