import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminEpisodeRow, EpisodeManagerData } from "~/lib/episode-fields";
import { held, recordingAction, renderAdminRoute, startApiServer } from "../../../tests/helpers/component";
import { EpisodeAdminList } from "./episode-admin-list";
import { EpisodeManager } from "./episode-manager";

/**
 * The Episode Manager's 'All Episodes' list, and the manager moving between its create and edit
 * modes. The search, filters and pages themselves run in SQL (tests/integration/admin-episode-list.test.ts).
 */
const rows: AdminEpisodeRow[] = [
  {
    id: "ep-1",
    title: "When Your Ex Won't Follow the Parenting Plan",
    slug: "when-your-ex-wont-follow-the-parenting-plan",
    guestName: "Dr. Nina Patel",
    description: "How a detailed parenting plan prevents conflict.",
    isLatest: true,
    isFavorite: false,
    publishedDate: "2025-03-04",
  },
  {
    id: "ep-2",
    title: "Spousal Support Myths, Busted",
    slug: "spousal-support-myths-busted",
    guestName: null,
    description: "",
    isLatest: false,
    isFavorite: true,
    publishedDate: "2025-02-11",
  },
];

const listData = (patch: Partial<EpisodeManagerData> = {}): EpisodeManagerData => ({
  failed: false,
  episodes: rows,
  total: rows.length,
  page: 1,
  pageCount: 1,
  query: "",
  filter: "all",
  editing: null,
  emptyForm: {
    title: "",
    guestName: "",
    description: "",
    embedCode: "",
    isLatest: false,
    isFavorite: false,
    lawReviewedOn: "",
    jurisdictionsDiscussed: "",
    seasonNumber: "",
    episodeNumber: "",
    socialPostUrl: "",
  },
  editMissing: false,
  ...patch,
});

function renderList(data: EpisodeManagerData, action = recordingAction().action) {
  renderAdminRoute(() => <EpisodeAdminList data={data} />, { path: "/admin/episodes", action });
  return screen.getByRole("region", { name: "All Episodes" });
}

