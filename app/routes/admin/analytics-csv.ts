import { z } from "zod";
import { conversionTableCsv, loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { analyticsTableCsv, loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { appServicesOf } from "~/.server/app-context";
import { AppError, appErrorResponse } from "~/.server/app-error";
import { conversionTables, type ConversionTableName } from "~/lib/analytics-conversions";
import { analyticsPeriodOf, analyticsTables, type AnalyticsTableName } from "~/lib/analytics-report";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/analytics-csv";

const tableNames = [...Object.keys(analyticsTables), ...Object.keys(conversionTables)] as [
  AnalyticsTableName | ConversionTableName,
  ...(AnalyticsTableName | ConversionTableName)[],
];

const tableSchema = z.object({ table: z.enum(tableNames, "Unknown table.").default("pages") });

const isConversionTable = (name: string): name is ConversionTableName => name in conversionTables;

/**
 * /admin/analytics.csv?days=N&table=pages: one of the analytics tables (top pages when unnamed), or
 * one of the conversion tables, as a spreadsheet. A resource route under the admin layout, so its
 * middleware checks the admin role (and marks the answer no-store) first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseInput(tableSchema, url);
  if (!parsed.ok) return appErrorResponse(new AppError("invalid_input", parsed.message, { status: 400 }));
  const days = analyticsPeriodOf(url);
  const { db } = appServicesOf(context);
  const { table } = parsed.data;
  const csv = isConversionTable(table)
    ? conversionTableCsv(await loadConversionReport(db, days), table)
    : analyticsTableCsv(await loadAnalyticsReport(db, days), table);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table}-${days}-days.csv"`,
    },
  });
}
