import { data } from "react-router";
import { requireAdminPage } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/database";
import { insightPeriodOf, insightsCsv, loadInsights } from "~/.server/search/insights";
import { InsightsPage } from "~/components/admin/insights/insights-page";
import { site } from "~/content/site";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = () => [
  { title: `Listener Insights | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

/** /admin/insights (and `?format=csv`, the export): what listeners asked, for admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const url = new URL(request.url);
  const days = insightPeriodOf(url);
  const db = await getDb();
  if (url.searchParams.get("format") === "csv") {
    return new Response(await insightsCsv(db, days), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="listener-questions-${days}-days.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  return data(await loadInsights(db, days), { headers: { "Cache-Control": "private, no-store" } });
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage insights={loaderData} />;
}
