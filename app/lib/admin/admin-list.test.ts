import { describe, expect, it } from "vitest";
import {
  adminListFields,
  adminListHref,
  defineAdminList,
  parseAdminListFilter,
  readAdminListQuery,
} from "./admin-list";

const things = defineAdminList({
  path: "/admin/things",
  params: { query: "tq", filter: "tf", page: "tp" },
  filters: [
    { value: "all", label: "All things" },
    { value: "shiny", label: "Shiny ones" },
  ],
});

describe("an admin list's URL", () => {
  it("reads the search trimmed and cut, a known filter and a page", () => {
    const url = new URL(`http://site.test/admin/things?tq=${encodeURIComponent(` ${"x".repeat(300)} `)}&tf=shiny&tp=4`);
    expect(readAdminListQuery(things, url)).toEqual({ query: "x".repeat(200), filter: "shiny", page: 4 });
  });

  it("reads an unknown filter as all, and a page that is no number, or below 1, as the first", () => {
    expect(readAdminListQuery(things, new URLSearchParams("tf=rusty&tp=abc"))).toEqual({
      query: "",
      filter: "all",
      page: 1,
    });
    expect(readAdminListQuery(things, new URLSearchParams("tp=-3")).page).toBe(1);
    expect(readAdminListQuery(things, new URLSearchParams("tp=99999999999")).page).toBe(99_999);
    expect(parseAdminListFilter(things, null)).toBe("all");
  });

  it("writes the list's address without its defaults, and back from the fields a post carries", () => {
    expect(adminListHref(things, { query: "", filter: "all", page: 1 })).toBe("/admin/things");
    expect(adminListHref(things, { query: "a b", filter: "shiny", page: 2 }, { edit: "id-1" })).toBe(
      "/admin/things?tq=a+b&tf=shiny&tp=2&edit=id-1",
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(adminListFields(things, { query: "a", filter: "shiny", page: 3 }))) {
      form.set(name, value);
    }
    expect(adminListHref(things, readAdminListQuery(things, form))).toBe("/admin/things?tq=a&tf=shiny&tp=3");
  });
});
