import { z } from "zod";
import { conversionTableCsv, loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { analyticsTableCsv, loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { listeningTableCsv, loadListeningReport } from "~/.server/analytics/listening-report";
import { appServicesOf } from "~/.server/app-context";
import { AppError, appErrorResponse } from "~/.server/app-error";
import { conversionTables, type ConversionTableName } from "~/lib/analytics-conversions";
import { listeningTableNames, type ListeningTableName } from "~/lib/analytics-listening";
import { analyticsPeriodOf, analyticsTables, type AnalyticsTableName } from "~/lib/analytics-report";
import { parseInput } from "~/lib/validation/parse-input";
import { slugSchema } from "~/lib/validation/schemas";
import type { Route } from "./+types/analytics-csv";

const tableNames = [
  ...listeningTableNames,
  ...(Object.keys(analyticsTables) as AnalyticsTableName[]),
  ...(Object.keys(conversionTables) as ConversionTableName[]),
] as [
  ListeningTableName | AnalyticsTableName | ConversionTableName,
  ...(ListeningTableName | AnalyticsTableName | ConversionTableName)[],
];

const tableSchema = z.object({
  table: z.enum(tableNames, "Unknown table.").default("pages"),
  /** The episode of the retention table (its most played of the period when unnamed). */
  episode: z
    .string()
    .refine((value) => slugSchema.safeParse(value).success, "An episode's address, such as my-first-episode.")
    .optional(),
});

const isConversionTable = (name: string): name is ConversionTableName => name in conversionTables;

const isListeningTable = (name: string): name is ListeningTableName =>
  (listeningTableNames as readonly string[]).includes(name);

/**
 * /admin/analytics.csv?days=N&table=pages: one of the analytics tables (top pages when unnamed), the
 * listening tables (`table=retention&episode=slug` is an episode's retention curve) or the conversion
 * tables, as a spreadsheet. A resource route under the admin layout, so its middleware checks the
 * admin role (and marks the answer no-store) first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseInput(tableSchema, url);
  if (!parsed.ok) return appErrorResponse(new AppError("invalid_input", parsed.message, { status: 400 }));
  const days = analyticsPeriodOf(url);
  const { db } = appServicesOf(context);
  const { table, episode } = parsed.data;
  const csv = isListeningTable(table)
    ? listeningTableCsv(await loadListeningReport(db, days, episode ?? null), table)
    : isConversionTable(table)
      ? conversionTableCsv(await loadConversionReport(db, days), table)
      : analyticsTableCsv(await loadAnalyticsReport(db, days), table);
  // The slug is [a-z0-9-] (slugSchema), so it is safe in the header as it is.
  const name = table === "retention" && episode ? `${table}-${episode}` : table;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${name}-${days}-days.csv"`,
    },
  });
}
