import { data } from "react-router";
import type { AdminResult } from "~/.server/admin/admin-result";
import { redirectWithToast } from "~/.server/toast";

/**
 * The one place an admin write's result becomes HTTP (docs/decisions/0024-admin-scaffold.md): done is a
 * redirect carrying its toast (post, redirect, get: works without JavaScript), a confirmation still
 * to answer is the page's `{ confirmation }` (the dialog's questions, or the confirmation page
 * without JavaScript), a reply is its body with its status.
 */
export async function adminResponse<Body>(result: AdminResult<Body>) {
  switch (result.kind) {
    case "done":
      return redirectWithToast(result.to, result.toast);
    case "confirm":
      return data({ confirmation: result.confirmation });
    case "reply":
      return data(result.body, { status: result.status });
  }
}
