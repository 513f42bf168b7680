import { Search } from "lucide-react";
import { Form } from "react-router";

type FilterOption = { value: string; label: string };

/**
 * The search box and filter above an admin list (episodes, blog posts): a GET form, so the list's
 * search, filter and page live in the URL and work without JavaScript.
 */
export function AdminListSearch({
  action,
  name,
  searchLabel,
  placeholder,
  query,
  queryParam,
  filter,
  filterParam,
  filters,
}: {
  action: string;
  /** What is searched, for the form's accessible name ("episodes", "blog posts"). */
  name: string;
  searchLabel: string;
  placeholder: string;
  query: string;
  queryParam: string;
  filter: string;
  filterParam: string;
  filters: readonly FilterOption[];
}) {
  const searchId = `admin-${queryParam}-search`;
  const filterId = `admin-${filterParam}-filter`;
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={`Search ${name}`}
      className="mt-4 flex flex-wrap gap-2"
    >
      <label htmlFor={searchId} className="sr-only">
        {searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        name={queryParam}
        defaultValue={query}
        placeholder={placeholder}
        className="block min-w-0 flex-1 basis-48 rounded-full border border-sand-300 px-4 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <label htmlFor={filterId} className="sr-only">
        Show
      </label>
      <select
        id={filterId}
        name={filterParam}
        defaultValue={filter}
        className="min-w-0 rounded-full border border-sand-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {filters.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 px-4 py-2 text-sm font-semibold hover:bg-sand-100"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </Form>
  );
}
