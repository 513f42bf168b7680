import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BlogPostFieldErrors, BlogPostFormValues } from "~/.server/blog/blog-post-form";
import { held, recordingAction, renderAdminRoute } from "../../../tests/helpers/component";
import { BlogPostForm } from "./blog-post-form";

/**
 * The Blog Post Manager's form on its own: its two modes, the spec's fields, the server's errors
 * and the button while a save is under way. The action's checks are in the integration tests.
 */
/** What the loader hands a new post's form (emptyBlogPostFormValues in blog-post-form.ts). */
const emptyBlogPostForm: BlogPostFormValues = {
  title: "",
  excerpt: "",
  contentUrl: "",
  imageUrl: "",
  categories: "",
  fullContent: "",
  isFeatured: false,
  lawReviewedOn: "",
  jurisdictionsDiscussed: "",
};

const filled: BlogPostFormValues = {
  title: "Custody Calendars Made Simple",
  excerpt: "A shared calendar ends most scheduling arguments.",
  contentUrl: "https://claire-morrow-consulting.example/custody-calendars/",
  imageUrl: "/images/blog/calendar.svg",
  categories: "Custody, Tools",
  fullContent: "",
  isFeatured: true,
  lawReviewedOn: "",
  jurisdictionsDiscussed: "",
};

function renderForm(
  props: { editingId?: string | null; values?: BlogPostFormValues; errors?: BlogPostFieldErrors } = {},
  action = recordingAction().action,
) {
  const Form = () => (
    <BlogPostForm
      editingId={props.editingId ?? null}
      values={props.values ?? emptyBlogPostForm}
      errors={props.errors ?? {}}
    />
  );
  renderAdminRoute(Form, { path: "/admin/blog", action });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label, { exact: false });

describe("the blog post form", () => {
  it("creates: 'Add New Blog Post', 'Create Post', no Cancel; the spec's fields and hints", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Add New Blog Post" });
    expect(within(form).getByRole("button", { name: "Create Post" })).toBeTruthy();
    expect(within(form).queryByRole("link", { name: "Cancel" })).toBeNull();
    expect(field("Excerpt").getAttribute("rows")).toBe("3");
    expect(within(form).getByText("2-3 sentences")).toBeTruthy();
    expect(within(form).getByText("Comma-separated, e.g. Custody, Co-Parenting")).toBeTruthy();
    for (const label of ["Title", "Excerpt", "Image URL"]) expect(field(label).required).toBe(true);
    // Required unless the full post is written here: the server decides, so the browser does not block it.
    expect(field("Content URL").required).toBe(false);
    expect(field("Categories").required).toBe(false);
    expect(within(form).getByLabelText("Featured")).toHaveProperty("checked", false);
  });

  it("edits: 'Edit Blog Post' with the post's values, 'Update Post' and Cancel back to the list", () => {
    renderForm({ editingId: "post-1", values: filled });
    const form = screen.getByRole("form", { name: "Edit Blog Post" });
    expect(within(form).getByRole("button", { name: "Update Post" })).toBeTruthy();
    expect(within(form).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/admin/blog");
    expect(field("Categories").value).toBe("Custody, Tools");
    expect(within(form).getByLabelText("Featured")).toHaveProperty("checked", true);
  });

  it("shows each of the server's errors under its field and keeps what was typed", () => {
    renderForm({
      values: { ...filled, contentUrl: "not a url" },
      errors: { contentUrl: "Enter a valid URL", imageUrl: "Image URL is required" },
    });
    for (const [label, message] of [
      ["Content URL", "Enter a valid URL"],
      ["Image URL", "Image URL is required"],
    ] as const) {
      const control = field(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(control.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(field("Content URL").value).toBe("not a url");
    expect(field("Title").getAttribute("aria-invalid")).toBeNull();
  });

  it("says 'Saving…' and cannot be sent twice while a save is under way; a created post empties the form", async () => {
    const user = userEvent.setup();
    const answer = held();
    const { posts, action } = recordingAction(() => answer.promise.then(() => null));
    renderForm({}, action);
    await user.type(field("Title"), filled.title);
    await user.type(field("Excerpt"), filled.excerpt);
    await user.type(field("Content URL"), filled.contentUrl);
    await user.type(field("Image URL"), filled.imageUrl);
    await user.click(screen.getByRole("button", { name: "Create Post" }));

    expect(await screen.findByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    answer.release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Post" })).toHaveProperty("disabled", false));
    expect(posts).toEqual([
      expect.objectContaining({ intent: "blog-create", title: filled.title, imageUrl: filled.imageUrl }),
    ]);
    for (const label of ["Title", "Excerpt", "Content URL", "Image URL"]) {
      await waitFor(() => expect(field(label).value).toBe(""));
    }
  });

  it("keeps what was typed when the save fails, and an update sends the post's id", async () => {
    const user = userEvent.setup();
    const { posts, action } = recordingAction(() => ({ error: "Enter a valid URL" }));
    renderForm({ editingId: "post-1", values: filled }, action);
    await user.clear(field("Excerpt"));
    await user.type(field("Excerpt"), "Updated: one calendar, two homes.");
    await user.click(screen.getByRole("button", { name: "Update Post" }));
    await waitFor(() => expect(posts).toEqual([expect.objectContaining({ intent: "blog-update", id: "post-1" })]));
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Post" })).toHaveProperty("disabled", false));
    expect(field("Excerpt").value).toBe("Updated: one calendar, two homes.");
  });
});
