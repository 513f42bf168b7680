/**
 * The one shape of an admin list (episodes, blog posts, messages): a search, a filter and a page,
 * read on the server from the list's own URL parameters, so a list survives a reload, a save and a
 * browser without JavaScript. A screen declares its list once (`defineAdminList`); its loader reads
 * the URL with `readAdminListQuery`, and the list component (`AdminList`) and any redirect back to
 * the list (`adminListHref`) write the same parameters. docs/decisions/0024-admin-scaffold.md.
 */
export type AdminListFilterOption<Filter extends string = string> = { readonly value: Filter; readonly label: string };

export type AdminListDefinition<Filter extends string = string> = {
  /** The admin page that shows the list, e.g. "/admin/episodes". */
  path: string;
  /** Its URL parameters: each list has its own, so two lists could share a page. */
  params: { query: string; filter: string; page: string };
  /** The filter's choices; the first is "all", the list unfiltered. */
  filters: readonly AdminListFilterOption<Filter>[];
};

/** What a list's URL asks for. */
export type AdminListQuery<Filter extends string = string> = { query: string; filter: Filter; page: number };

/** One page of a list as the server answers it: the request, clamped, and how many match. */
export type AdminListPage<Filter extends string = string> = AdminListQuery<Filter> & {
  pageCount: number;
  total: number;
};

export function defineAdminList<const Filter extends string>(
  definition: AdminListDefinition<Filter>,
): AdminListDefinition<Filter> {
  return definition;
}

/** Searches are cut to this many characters before they reach SQL. */
const MAX_QUERY_LENGTH = 200;
/** Beyond any list's last page: the query clamps a page to its last anyway. */
const MAX_PAGE = 99_999;

/** A filter's value as the list knows it; anything else is "all". */
export function parseAdminListFilter<Filter extends string>(
  definition: AdminListDefinition<Filter>,
  value: string | null | undefined,
): Filter {
  return definition.filters.find((option) => option.value === value)?.value ?? ("all" as Filter);
}

/**
 * The search, filter and page a list's URL (or a form posting them back) asks for: the search trimmed
 * and cut to 200 characters, an unknown filter as "all", a page that is no number as 1 (the query
 * clamps it to the last page).
 */
export function readAdminListQuery<Filter extends string>(
  definition: AdminListDefinition<Filter>,
  input: URL | URLSearchParams | FormData,
): AdminListQuery<Filter> {
  const source = input instanceof URL ? input.searchParams : input;
  const text = (name: string) => {
    const value = source.get(name);
    return typeof value === "string" ? value : null;
  };
  const { params } = definition;
  return {
    query: (text(params.query) ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    filter: parseAdminListFilter(definition, text(params.filter)),
    page: Math.min(MAX_PAGE, Math.max(1, Number.parseInt(text(params.page) ?? "1", 10) || 1)),
  };
}

/** The list's address for a search, filter and page; defaults are left out, `extra` is added after. */
export function adminListHref<Filter extends string>(
  definition: AdminListDefinition<Filter>,
  { query, filter, page }: Partial<AdminListQuery<Filter>>,
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  if (query) search.set(definition.params.query, query);
  if (filter && filter !== "all") search.set(definition.params.filter, filter);
  if (page && page > 1) search.set(definition.params.page, String(page));
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  const text = search.toString();
  return `${definition.path}${text ? `?${text}` : ""}`;
}

/** The list's search, filter and page as hidden fields of a post, so its redirect comes back to them. */
export function adminListFields<Filter extends string>(
  definition: AdminListDefinition<Filter>,
  { query, filter, page }: AdminListQuery<Filter>,
): Record<string, string> {
  const { params } = definition;
  return { [params.query]: query, [params.filter]: filter, [params.page]: String(page) };
}
