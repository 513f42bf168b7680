import type { ReactNode } from "react";
import { Pagination } from "~/components/ui/pagination";
import { adminListHref, type AdminListDefinition, type AdminListPage } from "~/lib/admin/admin-list";
import { AdminListSearch } from "./admin-list-search";

/** Where the list sits: a card beside a screen's form (episodes, blog posts) or the page's own list (messages). */
type AdminListLayout = "card" | "page";

const layouts = {
  card: {
    section: "rounded-2xl border border-sand-200 bg-white p-6 shadow-sm",
    header: "flex flex-wrap items-baseline justify-between gap-3",
    Heading: "h3",
    heading: "font-serif text-xl font-bold text-ink-900",
    empty: "mt-6 text-center text-ink-700",
  },
  page: {
    section: "mt-8",
    header: "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1",
    Heading: "h2",
    heading: "font-serif text-2xl font-bold text-ink-900",
    empty: "mt-6 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-700",
  },
} as const;

export type AdminListProps<Filter extends string> = {
  definition: AdminListDefinition<Filter>;
  /** The page of the list the loader read (`readAdminListQuery`), with its counts. */
  list: AdminListPage<Filter>;
  layout: AdminListLayout;
  title: string;
  titleId: string;
  /** What one row is, for the count ("episode": "1 episode", "20 episodes"). */
  noun: string;
  /** Said after the count, e.g. the inbox's ", 3 unread". */
  summaryExtra?: string;
  search: { name: string; label: string; placeholder: string };
  /** The empty state: when a search or filter finds nothing, and when there is nothing at all. */
  empty: { filtered: string; none: string };
  /** The pagination's accessible name ("Episode pages"). */
  pagesLabel: string;
  /** How many rows this page holds; at 0 the empty state shows instead of `children`. */
  rowCount: number;
  /** The rows, as the screen draws them. */
  children: ReactNode;
};

/**
 * The one admin list (docs/decisions/0024-admin-scaffold.md): its title and count, the search and
 * filter (a GET form, so the list lives in the URL and works without JavaScript), the rows or the
 * empty state, and the pagination. Searching, filtering and paging happen on the server.
 */
export function AdminList<Filter extends string>({
  definition,
  list,
  layout,
  title,
  titleId,
  noun,
  summaryExtra = "",
  search,
  empty,
  pagesLabel,
  rowCount,
  children,
}: AdminListProps<Filter>) {
  const { query, filter, page, pageCount, total } = list;
  const look = layouts[layout];
  const Heading = look.Heading;
  const filterLabel = filter !== "all" ? definition.filters.find((option) => option.value === filter)?.label : null;
  const count = query ? `${total} matching “${query}”` : `${total} ${noun}${total === 1 ? "" : "s"}`;
  return (
    <section aria-labelledby={titleId} className={look.section}>
      <div className={look.header}>
        <Heading id={titleId} className={look.heading}>
          {title}
        </Heading>
        <p className="text-sm text-ink-700" aria-live="polite">
          {`${count}${filterLabel ? ` · ${filterLabel}` : ""}${summaryExtra}`}
        </p>
      </div>
      <AdminListSearch
        action={definition.path}
        name={search.name}
        searchLabel={search.label}
        placeholder={search.placeholder}
        query={query}
        queryParam={definition.params.query}
        filter={filter}
        filterParam={definition.params.filter}
        filters={definition.filters}
      />
      {rowCount === 0 ? (
        <p className={look.empty}>{query !== "" || filter !== "all" ? empty.filtered : empty.none}</p>
      ) : (
        children
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => adminListHref(definition, { query, filter, page: target })}
        label={pagesLabel}
        className="mt-4"
      />
    </section>
  );
}
