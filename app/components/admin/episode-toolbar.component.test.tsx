import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { held, recordingAction, renderAdminRoute, startApiServer } from "../../../tests/helpers/component";
import { EpisodeToolbar } from "./episode-toolbar";

/**
 * The Episode Manager's toolbar and the admin area's confirmation dialog, on a loopback stand-in for
 * the admin functions. The tasks' real answers (imports, duplicates, guest names) are checked in
 * tests/e2e/episode-manager.spec.ts and the integration tests.
 */
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  // The toolbar asks for a running import when it mounts; its answer is awaited, not cut off.
  await waitFor(() => expect(api?.requests).toContain("GET /api/functions/jobs?kind=import-episodes"));
  await api?.close();
  api = undefined;
});

const noRunningImport = async () => ({ json: { job: null } });
const toolbar = () => screen.getByRole("toolbar", { name: "Episode tools" });
const toasts = () => [...document.querySelectorAll("[data-sonner-toast]")].map((toast) => toast.textContent);

describe("the Episode Manager's toolbar", () => {
  it("disables every toolbar button while one task runs", async () => {
    const user = userEvent.setup();
    const answer = held();
    api = await startApiServer({
      "/api/functions/jobs": noRunningImport,
      "/api/functions/deduplicate-episodes": async () => {
        await answer.promise;
        return { json: { duplicatesFound: 2, totalEpisodes: 9, sampleDuplicates: [{ key: "episode 4", total: 2 }] } };
      },
    });
    renderAdminRoute(EpisodeToolbar, { path: "/admin/episodes", action: recordingAction().action });

    await user.click(within(toolbar()).getByRole("button", { name: "Preview Duplicates" }));
    for (const name of [
      "Fix Guest Names",
      "Preview Duplicates",
      "Remove Duplicates",
      "Delete All Episodes",
      "Import from Podbean Feed",
    ]) {
      expect(within(toolbar()).getByRole("button", { name })).toHaveProperty("disabled", true);
    }
    expect(screen.getByRole("status").textContent).toBe("Looking for duplicate episodes…");

    answer.release();
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.stringContaining("Found 2 duplicates among 9 episodes. episode 4 (2 copies)"),
      ),
    );
    expect(toasts()[0]).toContain("Duplicate Preview");
    await waitFor(() =>
      expect(within(toolbar()).getByRole("button", { name: "Import from Podbean Feed" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    expect(api.requests).toContain("POST /api/functions/deduplicate-episodes");
  });

  it("shows the server's message when a task fails", async () => {
    const user = userEvent.setup();
    api = await startApiServer({
      "/api/functions/jobs": noRunningImport,
      "/api/functions/normalize-episodes": async () => ({ status: 500, json: { error: "The database is busy." } }),
    });
    renderAdminRoute(EpisodeToolbar, { path: "/admin/episodes", action: recordingAction().action });
    await user.click(within(toolbar()).getByRole("button", { name: "Fix Guest Names" }));
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining("The database is busy.")));
    expect(within(toolbar()).getByRole("button", { name: "Fix Guest Names" })).toHaveProperty("disabled", false);
  });

  it("a confirmation is an alert dialog the keyboard can answer: focus moves in, Escape cancels and focus returns", async () => {
    const user = userEvent.setup();
    api = await startApiServer({ "/api/functions/jobs": noRunningImport });
    const { posts, action } = recordingAction();
    renderAdminRoute(EpisodeToolbar, { path: "/admin/episodes", action });
    const deleteAll = within(toolbar()).getByRole("button", { name: "Delete All Episodes" });

    deleteAll.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete All Episodes" });
    const description = () => document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent;
    expect(description()).toBe(
      "Delete all episodes? The latest episode and listener favorites are kept; every other episode is deleted.",
    );
    expect(within(dialog).getByText("Question 1 of 2")).toBeTruthy();
    // The safe answer has the focus, and Tab stays inside the dialog.
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    // Yes to the first question brings the second, starting again on Cancel.
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    expect(description()).toBe("This cannot be undone. Delete all other episodes now?");
    expect(within(dialog).getByText("Question 2 of 2")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(deleteAll);
    // Nothing was posted, so nothing was deleted.
    expect(posts).toEqual([]);
  });

  it("Delete All Episodes asks twice and does nothing when the second answer is no", async () => {
    const user = userEvent.setup();
    api = await startApiServer({ "/api/functions/jobs": noRunningImport });
    const { posts, action } = recordingAction();
    renderAdminRoute(EpisodeToolbar, { path: "/admin/episodes", action });

    await user.click(within(toolbar()).getByRole("button", { name: "Delete All Episodes" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/latest episode and listener favorites are kept/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // Nothing was posted, so nothing was deleted, and no toast says otherwise.
    expect(posts).toEqual([]);
    expect(toasts()).not.toContainEqual(expect.stringContaining("All episodes deleted"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("Delete All Episodes posts only after both questions are answered yes", async () => {
    const user = userEvent.setup();
    api = await startApiServer({ "/api/functions/jobs": noRunningImport });
    const { posts, action } = recordingAction();
    renderAdminRoute(EpisodeToolbar, { path: "/admin/episodes", action });

    await user.click(within(toolbar()).getByRole("button", { name: "Delete All Episodes" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "episode-delete-all", confirmed: "2" }]));
  });
});
