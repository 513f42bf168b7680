import { loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { loadListeningReport } from "~/.server/analytics/listening-report";
import { appServicesOf } from "~/.server/app-context";
import { AnalyticsPage } from "~/components/admin/analytics/analytics-page";
import { analyticsPeriodOf } from "~/lib/analytics-report";
import type { Route } from "./+types/analytics";

/** /admin/analytics: visits and listening, for admins only. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db } = appServicesOf(context);
  const days = analyticsPeriodOf(url);
  const [report, listening] = await Promise.all([
    loadAnalyticsReport(db, days),
    loadListeningReport(db, days, url.searchParams.get("episode")),
  ]);
  return { ...report, listening };
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage report={loaderData} listening={loaderData.listening} />;
}
