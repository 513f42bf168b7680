import { useEffect } from "react";
import { data } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { NotFoundMessage } from "~/components/not-found-message";
import { siteErrorTexts } from "~/components/route-error-boundary";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  appServicesOf(context).logger.warn({ path: url.pathname }, "404: no page at this path");
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { path } = loaderData;
  // The spec logs the unknown path to the console: the server's log, and the visitor's browser too.
  useEffect(() => console.warn(`404: no page at ${path}`), [path]);
  return <NotFoundMessage code="404" title={siteErrorTexts.notFound} action={siteErrorTexts.action} />;
}
