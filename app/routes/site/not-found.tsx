import { data, Link } from "react-router";
import { logger } from "~/.server/logger";
import { buttonClassName } from "~/components/ui/button";
import { site } from "~/content/site";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn({ path: url.pathname }, "404: no page at this path");
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link to="/" className={buttonClassName({ className: "mt-8" })}>
        Return to Home
      </Link>
    </section>
  );
}
