import { describeSettings } from "~/.server/admin/admin-settings";
import { appServicesOf } from "~/.server/app-context";
import { AdminSettings } from "~/components/admin/admin-settings";
import type { Route } from "./+types/settings";
import { adminErrorTexts, routeErrorBoundary } from "~/components/route-error-boundary";

/** /admin/settings: the feed, blog source, schedules and integrations in effect, and where each is set. */
export function loader({ context }: Route.LoaderArgs) {
  return { groups: describeSettings(appServicesOf(context).env) };
}

/** A failure stays under the admin navigation, in the site's one error design. */
export const ErrorBoundary = routeErrorBoundary(adminErrorTexts);

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  return <AdminSettings groups={loaderData.groups} />;
}
