import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundMessage } from "~/components/not-found-message";

/** An episode page's error: 'Episode not found' for an unknown slug (HTTP 404), else the general error. */
export function EpisodeErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFoundMessage
      code={notFound ? "404" : undefined}
      title={notFound ? "Episode not found" : "Something went wrong"}
      detail={notFound ? undefined : "An unexpected error occurred. Please try again in a moment."}
      action={{ to: "/episodes", label: "Back to Episodes" }}
    />
  );
}
