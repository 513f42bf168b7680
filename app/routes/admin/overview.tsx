import { loadAdminOverview } from "~/.server/admin/admin-overview";
import { appServicesOf } from "~/.server/app-context";
import { getFeedSyncOverview } from "~/.server/feeds/feed-sync-overview";
import { AdminOverview } from "~/components/admin/admin-overview";
import { FeedSyncStatus } from "~/components/admin/jobs/feed-sync-status";
import type { Route } from "./+types/overview";

/** /admin: counts, unread messages, the last imports and the scheduled syncs. The layout has checked the admin role. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const [overview, feedSyncs] = await Promise.all([loadAdminOverview(db), getFeedSyncOverview(db, env)]);
  return { overview, feedSyncs };
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminOverview overview={loaderData.overview} />
      <FeedSyncStatus syncs={loaderData.feedSyncs} />
    </>
  );
}
