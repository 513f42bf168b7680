import { useEffect } from "react";
import { data } from "react-router";
import { z } from "zod";
import { blogPostIntents, handleBlogPostAction, type BlogPostIntent } from "~/.server/admin/blog-post-actions";
import { loadBlogManager } from "~/.server/admin/blog-manager-data";
import { episodeIntents, handleEpisodeAction, type EpisodeIntent } from "~/.server/admin/episode-actions";
import { loadEpisodeManager } from "~/.server/admin/episode-manager-data";
import { requireAdminPage, requireAdminRequest } from "~/.server/auth/guards";
import { changeContactMessage, readContactInbox } from "~/.server/admin/contact-message-audit";
import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { getFeedSyncOverview } from "~/.server/jobs/feed-sync-overview";
import { ContactMessages } from "~/components/admin/contact-messages";
import { BlogPostManager } from "~/components/admin/blog-post-manager";
import { EpisodeManager } from "~/components/admin/episode-manager";
import { FeedSyncStatus } from "~/components/admin/jobs/feed-sync-status";
import { showToast } from "~/components/toast-region";
import { site } from "~/content/site";
import { useKeepSessionAlive } from "~/lib/use-keep-session-alive";
import type { Route } from "./+types/dashboard";
import { readForm } from "~/.server/read-form";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Dashboard | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request);
  const db = await getDb();
  const url = new URL(request.url);
  const [messages, blogManager, episodeManager, feedSyncs] = await Promise.all([
    readContactInbox(db, { admin, headers: request.headers }),
    loadBlogManager(db, url),
    loadEpisodeManager(db, url),
    getFeedSyncOverview(db, getEnv()),
  ]);
  return data(
    { messages, blogManager, episodeManager, feedSyncs },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const messageAction = z.object({
  intent: z.enum(["mark-read", "mark-unread", "delete"]),
  id: z.uuid("Unknown message."),
});

const isEpisodeIntent = (intent: unknown): intent is EpisodeIntent => episodeIntents.includes(intent as EpisodeIntent);
const isBlogPostIntent = (intent: unknown): intent is BlogPostIntent =>
  blogPostIntents.includes(intent as BlogPostIntent);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminRequest(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  // Content deletions are audit-logged with who and from where (security-events.ts).
  const actor = { userId: admin.id, email: admin.email, headers: request.headers };
  if (isEpisodeIntent(intent)) return handleEpisodeAction(intent, form, actor);
  if (isBlogPostIntent(intent)) return handleBlogPostAction(intent, form, actor);

  const parsed = messageAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const db = await getDb();
  const { intent: messageIntent, id } = parsed.data;
  const found = await changeContactMessage(db, { admin, headers: request.headers, intent: messageIntent, id });
  // Idempotent: acting on a message someone else already deleted is not an error worth a screen.
  return data({ ok: true, found });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, blogManager, episodeManager, feedSyncs } = loaderData;
  useKeepSessionAlive();
  // Every failed save, delete or feature: the spec's 'Error' toast with the server's message.
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  useEffect(() => {
    if (error) void showToast({ type: "error", title: "Error", description: error });
  }, [actionData, error]);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Admin Dashboard</h1>
      <FeedSyncStatus syncs={feedSyncs} />
      <BlogPostManager data={blogManager} />
      <EpisodeManager data={episodeManager} />
      <ContactMessages messages={messages} />
    </section>
  );
}
