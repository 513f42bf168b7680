import { loadAdminOverview } from "~/.server/admin/admin-overview";
import { appServicesOf } from "~/.server/app-context";
import { AdminOverview } from "~/components/admin/admin-overview";
import type { Route } from "./+types/overview";

/** /admin: counts, unread messages and the last imports. The layout has checked the admin role. */
export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await loadAdminOverview(appServicesOf(context).db) };
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  return <AdminOverview overview={loaderData.overview} />;
}
