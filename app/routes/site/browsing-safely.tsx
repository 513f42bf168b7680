import { LegalPage } from "~/components/legal/legal-page";
import { browsingSafelyPage } from "~/content/legal-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/browsing-safely";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: browsingSafelyPage.title,
    description: browsingSafelyPage.description,
    path: "/browsing-safely",
    matches,
  });

/** History, private windows and the "Leave site" control (app/content/legal.ts). */
export default function BrowsingSafely() {
  return (
    <LegalPage title={browsingSafelyPage.title} lead={browsingSafelyPage.lead} sections={browsingSafelyPage.sections} />
  );
}
