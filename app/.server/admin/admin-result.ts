import type { PendingConfirmation } from "~/lib/admin-confirmations";
import type { Toast } from "~/lib/toast";
import { pendingConfirmation } from "./pending-confirmation";
import type { ConfirmationKey } from "~/lib/admin-confirmations";

/**
 * What an admin write answers, in the domain's words; the route turns it into HTTP
 * (`adminResponse` in app/routes/admin/admin-response.server.ts), so nothing here knows React Router
 * (docs/decisions/0024-admin-scaffold.md):
 * - `done`: it happened; back to `to` with a toast (a redirect, so a reload posts nothing twice);
 * - `confirm`: destructive, and the post has not answered every question of the spec's confirmation;
 * - `reply`: the page shows `body` again, with `status` (a refusal beside the form, a preview).
 */
export type AdminResult<Body = never> =
  | { kind: "done"; to: string; toast: Omit<Toast, "id"> }
  | { kind: "confirm"; confirmation: PendingConfirmation }
  | { kind: "reply"; status: number; body: Body };

export const done = (to: string, toast: Omit<Toast, "id">) => ({ kind: "done", to, toast }) as const;

export const reply = <Body>(body: Body, status = 200) => ({ kind: "reply", status, body }) as const;

/** The confirmation still to answer, or null when the post has answered every question yes. */
export function needsConfirmation(form: FormData, key: ConfirmationKey) {
  const confirmation = pendingConfirmation(form, key);
  return confirmation ? ({ kind: "confirm", confirmation } as const) : null;
}

/**
 * Per-intent handlers: one function per intent of a post that a `z.discriminatedUnion` over `intent`
 * has read, each given that intent's own fields. Adding an intent is a member of the union and a
 * handler here; the type refuses a union member without one.
 */
export type IntentHandlers<Post extends { intent: string }, Context, Result> = {
  [Intent in Post["intent"]]: (post: Extract<Post, { intent: Intent }>, context: Context) => Promise<Result>;
};

export function runIntent<Post extends { intent: string }, Context, Result>(
  handlers: IntentHandlers<Post, Context, Result>,
  post: Post,
  context: Context,
): Promise<Result> {
  const handler = handlers[post.intent as Post["intent"]] as (post: Post, context: Context) => Promise<Result>;
  return handler(post, context);
}
