import { z } from "zod";
import { analyticsTableCsv, loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { appServicesOf } from "~/.server/app-context";
import { AppError, appErrorResponse } from "~/.server/app-error";
import { analyticsPeriodOf, analyticsTables, type AnalyticsTableName } from "~/lib/analytics-report";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/analytics-csv";

const tableSchema = z.object({
  table: z
    .enum(Object.keys(analyticsTables) as [AnalyticsTableName, ...AnalyticsTableName[]], "Unknown table.")
    .default("pages"),
});

/**
 * /admin/analytics.csv?days=N&table=pages: one of the analytics tables (top pages when unnamed) as a spreadsheet. A resource
 * route under the admin layout, so its middleware checks the admin role (and marks the answer
 * no-store) first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseInput(tableSchema, url);
  if (!parsed.ok) return appErrorResponse(new AppError("invalid_input", parsed.message, { status: 400 }));
  const days = analyticsPeriodOf(url);
  const report = await loadAnalyticsReport(appServicesOf(context).db, days);
  return new Response(analyticsTableCsv(report, parsed.data.table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${parsed.data.table}-${days}-days.csv"`,
    },
  });
}
