import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { EpisodeFieldErrors, EpisodeFormValues } from "~/.server/episodes/episode-form";
import { held, recordingAction, renderAdminRoute } from "../../../tests/helpers/component";
import { EpisodeForm, type EpisodeFormProps } from "./episode-form";

/**
 * The Episode Manager's form on its own: its two modes, its labels, the server's errors beside the
 * fields, and the button while a save is under way. What the action does with a post is in
 * tests/integration (episode writes) and tests/e2e/episode-manager.spec.ts.
 */
/** What the loader hands a new episode's form (emptyEpisodeFormValues in episode-form.ts). */
const emptyEpisodeForm: EpisodeFormValues = {
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
};

const filled: EpisodeFormValues = {
  title: "Parenting Plans in Practice",
  guestName: "Dr. Nina Patel",
  description: "How a detailed parenting plan prevents conflict.",
  embedCode: "",
  isLatest: false,
  isFavorite: true,
  lawReviewedOn: "",
  jurisdictionsDiscussed: "",
  seasonNumber: "",
  episodeNumber: "",
  socialPostUrl: "",
};

function renderForm(props: Partial<EpisodeFormProps> = {}, action = recordingAction().action) {
  const Form = () => (
    <EpisodeForm
      editingId={null}
      hasFeedAudio={false}
      values={emptyEpisodeForm}
      errors={{}}
      listQuery=""
      listPage={1}
      listFilter="all"
      cancelHref="/admin/episodes"
      {...props}
    />
  );
  renderAdminRoute(Form, { path: "/admin/episodes", action });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label, { exact: false });

describe("the episode form", () => {
  it("creates: 'Add New Episode', 'Create Episode', no Cancel, the spec's fields required", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Add New Episode" });
    expect(within(form).getByRole("button", { name: "Create Episode" })).toBeTruthy();
    expect(within(form).queryByRole("link", { name: "Cancel" })).toBeNull();
    for (const label of ["Title", "Guest Name", "Podbean Embed Code"]) expect(field(label).required).toBe(true);
    expect(field("Podbean Embed Code").getAttribute("rows")).toBe("6");
    expect(within(form).getByText("Paste the code from the episode's Share → Embed dialog on Podbean.")).toBeTruthy();
    expect(field("Title").value).toBe("");
    expect(within(form).getByLabelText("Latest Episode")).toHaveProperty("checked", false);
    expect(within(form).getByLabelText("Listener Favorite")).toHaveProperty("checked", false);
  });

  it("edits: 'Edit Episode' with the episode's values, 'Update Episode' and a Cancel link back to the list", () => {
    renderForm({ editingId: "ep-1", values: filled, cancelHref: "/admin/episodes?eq=plans&ep=2" });
    const form = screen.getByRole("form", { name: "Edit Episode" });
    expect(within(form).getByRole("button", { name: "Update Episode" })).toBeTruthy();
    expect(within(form).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe(
      "/admin/episodes?eq=plans&ep=2",
    );
    expect(field("Title").value).toBe(filled.title);
    expect(field("Guest Name").value).toBe(filled.guestName);
    expect(within(form).getByLabelText("Listener Favorite")).toHaveProperty("checked", true);
  });

  it("lets an episode with the feed's audio file leave the embed code empty, and says so", () => {
    renderForm({ editingId: "ep-1", values: filled, hasFeedAudio: true });
    expect(field("Podbean Embed Code").required).toBe(false);
    expect(
      screen.getByText(
        "Optional: this episode plays the audio file from the feed. Paste Podbean's embed code to use its player instead.",
      ),
    ).toBeTruthy();
  });

  it("shows each of the server's errors under its field, tied to it for screen readers, and keeps what was typed", () => {
    const errors: EpisodeFieldErrors = {
      title: "Title is required",
      embedCode: "Only the Podbean player can be embedded",
    };
    renderForm({
      values: { ...filled, title: "", embedCode: '<iframe src="https://evil.example/player"></iframe>' },
      errors,
    });
    for (const [label, message] of [
      ["Title", "Title is required"],
      ["Podbean Embed Code", "Only the Podbean player can be embedded"],
    ] as const) {
      const control = field(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(field("Guest Name").getAttribute("aria-invalid")).toBeNull();
    expect(field("Guest Name").value).toBe(filled.guestName);
    expect(field("Podbean Embed Code").value).toBe('<iframe src="https://evil.example/player"></iframe>');
  });

  it("says 'Saving…' and cannot be sent twice while a save is under way; a created episode empties the form", async () => {
    const user = userEvent.setup();
    const answer = held();
    const { posts, action } = recordingAction(() => answer.promise.then(() => null));
    renderForm({}, action);
    await user.type(field("Title"), "Parenting Plans in Practice");
    await user.type(field("Guest Name"), "Dr. Nina Patel");
    await user.type(field("Podbean Embed Code"), "<iframe></iframe>");
    await user.click(screen.getByRole("button", { name: "Create Episode" }));

    const saving = await screen.findByRole("button", { name: "Saving…" });
    expect(saving).toHaveProperty("disabled", true);
    answer.release();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create Episode" })).toHaveProperty("disabled", false),
    );
    expect(posts).toEqual([
      expect.objectContaining({
        intent: "episode-create",
        title: "Parenting Plans in Practice",
        guestName: "Dr. Nina Patel",
        embedCode: "<iframe></iframe>",
        eq: "",
        ep: "1",
        ef: "all",
      }),
    ]);
    await waitFor(() => expect(field("Title").value).toBe(""));
    expect(field("Guest Name").value).toBe("");
  });

  it("keeps what was typed when the save fails", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction(() => ({ error: "Only the Podbean player can be embedded" }));
    renderForm({}, action);
    await user.type(field("Title"), "Parenting Plans in Practice");
    await user.type(field("Guest Name"), "Dr. Nina Patel");
    await user.type(field("Podbean Embed Code"), "<iframe></iframe>");
    await user.click(screen.getByRole("button", { name: "Create Episode" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create Episode" })).toHaveProperty("disabled", false),
    );
    expect(field("Title").value).toBe("Parenting Plans in Practice");
  });

  it("sends the edited episode's id and the list's place with an update", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction();
    renderForm(
      {
        editingId: "ep-1",
        values: { ...filled, embedCode: "<iframe></iframe>" },
        listQuery: "plans",
        listPage: 2,
        listFilter: "favorites",
      },
      action,
    );
    await user.click(screen.getByRole("button", { name: "Update Episode" }));
    await waitFor(() =>
      expect(posts).toEqual([
        expect.objectContaining({
          intent: "episode-update",
          id: "ep-1",
          eq: "plans",
          ep: "2",
          ef: "favorites",
          isFavorite: "on",
        }),
      ]),
    );
  });
});
