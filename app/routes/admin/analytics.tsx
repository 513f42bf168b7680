import { loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { appServicesOf } from "~/.server/app-context";
import { AnalyticsPage } from "~/components/admin/analytics/analytics-page";
import { analyticsPeriodOf } from "~/lib/analytics-report";
import type { Route } from "./+types/analytics";

/** /admin/analytics: visits and listening, for admins only. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAnalyticsReport(appServicesOf(context).db, analyticsPeriodOf(new URL(request.url)));
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage report={loaderData} />;
}
