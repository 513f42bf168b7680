import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { getSessionUser } from "~/.server/auth/guards";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { getEnv } from "~/.server/env";
import { takeToast } from "~/.server/toast";
import { FlashToast } from "~/components/flash-toast";
import { SiteFooter } from "~/components/site-footer";
import { PendingNavigation } from "~/components/pending-navigation";
import { SearchAssistantSlot } from "~/components/search-assistant/search-assistant-slot";
import { SiteHeader } from "~/components/site-header";
import { ToastRegion } from "~/components/toast-region";
import { buttonClassName } from "~/components/ui/button";
import { InlineStylesheet } from "~/lib/inline-stylesheet";
import { useNonce } from "~/lib/nonce";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // Production inlines the stylesheet (see InlineStylesheet); development links it for hot reload.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [pending, session] = await Promise.all([takeToast(request), getSessionUser(request)]);
  const { toast } = pending;
  // The cleared toast and a refreshed session cookie (sliding expiry) ride along with any page.
  const headers = setCookiesOf(pending.headers, session.headers);
  const viewer = session.user ? { email: session.user.email, isAdmin: session.user.isAdmin } : null;
  return data({ publicUrl: getEnv().publicUrl, toast, viewer }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b615c" />
        <Meta />
        {/* Stylesheets need no nonce; an empty one renders the same on server and client (browsers hide nonces). */}
        <Links nonce="" />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader viewer={rootData?.viewer ?? null} />
        <PendingNavigation />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* Rendered here, not by the pages, so an open conversation stays put while moving between them. */}
        <SearchAssistantSlot />
        <FlashToast toast={rootData?.toast ?? null} />
        <ToastRegion />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request the server refused with a reason of its own words (app/.server/read-form.ts).
  if (
    isRouteErrorResponse(error) &&
    error.status === 400 &&
    typeof error.data === "string" &&
    error.data.length < 200
  ) {
    return <ErrorPage title="This request could not be used" detail={error.data} />;
  }
  const title = notFound ? "Page not found" : "Something went wrong";
  const detail = notFound
    ? "The page you were looking for does not exist."
    : "An unexpected error occurred. Please try again in a moment.";
  return <ErrorPage title={title} detail={detail} />;
}

function ErrorPage({ title, detail }: { title: string; detail: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`${title} | Untangled`}</title>
      <h1 className="font-serif text-4xl font-bold text-ink-900">{title}</h1>
      <p className="mt-4 text-lg text-ink-700">{detail}</p>
      <Link to="/" className={buttonClassName({ className: "mt-8" })}>
        Return to Home
      </Link>
    </section>
  );
}
