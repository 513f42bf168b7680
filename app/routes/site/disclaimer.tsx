import { Link } from "react-router";
import { LegalPage } from "~/components/legal/legal-page";
import { licensedJurisdictions } from "~/content/legal";
import { disclaimerPage } from "~/content/legal-pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: disclaimerPage.title, description: disclaimerPage.description, path: "/disclaimer", matches });

/** The long disclaimer (app/content/legal.ts); the short one sits under every episode and post. */
export default function Disclaimer() {
  return (
    <LegalPage title={disclaimerPage.title} lead={disclaimerPage.lead} sections={disclaimerPage.sections}>
      <section aria-labelledby="licensed-title" className="mt-10 rounded-2xl border border-sand-200 bg-white p-6">
        <h2 id="licensed-title" className="font-serif text-xl font-bold text-ink-900">
          {site.host.name} is licensed in
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-lg text-ink-700">
          {licensedJurisdictions.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <p className="mt-10 text-lg text-ink-700">
        See also{" "}
        <Link to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
          Privacy
        </Link>{" "}
        and{" "}
        <Link to="/browsing-safely" className="font-medium text-brand-800 underline underline-offset-2">
          Browsing safely
        </Link>
        .
      </p>
    </LegalPage>
  );
}
