import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { AdminList } from "./admin-list";
import { AdminPostForm } from "./admin-post-form";
import { adminListFields, adminListHref, type AdminListQuery } from "~/lib/admin/admin-list";
import { episodeAdminList, type EpisodeListFilter, type EpisodeManagerData } from "~/lib/episode-fields";
import { formatLongDate } from "~/lib/dates";

/** The manager's address for the list's search, filter and page, and the episode open in the form. */
export function managerHref({ edit, ...list }: AdminListQuery<EpisodeListFilter> & { edit?: string }): string {
  return edit
    ? `${adminListHref(episodeAdminList, list, { edit })}#episode-form`
    : adminListHref(episodeAdminList, list);
}

const badge = "rounded-full px-2 py-0.5 text-xs font-bold tracking-wide";

/** The spec's 'All Episodes' list: badges, guest line, two-line description, edit and delete. */
export function EpisodeAdminList({ data }: { data: EpisodeManagerData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { episodes, query, filter, page } = data;

  return (
    <AdminList
      definition={episodeAdminList}
      list={data}
      layout="card"
      title="All Episodes"
      titleId="all-episodes-title"
      noun="episode"
      search={{
        name: "episodes",
        label: "Search episodes by title or guest",
        placeholder: "Search by title or guest",
      }}
      empty={{
        filtered: "No episodes match that search.",
        none: "No episodes yet. Add one above or import the Podbean feed.",
      }}
      pagesLabel="Episode pages"
      rowCount={episodes.length}
    >
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
                  fields={{ id: episode.id, ...adminListFields(episodeAdminList, { query, filter, page }) }}
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
    </AdminList>
  );
}