describe("the Episode Manager's list", () => {
  it("shows each episode with its badges, date, guest and description, and links to view and edit it", () => {
    const list = renderList(listData({ query: "", page: 2, pageCount: 3, filter: "favorites", total: 120 }));
    expect(within(list).getByText("120 episodes · Listener favorites")).toBeTruthy();
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("heading").textContent).toBe(rows[0]!.title);
    expect(within(first!).getByText("LATEST")).toBeTruthy();
    expect(within(first!).queryByText("FAVORITE")).toBeNull();
    expect(within(first!).getByText("Guest: Dr. Nina Patel")).toBeTruthy();
    expect(within(first!).getByText("How a detailed parenting plan prevents conflict.")).toBeTruthy();
    expect(
      within(first!)
        .getByRole("link", { name: `View ${rows[0]!.title}` })
        .getAttribute("href"),
    ).toBe(`/episodes/${rows[0]!.slug}`);
    // Edit keeps the list's search, filter and page.
    expect(
      within(first!)
        .getByRole("link", { name: `Edit ${rows[0]!.title}` })
        .getAttribute("href"),
    ).toBe("/admin/episodes?ef=favorites&ep=2&edit=ep-1#episode-form");
    expect(within(second!).getByText("FAVORITE")).toBeTruthy();
    expect(within(second!).queryByText(/^Guest:/)).toBeNull();
    expect(within(list).getByRole("navigation", { name: "Episode pages" })).toBeTruthy();
  });

  it("says how many match a search", () => {
    const list = renderList(listData({ query: "plan", total: 1, episodes: rows.slice(0, 1) }));
    expect(within(list).getByText("1 matching “plan”")).toBeTruthy();
    const search = within(list).getByRole("search", { name: "Search episodes" });
    expect(within(search).getByLabelText<HTMLInputElement>("Search episodes by title or guest").value).toBe("plan");
    expect(within(search).getByLabelText<HTMLSelectElement>("Show").value).toBe("all");
  });

  it("has an empty state for no episodes at all, and another for a search that finds none", () => {
    renderList(listData({ episodes: [], total: 0 }));
    expect(screen.getByText("No episodes yet. Add one above or import the Podbean feed.")).toBeTruthy();
    expect(screen.getByText("0 episodes")).toBeTruthy();
  });

  it("says no episodes match a search or a filter that finds none", () => {
    renderList(listData({ episodes: [], total: 0, filter: "missing-image" }));
    expect(screen.getByText("No episodes match that search.")).toBeTruthy();
  });

  it("deletes after the spec's question, with the list's place; every delete button waits while it is sent", async () => {
    const user = userEvent.setup();
    const answer = held();
    const { posts, action } = recordingAction(() => answer.promise.then(() => null));
    const list = renderList(listData({ query: "s", page: 1 }), action);

    await user.click(within(list).getByRole("button", { name: `Delete ${rows[1]!.title}` }));
    // The dialog names the episode it deletes.
    const dialog = await screen.findByRole("alertdialog", {
      name: /^Delete episode\s*“Spousal Support Myths, Busted”$/,
    });
    expect(within(dialog).getByText("Are you sure you want to delete this episode?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(posts).toEqual([]);

    await user.click(within(list).getByRole("button", { name: `Delete ${rows[1]!.title}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(posts).toEqual([{ id: "ep-2", eq: "s", ef: "all", ep: "1", intent: "episode-delete", confirmed: "1" }]),
    );
    for (const row of rows) {
      await waitFor(() =>
        expect(within(list).getByRole("button", { name: `Delete ${row.title}` })).toHaveProperty("disabled", true),
      );
    }
    answer.release();
    await waitFor(() =>
      expect(within(list).getByRole("button", { name: `Delete ${rows[0]!.title}` })).toHaveProperty("disabled", false),
    );
  });
});

describe("the Episode Manager", () => {
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  afterEach(async () => {
    // The toolbar asks for a running import when it mounts; its answer is awaited, not cut off.
    await waitFor(() => expect(api?.requests).toContain("GET /api/functions/jobs?kind=import-episodes"));
    await api?.close();
    api = undefined;
  });

  it("Cancel leaves edit mode without saving", async () => {
    const user = userEvent.setup();
    api = await startApiServer({ "/api/functions/jobs": async () => ({ json: { job: null } }) });
    const { posts, action } = recordingAction();
    // What the page's loader answers (app/.server/admin/episode-manager-data.ts): `?edit=` picks the episode.
    const loader = ({ request }: { request: Request }) => {
      const editing = new URL(request.url).searchParams.get("edit");
      const row = rows.find((episode) => episode.id === editing);
      return listData({
        editMissing: editing !== null && !row,
        editing: row
          ? {
              id: row.id,
              hasFeedAudio: false,
              values: {
                ...row,
                guestName: row.guestName ?? "",
                embedCode: "<iframe></iframe>",
                lawReviewedOn: "",
                jurisdictionsDiscussed: "",
                seasonNumber: "",
                episodeNumber: "",
                socialPostUrl: "",
              },
            }
          : null,
      });
    };
    const Page = () => <EpisodeManager data={useLoaderData<typeof loader>()} actionData={undefined} />;
    renderAdminRoute(Page, { path: "/admin/episodes", loader, action });
    const manager = await screen.findByRole("region", { name: "Episode Manager" });
    const list = within(manager).getByRole("region", { name: "All Episodes" });

    await user.click(within(list).getAllByRole("link", { name: /^Edit / })[0]!);
    const editForm = await within(manager).findByRole("form", { name: "Edit Episode" });
    expect(within(editForm).getByLabelText<HTMLInputElement>("Title", { exact: false }).value).toBe(rows[0]!.title);
    await user.click(within(editForm).getByRole("link", { name: "Cancel" }));
    const createForm = await within(manager).findByRole("form", { name: "Add New Episode" });
    expect(within(createForm).getByLabelText<HTMLInputElement>("Title", { exact: false }).value).toBe("");
    expect(within(manager).queryByText(/no longer exists/)).toBeNull();
    expect(posts).toEqual([]);
  });

  it("says so when an Edit link names an episode that is gone, above an empty create form", async () => {
    api = await startApiServer({ "/api/functions/jobs": async () => ({ json: { job: null } }) });
    const loader = () => listData({ editMissing: true });
    const Page = () => <EpisodeManager data={useLoaderData<typeof loader>()} actionData={undefined} />;
    renderAdminRoute(Page, { path: "/admin/episodes", url: "/admin/episodes?edit=gone", loader });
    const manager = await screen.findByRole("region", { name: "Episode Manager" });
    expect(
      within(manager).getByText("That episode no longer exists. It may have been deleted.").getAttribute("role"),
    ).toBe("status");
    expect(within(manager).getByRole("form", { name: "Add New Episode" })).toBeTruthy();
  });
});
