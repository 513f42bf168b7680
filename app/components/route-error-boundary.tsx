import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";

/** What a route's error page says: its own words for "missing", and where its one button leads. */
export interface RouteErrorTexts {
  /** The title of a 404, in the spec's words for what is missing ('Blog post not found'). */
  notFound: string;
  /** The button, for every kind of error. */
  action: { to: string; label: string };
}

/** The fixed text of an unexpected failure: never the error's own message or stack (ASVS 7.4.1). */
export const failureTexts = {
  title: "Something went wrong",
  detail: "An unexpected error occurred. Please try again in a moment.",
} as const;

/** The spec's 404 page: '404', 'Oops! Page not found', 'Return to Home'. */
export const siteErrorTexts: RouteErrorTexts = {
  notFound: "Oops! Page not found",
  action: { to: "/", label: "Return to Home" },
};

/** The admin area's failures (its layout's boundary), with the way back to it. */
export const adminErrorTexts: RouteErrorTexts = {
  notFound: "Oops! Page not found",
  action: { to: "/admin", label: "Back to Admin" },
};

/**
 * The one error page of the site, in the one not-found design (`NotFoundMessage`): a 404 with the
 * route's own title, a 400 the server refused with a short reason of its own words (`readForm`, an
 * `AppError`) with that reason, and anything else with the fixed failure text.
 */
export function RouteErrorMessage({ error, texts }: { error: unknown; texts: RouteErrorTexts }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundMessage code="404" title={texts.notFound} action={texts.action} />;
  }
  if (
    isRouteErrorResponse(error) &&
    error.status === 400 &&
    typeof error.data === "string" &&
    error.data.length < 200
  ) {
    return <NotFoundMessage title="This request could not be used" detail={error.data} action={texts.action} />;
  }
  return <NotFoundMessage title={failureTexts.title} detail={failureTexts.detail} action={texts.action} />;
}

/**
 * A route module's `ErrorBoundary`: `export const ErrorBoundary = routeErrorBoundary({ … })`. Every
 * route that can answer 404 or fail has one (docs/decisions/0021-validation-and-errors.md), so a
 * missing guest says 'Guest not found', not the root's generic page.
 */
export function routeErrorBoundary(texts: RouteErrorTexts) {
  return function ErrorBoundary() {
    return <RouteErrorMessage error={useRouteError()} texts={texts} />;
  };
}
