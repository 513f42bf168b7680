import { loadAdminOverview } from "~/.server/admin/admin-overview";
import { loadLegalReviews } from "~/.server/admin/legal-reviews";
import { appServicesOf } from "~/.server/app-context";
import { getFeedSyncOverview } from "~/.server/feeds/feed-sync-overview";
import { AdminOverview } from "~/components/admin/admin-overview";
import { LegalReviewsDue } from "~/components/admin/legal-reviews-due";
import { FeedSyncStatus } from "~/components/admin/jobs/feed-sync-status";
import type { Route } from "./+types/overview";

/** /admin: counts, unread messages, the last imports, the scheduled syncs and legal reviews due. The layout has checked the admin role. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const [overview, feedSyncs, legalReviews] = await Promise.all([
    loadAdminOverview(db),
    getFeedSyncOverview(db, env),
    loadLegalReviews(db),
  ]);
  return { overview, feedSyncs, legalReviews };
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminOverview overview={loaderData.overview} />
      <FeedSyncStatus syncs={loaderData.feedSyncs} />
      <LegalReviewsDue reviews={loaderData.legalReviews} />
    </>
  );
}
