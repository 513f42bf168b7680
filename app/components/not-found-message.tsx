import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { site } from "~/content/site";

/**
 * The one design for "this is not here" and "this went wrong": the unknown path (the spec's '404',
 * 'Oops! Page not found', 'Return to Home'), an unknown blog post or episode, and errors.
 */
export function NotFoundMessage({
  code,
  title,
  detail,
  action,
  children,
}: {
  /** The big figure above the title ("404"); read as part of the heading. */
  code?: string;
  title: string;
  detail?: string;
  action: { to: string; label: string };
  /** Further ways on, below the action (the 404 page's archive search and newest episodes). */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-24">
      <title>{`${title} | ${site.shortName}`}</title>
      {code ? (
        <p className="font-serif text-7xl font-bold text-brand-700" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className={`font-serif text-3xl font-bold text-ink-900 ${code ? "mt-4" : ""}`}>
        {code ? <span className="sr-only">{`${code}: `}</span> : null}
        {title}
      </h1>
      {detail ? <p className="mt-4 text-lg text-ink-700">{detail}</p> : null}
      <Link to={action.to} className={buttonClassName({ className: "mt-8" })}>
        {action.label}
      </Link>
      {children}
    </section>
  );
}
