import { describeSettings } from "~/.server/admin/admin-settings";
import { appServicesOf } from "~/.server/app-context";
import { AdminSettings } from "~/components/admin/admin-settings";
import type { Route } from "./+types/settings";

/** /admin/settings: the feed, blog source, schedules and integrations in effect, and where each is set. */
export function loader({ context }: Route.LoaderArgs) {
  return { groups: describeSettings(appServicesOf(context).env) };
}

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  return <AdminSettings groups={loaderData.groups} />;
}
