import { appServicesOf } from "~/.server/app-context";
import { AnalyticsPrivacySection } from "~/components/legal/analytics-privacy-section";
import { LegalPage } from "~/components/legal/legal-page";
import { privacyPage } from "~/content/legal-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: privacyPage.title, description: privacyPage.description, path: "/privacy", matches });

/** Whether visits are counted: the setting's, the same for every visitor (so the page cache may keep the page). */
export function loader({ context }: Route.LoaderArgs) {
  return { analyticsOn: appServicesOf(context).env.ANALYTICS === "on" };
}

/** What the site stores, in plain words (app/content/legal-pages.ts, and the visitor statistics' app/content/analytics-privacy.ts). */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title={privacyPage.title} lead={privacyPage.lead} sections={privacyPage.sections}>
      <AnalyticsPrivacySection analyticsOn={loaderData.analyticsOn} />
    </LegalPage>
  );
}
