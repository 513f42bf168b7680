import { z } from "zod";
import { done, needsConfirmation, reply } from "~/.server/admin/admin-result";
import { deleteAllAnalytics, loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { loadListeningReport } from "~/.server/analytics/listening-report";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { logSecurityEvent } from "~/.server/auth/security-events";
import { readForm } from "~/.server/read-form";
import { AdminScreen } from "~/components/admin/admin-screen";
import { AnalyticsPage } from "~/components/admin/analytics/analytics-page";
import { ConversionTables } from "~/components/admin/analytics/conversion-tables";
import { DeleteAnalyticsData } from "~/components/admin/analytics/delete-analytics-data";
import { analyticsPeriodOf } from "~/lib/analytics-report";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/analytics";
import { adminResponse } from "./admin-response.server";

/** /admin/analytics: visits and listening, for admins only. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { db } = appServicesOf(context);
  const days = analyticsPeriodOf(url);
  const [report, listening, conversions] = await Promise.all([
    loadAnalyticsReport(db, days),
    loadListeningReport(db, days, url.searchParams.get("episode")),
    loadConversionReport(db, days),
  ]);
  return { ...report, listening, conversions };
}

const analyticsPost = z.object({ intent: z.literal("delete-all", "Unknown action.") });

/**
 * The page's one post: delete all analytics data, after the two-question confirmation. The admin
 * layout's middleware has checked the admin role before this runs (docs/decisions/0009-admin-layout.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseInput(analyticsPost, form);
  if (!parsed.ok) return adminResponse(reply({ error: parsed.fieldErrors.intent ?? parsed.message }, 400));
  const confirm = needsConfirmation(form, "deleteAnalytics");
  if (confirm) return adminResponse(confirm);
  await deleteAllAnalytics(appServicesOf(context).db);
  const admin = adminViewerOf(context);
  logSecurityEvent(
    "info",
    "analytics.deleted",
    { userId: admin.id, email: admin.email, headers: request.headers },
    "all analytics data deleted",
  );
  return adminResponse(done("/admin/analytics", { type: "success", title: "All analytics data deleted." }));
}

export default function Analytics({ loaderData, actionData }: Route.ComponentProps) {
  const { conversions, listening, ...report } = loaderData;
  return (
    <AdminScreen actionData={actionData} action="/admin/analytics" cancelHref="/admin/analytics">
      <AnalyticsPage report={report} listening={listening}>
        <ConversionTables report={conversions} />
        <DeleteAnalyticsData />
      </AnalyticsPage>
    </AdminScreen>
  );
}
