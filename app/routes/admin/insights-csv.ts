import { appServicesOf } from "~/.server/app-context";
import { insightPeriodOf, insightsCsv } from "~/.server/search/insights";
import type { Route } from "./+types/insights-csv";

/**
 * /admin/insights.csv?days=N: the listener questions as a spreadsheet. A resource route under the
 * admin layout, so its middleware checks the admin role (and marks the answer no-store) first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = insightPeriodOf(new URL(request.url));
  return new Response(await insightsCsv(appServicesOf(context).db, days), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="listener-questions-${days}-days.csv"`,
    },
  });
}
