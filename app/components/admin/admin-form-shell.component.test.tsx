import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TextField } from "~/components/ui/form-field";
import { held, recordingAction, renderAdminRoute } from "../../../tests/helpers/component";
import { AdminFormShell, adminFormState, type AdminFormModes } from "./admin-form-shell";
import { AdminScreen } from "./admin-screen";

/**
 * The one create/edit form and the screen around it, with a made-up section's words: modes, hidden
 * fields, Cancel, the busy button, the reset after a create, and what a screen does with its action's
 * answer (the 'Error' toast, the confirmation page). The episode and blog post forms' own fields are
 * their own tests'.
 */
const modes: AdminFormModes = {
  create: { title: "Add New Thing", intent: "thing-create", submit: "Create Thing" },
  edit: { title: "Edit Thing", intent: "thing-update", submit: "Update Thing" },
};

function renderShell(
  { editingId = null, name = "" }: { editingId?: string | null; name?: string } = {},
  action = recordingAction().action,
) {
  const Shell = () => (
    <AdminFormShell
      id="thing-form"
      action="/admin/things"
      modes={modes}
      editingId={editingId}
      hiddenFields={{ tq: "anvil", tp: "2" }}
      cancelHref="/admin/things?tq=anvil&tp=2"
    >
      <TextField id="thing-name" name="name" label="Name" required defaultValue={name} />
    </AdminFormShell>
  );
  renderAdminRoute(Shell, { path: "/admin/things", action });
}

const nameField = () => screen.getByLabelText<HTMLInputElement>("Name", { exact: false });

describe("the admin form shell", () => {
  it("creates: the create title and button, no Cancel", () => {
    renderShell();
    const form = screen.getByRole("form", { name: "Add New Thing" });
    expect(form.id).toBe("thing-form");
    expect(within(form).getByRole("button", { name: "Create Thing" })).toBeTruthy();
    expect(within(form).queryByRole("link", { name: "Cancel" })).toBeNull();
  });

  it("edits: the edit title and button, and Cancel back to the list as it was", () => {
    renderShell({ editingId: "thing-1", name: "Anvil" });
    const form = screen.getByRole("form", { name: "Edit Thing" });
    expect(nameField().value).toBe("Anvil");
    expect(within(form).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/admin/things?tq=anvil&tp=2");
  });

  it("posts the mode's intent, the edited item's id and the hidden fields with what was typed", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction(() => ({ error: "Name taken" }));
    renderShell({ editingId: "thing-1", name: "Anvil" }, action);
    await user.type(nameField(), " II");
    await user.click(screen.getByRole("button", { name: "Update Thing" }));
    await waitFor(() =>
      expect(posts).toEqual([{ intent: "thing-update", id: "thing-1", tq: "anvil", tp: "2", name: "Anvil II" }]),
    );
    // A failed save keeps what was typed.
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Thing" })).toHaveProperty("disabled", false));
    expect(nameField().value).toBe("Anvil II");
  });

  it("says 'Saving…' and cannot be sent twice while a save runs; a create that saved empties the form", async () => {
    const user = userEvent.setup();
    const answer = held();
    const { posts, action } = recordingAction(() => answer.promise.then(() => null));
    renderShell({}, action);
    await user.type(nameField(), "Bellows");
    await user.click(screen.getByRole("button", { name: "Create Thing" }));
    expect(await screen.findByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    answer.release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Thing" })).toHaveProperty("disabled", false));
    expect(posts).toEqual([{ intent: "thing-create", tq: "anvil", tp: "2", name: "Bellows" }]);
    await waitFor(() => expect(nameField().value).toBe(""));
  });
});

describe("which item the form shows", () => {
  const editing = { id: "thing-1", values: { name: "Anvil" } };
  const empty = { name: "" };

  it("is the empty create form, or the item ?edit= opened", () => {
    expect(adminFormState({ failedSave: null, editing: null, empty })).toEqual({
      editingId: null,
      values: empty,
      errors: {},
      key: "new-clean",
    });
    expect(adminFormState({ failedSave: undefined, editing, empty })).toMatchObject({
      editingId: "thing-1",
      values: { name: "Anvil" },
      key: "thing-1-clean",
    });
  });

  it("is a failed save as typed, with its errors, over the item the URL names", () => {
    const failedSave = { editingId: null, values: { name: "Bel" }, errors: { name: "Too short" } };
    expect(adminFormState({ failedSave, editing, empty })).toEqual({
      editingId: null,
      values: { name: "Bel" },
      errors: { name: "Too short" },
      key: "new-failed",
    });
  });
});

describe("an admin screen's answer", () => {
  const renderScreen = (actionData: unknown) =>
    renderAdminRoute(
      () => (
        <AdminScreen actionData={actionData} action="/admin/things" cancelHref="/admin/things?tp=2">
          <p>The screen</p>
        </AdminScreen>
      ),
      { path: "/admin/things" },
    );

  it("shows the screen when the action said nothing", () => {
    renderScreen(undefined);
    expect(screen.getByText("The screen")).toBeTruthy();
  });

  it("shows a refused post as the spec's 'Error' toast with the server's message, beside the screen", async () => {
    renderScreen({ error: "That thing could not be found." });
    expect(await screen.findByText("That thing could not be found.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByText("The screen")).toBeTruthy();
  });

  it("asks an unanswered confirmation on a page of its own, posting the same fields, Cancel back to the screen", () => {
    renderScreen({ confirmation: { key: "deleteBlogPost", step: 0, fields: { intent: "blog-delete", id: "post-1" } } });
    expect(screen.queryByText("The screen")).toBeNull();
    expect(screen.getByText("Are you sure you want to delete this blog post?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/admin/things?tp=2");
    const form = screen.getByRole("button", { name: "Delete" }).closest("form")!;
    expect(form.getAttribute("action")).toBe("/admin/things");
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ intent: "blog-delete", id: "post-1" });
  });
});
