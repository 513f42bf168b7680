import { appServicesOf } from "~/.server/app-context";
import { insightPeriodOf, loadInsights } from "~/.server/search/insights";
import { InsightsPage } from "~/components/admin/insights/insights-page";
import type { Route } from "./+types/insights";

/** /admin/insights: what listeners asked, for admins only. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInsights(appServicesOf(context).db, insightPeriodOf(new URL(request.url)));
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage insights={loaderData} />;
}
