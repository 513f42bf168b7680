import { loadAdminOverview } from "~/.server/admin/admin-overview";
import { loadLegalReviews } from "~/.server/admin/legal-reviews";
import { loadAnalyticsHeadline } from "~/.server/analytics/analytics-conversions";
import { appServicesOf } from "~/.server/app-context";
import { getFeedSyncOverview } from "~/.server/feeds/feed-sync-overview";
import { AdminOverview } from "~/components/admin/admin-overview";
import { AnalyticsHeadlineFigures } from "~/components/admin/analytics/analytics-headline";
import { LegalReviewsDue } from "~/components/admin/legal-reviews-due";
import { FeedSyncStatus } from "~/components/admin/jobs/feed-sync-status";
import type { Route } from "./+types/overview";

/** /admin: counts, unread messages, the last imports, the scheduled syncs and legal reviews due, and this week's analytics. The layout has checked the admin role. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const [overview, feedSyncs, legalReviews, analytics] = await Promise.all([
    loadAdminOverview(db),
    getFeedSyncOverview(db, env),
    loadLegalReviews(db),
    // This week's visits and messages; none with ANALYTICS=off, which counts nothing.
    env.ANALYTICS === "off" ? null : loadAnalyticsHeadline(db),
  ]);
  return { overview, feedSyncs, legalReviews, analytics };
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminOverview overview={loaderData.overview} />
      {loaderData.analytics ? <AnalyticsHeadlineFigures headline={loaderData.analytics} /> : null}
      <FeedSyncStatus syncs={loaderData.feedSyncs} />
      <LegalReviewsDue reviews={loaderData.legalReviews} />
    </>
  );
}
