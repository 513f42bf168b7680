import { LegalPage } from "~/components/legal/legal-page";
import { privacyPage } from "~/content/legal-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: privacyPage.title, description: privacyPage.description, path: "/privacy", matches });

/** What the site stores, in plain words (app/content/legal.ts). */
export default function Privacy() {
  return <LegalPage title={privacyPage.title} lead={privacyPage.lead} sections={privacyPage.sections} />;
}
