import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AdminBlogRow } from "~/.server/admin/blog-manager-data";
import type { BlogManagerData } from "~/lib/blog";
import { recordingAction, renderAdminRoute } from "../../../tests/helpers/component";
import { BlogAdminList } from "./blog-admin-list";

/**
 * The Blog Post Manager's 'All Blog Posts' list. The search, filters and pages run in SQL, and the
 * whole create-feature-edit-delete story in tests/e2e/blog-manager.spec.ts.
 */
const posts: AdminBlogRow[] = [
  {
    id: "post-1",
    title: "Custody Calendars Made Simple",
    excerpt: "A shared calendar ends most scheduling arguments.",
    imageUrl: "/images/blog/calendar.svg",
    isFeatured: true,
    publishedDate: "2025-03-04",
    href: "https://claire-morrow-consulting.example/custody-calendars/",
    external: true,
  },
  {
    id: "post-2",
    title: "Budgeting for Two Households",
    excerpt: "Two homes, one budget.",
    imageUrl: null,
    isFeatured: false,
    publishedDate: "2025-02-11",
    href: "/blog/post-2",
    external: false,
  },
];

const listData = (patch: Partial<BlogManagerData> = {}): BlogManagerData => ({
  failed: false,
  posts,
  query: "",
  filter: "all",
  page: 1,
  pageCount: 1,
  total: posts.length,
  editing: null,
  emptyForm: {
    title: "",
    excerpt: "",
    contentUrl: "",
    imageUrl: "",
    categories: "",
    fullContent: "",
    isFeatured: false,
    lawReviewedOn: "",
    jurisdictionsDiscussed: "",
  },
  editMissing: false,
  sourceUrl: "https://claire-morrow-consulting.example/",
  ...patch,
});

function renderList(data: BlogManagerData, action = recordingAction().action) {
  renderAdminRoute(() => <BlogAdminList data={data} />, { path: "/admin/blog", action });
  return screen.getByRole("region", { name: "All Blog Posts" });
}

describe("the Blog Post Manager's list", () => {
  it("shows each post with its FEATURED badge and links to view (a new tab for an outside post) and edit it", () => {
    const list = renderList(listData());
    expect(within(list).getByText("2 posts")).toBeTruthy();
    expect(within(list).getByRole("list", { name: "Blog posts" }).getAttribute("tabindex")).toBe("0");
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByText("FEATURED")).toBeTruthy();
    expect(within(second!).queryByText("FEATURED")).toBeNull();
    const outside = within(first!).getByRole("link", { name: `View ${posts[0]!.title} (opens in a new tab)` });
    expect(outside.getAttribute("href")).toBe(posts[0]!.href);
    expect(outside.getAttribute("target")).toBe("_blank");
    expect(outside.getAttribute("rel")).toBe("noopener noreferrer");
    const inside = within(second!).getByRole("link", { name: `View ${posts[1]!.title}` });
    expect(inside.getAttribute("target")).toBeNull();
    expect(
      within(second!)
        .getByRole("link", { name: `Edit ${posts[1]!.title}` })
        .getAttribute("href"),
    ).toBe("/admin/blog?edit=post-2#blog-form");
  });

  it("says how many match a search, with the filter", () => {
    const list = renderList(listData({ query: "budget", filter: "featured", total: 1, posts: posts.slice(1) }));
    expect(within(list).getByText("1 matching “budget” · Featured")).toBeTruthy();
    expect(within(list).getByRole("search", { name: "Search blog posts" })).toBeTruthy();
  });

  it("has an empty state for no posts at all, and another for a search that finds none", () => {
    renderList(listData({ posts: [], total: 0 }));
    expect(screen.getByText("No blog posts yet. Add one or import them below.")).toBeTruthy();
  });

  it("says no posts match a search that finds none", () => {
    renderList(listData({ posts: [], total: 0, query: "nothing" }));
    expect(screen.getByText("No posts match that search.")).toBeTruthy();
    expect(screen.getByText("0 matching “nothing”")).toBeTruthy();
  });

  it("features and unfeatures with one click, without a question", async () => {
    const user = userEvent.setup();
    const { posts: sent, action } = recordingAction();
    const list = renderList(listData(), action);
    await user.click(within(list).getByRole("button", { name: `Remove ${posts[0]!.title} from featured` }));
    await waitFor(() => expect(sent).toEqual([{ id: "post-1", featured: "false", intent: "blog-feature" }]));
    // The buttons wait while a post is under way.
    const feature = within(list).getByRole("button", { name: `Feature ${posts[1]!.title}` });
    await waitFor(() => expect(feature).toHaveProperty("disabled", false));
    await user.click(feature);
    await waitFor(() => expect(sent.at(-1)).toEqual({ id: "post-2", featured: "true", intent: "blog-feature" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("deletes only after the spec's question is answered yes", async () => {
    const user = userEvent.setup();
    const { posts: sent, action } = recordingAction();
    const list = renderList(listData(), action);
    await user.click(within(list).getByRole("button", { name: `Delete ${posts[0]!.title}` }));
    // The dialog names the post it deletes.
    const dialog = await screen.findByRole("alertdialog", {
      name: /^Delete blog post\s*“Custody Calendars Made Simple”$/,
    });
    expect(within(dialog).getByText("Are you sure you want to delete this blog post?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent).toEqual([{ id: "post-1", intent: "blog-delete", confirmed: "1" }]));
  });
});
