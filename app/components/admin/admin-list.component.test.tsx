import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defineAdminList, readAdminListQuery, type AdminListPage } from "~/lib/admin/admin-list";
import { renderAdminRoute } from "../../../tests/helpers/component";
import { AdminList, type AdminListProps } from "./admin-list";

/**
 * The one admin list every screen draws its rows in (episodes, blog posts, messages): its count,
 * search and filter, empty states and pages. What each screen puts in a row is its own test's.
 */
const things = defineAdminList({
  path: "/admin/things",
  params: { query: "tq", filter: "tf", page: "tp" },
  filters: [
    { value: "all", label: "All things" },
    { value: "shiny", label: "Shiny ones" },
  ],
});

const rows = ["Anvil", "Bellows"];

function renderList(
  list: Partial<AdminListPage<"all" | "shiny">> = {},
  props: Partial<AdminListProps<"all" | "shiny">> = {},
) {
  const urls: URL[] = [];
  const page = { query: "", filter: "all" as const, page: 1, pageCount: 1, total: rows.length, ...list };
  const shown = list.total === 0 ? [] : rows;
  renderAdminRoute(
    () => (
      <AdminList
        definition={things}
        list={page}
        layout="card"
        title="All Things"
        titleId="all-things-title"
        noun="thing"
        search={{ name: "things", label: "Search things by name", placeholder: "Search by name" }}
        empty={{ filtered: "No things match that search.", none: "No things yet." }}
        pagesLabel="Thing pages"
        rowCount={shown.length}
        {...props}
      >
        <ul aria-label="Things">
          {shown.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </AdminList>
    ),
    {
      path: "/admin/things",
      loader: ({ request }) => {
        urls.push(new URL(request.url));
        return null;
      },
    },
  );
  return { urls };
}

describe("the admin list", () => {
  it("names itself, counts its rows and draws them", async () => {
    renderList();
    const list = await screen.findByRole("region", { name: "All Things" });
    expect(within(list).getByRole("heading", { level: 3, name: "All Things" })).toBeTruthy();
    expect(within(list).getByText("2 things")).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(rows);
    // One page: no pagination.
    expect(within(list).queryByRole("navigation", { name: "Thing pages" })).toBeNull();
  });

  it("says one row in the singular, what a search matched, the filter and what the screen adds", async () => {
    renderList({ total: 1 }, { summaryExtra: ", 1 unread" });
    expect(await screen.findByText("1 thing, 1 unread")).toBeTruthy();
  });

  it("says what a search matched, with the filter's name", async () => {
    renderList({ query: "anvil", filter: "shiny", total: 1 });
    expect(await screen.findByText("1 matching “anvil” · Shiny ones")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search things by name" })).toHaveProperty("value", "anvil");
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveProperty("value", "shiny");
  });

  it("has an empty state for nothing at all, and another for a search or filter that finds nothing", async () => {
    renderList({ total: 0 });
    expect(await screen.findByText("No things yet.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Things" })).toBeNull();
  });

  it("says nothing matches a filter that finds nothing", async () => {
    renderList({ total: 0, filter: "shiny" });
    expect(await screen.findByText("No things match that search.")).toBeTruthy();
    expect(screen.getByText("0 things · Shiny ones")).toBeTruthy();
  });

  it("searches on the server: the search and filter go into the list's own URL parameters", async () => {
    const user = userEvent.setup();
    const { urls } = renderList();
    const search = await screen.findByRole("search", { name: "Search things" });
    await user.type(within(search).getByRole("searchbox"), "  bellows ");
    await user.selectOptions(within(search).getByRole("combobox", { name: "Show" }), "shiny");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get("tq")).toBe("  bellows "));
    // What the loader reads from it: trimmed, the filter known, page 1.
    expect(readAdminListQuery(things, urls.at(-1)!)).toEqual({ query: "bellows", filter: "shiny", page: 1 });
  });

  it("pages with links that keep the search and filter", async () => {
    renderList({ query: "a", filter: "shiny", page: 2, pageCount: 3, total: 45 });
    const pages = await screen.findByRole("navigation", { name: "Thing pages" });
    expect(within(pages).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/admin/things?tq=a&tf=shiny",
    );
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/admin/things?tq=a&tf=shiny&tp=3",
    );
  });

  it("as a page's own list, titles it as the page's section", async () => {
    renderList({}, { layout: "page" });
    expect(await screen.findByRole("heading", { level: 2, name: "All Things" })).toBeTruthy();
  });
});
