import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { recordingAction, renderAdminRoute } from "../../../../tests/helpers/component";
import { ExtrasFileForm, RemoveExtrasButton } from "./extras-file-form";
import type { useExtrasPost } from "./use-extras-post";

/**
 * The form the transcript and the chapters editors share, and their Remove button. Reading, saving
 * and refusing files is in tests/integration/episode-extras-admin.test.ts; the editor on the real
 * page in tests/e2e/episode-extras-admin.spec.ts.
 */
const post: ReturnType<typeof useExtrasPost> = {
  action: "/admin/episodes",
  listFields: { eq: "custody", ef: "all", ep: "2" },
  answer: undefined,
  error: undefined,
  pendingIntent: null,
  busy: false,
};

function renderForm(
  props: { text?: string; error?: string; preview?: boolean } = {},
  action = recordingAction().action,
) {
  renderAdminRoute(
    () => (
      <>
        <ExtrasFileForm
          kind="chapters"
          episodeId="episode-1"
          post={post}
          title="Add chapters"
          file={{ label: "Chapters file (JSON)", accept: ".json" }}
          textLabel="Or paste the chapters"
          hint="One a line."
          rows={6}
          text={props.text}
          error={props.error}
          preview={props.preview ? <p>Preview: lines · 2 chapters</p> : null}
        />
        <RemoveExtrasButton kind="chapters" episodeId="episode-1" post={post} confirm="removeChapters" />
      </>
    ),
    { path: "/admin/episodes", action },
  );
}

describe("the transcript's and chapters' form", () => {
  it("offers a file or pasted text, and posts the one pressed, Preview or Save, with the episode and the list's place", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction();
    renderForm({}, action);
    const form = screen.getByRole("form", { name: "Add chapters" });
    expect(within(form).getByLabelText("Chapters file (JSON)").getAttribute("name")).toBe("chaptersFile");
    const text = within(form).getByRole("textbox", { name: "Or paste the chapters" });
    expect(text.getAttribute("aria-describedby")).toBe("chapters-text-hint");
    await user.type(text, "0:00 Welcome");
    await user.click(within(form).getByRole("button", { name: "Preview chapters" }));
    await waitFor(() =>
      expect(posts).toEqual([
        expect.objectContaining({
          id: "episode-1",
          eq: "custody",
          ep: "2",
          chaptersText: "0:00 Welcome",
          intent: "chapters-preview",
        }),
      ]),
    );
    expect(within(form).getByRole("button", { name: "Save chapters" })).toBeTruthy();
  });

  it("shows the text again with the server's reason beside it", () => {
    renderForm({ text: "nonsense", error: "Line 1 has no time." });
    const text = screen.getByRole("textbox", { name: "Or paste the chapters" });
    expect(text).toHaveProperty("value", "nonsense");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(text.getAttribute("aria-describedby")).toBe("chapters-text-hint chapters-error");
    expect(screen.getByRole("alert").textContent).toBe("Line 1 has no time.");
  });

  it("shows a preview in its own region, saying nothing is saved yet", () => {
    renderForm({ preview: true });
    const region = screen.getByRole("region", { name: "Chapters preview" });
    expect(within(region).getByText("Preview: lines · 2 chapters")).toBeTruthy();
    expect(within(region).getByText("Nothing is saved until you choose Save chapters.")).toBeTruthy();
  });

  it("removes only after the spec's question", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction();
    renderForm({}, action);
    await user.click(screen.getByRole("button", { name: "Remove chapters" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Remove this episode's chapters?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(posts).toEqual([expect.objectContaining({ intent: "chapters-remove", id: "episode-1", confirmed: "1" })]),
    );
  });
});
