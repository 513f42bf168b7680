import { type ReactNode, use, useEffect, useRef } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { appServicesOf, provideAppServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/auth/guards";
import { setCookiesOf } from "~/.server/auth/set-cookies";
import { emailSubscriptionsOn } from "~/.server/subscribers/subscriber-settings";
import { takeToast } from "~/.server/toast";
import { FlashToast } from "~/components/flash-toast";
import { RouteErrorMessage, siteErrorTexts } from "~/components/route-error-boundary";
import { SitePlayer } from "~/components/player/site-player";
import { KeptServerMarkup } from "~/components/kept-server-markup";
import { ServerParts } from "~/lib/server-parts";
import { PendingNavigation } from "~/components/pending-navigation";
import { QuickExitBar } from "~/components/quick-exit-bar";
import { isPrivateAreaPath } from "~/lib/private-area";
import { SearchAssistantSlot } from "~/components/search-assistant/search-assistant-slot";
import { SiteHeader } from "~/components/site-header";
import { ToastRegion } from "~/components/toast-region";
import { calendarYear } from "~/lib/copyright";
import { markPageHydrated } from "~/lib/early-clicks";
import { defaultQuickExitUrl } from "~/lib/quick-exit";
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

/**
 * Runs before every loader, action and resource route of the site: the process's database, Better
 * Auth, environment, logger and job engine go into React Router's context, where routes read them
 * with `appServicesOf(context)` (docs/decisions/0009-admin-layout.md, "Services for every route").
 */
export const middleware: Route.MiddlewareFunction[] = [provideAppServices];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = appServicesOf(context);
  const [pending, session] = await Promise.all([takeToast(request), getSessionUser(request, services)]);
  const { toast } = pending;
  // The cleared toast and a refreshed session cookie (sliding expiry) ride along with any page.
  const headers = setCookiesOf(pending.headers, session.headers);
  const viewer = session.user ? { email: session.user.email, isAdmin: session.user.isAdmin } : null;
  // The footer's copyright year, read here once so hydration renders what the server did.
  const year = calendarYear();
  // The analytics beacon, unless it is off or the visitor is an admin (docs/decisions/0028-privacy-first-analytics.md).
  const analytics = services.env.ANALYTICS === "on" && !viewer?.isAdmin;
  // Whether episodes and posts end with the "Get new episodes by email" form (components/page-end/page-end.tsx):
  // read there from this data, so the pages' own code does not grow by a byte.
  const emailSignup = emailSubscriptionsOn(services.env);
  return data(
    {
      publicUrl: services.env.publicUrl,
      quickExitUrl: services.env.QUICK_EXIT_URL,
      toast,
      viewer,
      year,
      analytics,
      emailSignup,
    },
    { headers },
  );
}

/**
 * React Router keeps scroll positions in sessionStorage, by the pages visited: under the site's
 * prefix, so the quick exit clears them with the rest (app/lib/quick-exit.ts).
 */
const SCROLL_POSITIONS_KEY = "untangled.scroll-positions.v1";

/** Marks the end of the markup the first frame waits for (see the expect link in Layout's head). */
const pageEndId = "page-end";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { Footer } = use(ServerParts);
  // Last of the first commit's effects (a parent's run after its children's): the page works now.
  useEffect(markPageHydrated, []);
  // The server puts the page's structured data in the head (app/.server/structured-data.ts); after a
  // client-side navigation it describes the page before, so it goes.
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    for (const block of document.head.querySelectorAll('script[type="application/ld+json"]')) block.remove();
  }, [pathname]);
  // A page view, once the page is interactive and after each navigation; the beacon is its own chunk.
  const analytics = rootData?.analytics;
  useEffect(() => {
    if (analytics) void import("~/lib/analytics-beacon").then((module) => module.trackPage());
  }, [analytics, pathname]);
  return (
    <html
      lang="en"
      // For the head's scripts (named in app/lib/page-load-attributes.ts, written out here: the layout
      // loads with every page). A public page's scripts wait for the reader's first move (ADR 0034); a
      // page that answers a form (its toast) and the owner's own pages load them at once.
      data-load-on-intent={isPrivateAreaPath(pathname) || rootData?.toast ? undefined : ""}
      // The head's script counts the page the visit lands on (app/.server/first-page-view-script.ts).
      data-analytics={analytics ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b615c" />
        {/* No frame until everything the page shows is parsed (ADR 0018): a browser draws what it has parsed
            so far, and a half-parsed element moves as the rest of it arrives (the header's menu button
            widening, an icon centred alone meeting its label, the assistant's launcher growing leftwards). */}
        <link rel="expect" href={`#${pageEndId}`} blocking="render" />
        <Meta />
        {/* Stylesheets need no nonce; an empty one renders the same on server and client (browsers hide nonces). */}
        <Links nonce="" />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
        {/* Controls that need JavaScript (the site player's play buttons) step aside without it. */}
        <noscript dangerouslySetInnerHTML={{ __html: "<style>.js-only{display:none!important}</style>" }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {/* The quick exit on every public page, not in the admin area's or the account pages (issue 32). */}
        {isPrivateAreaPath(pathname) ? null : <QuickExitBar href={rootData?.quickExitUrl ?? defaultQuickExitUrl} />}
        <SiteHeader viewer={rootData?.viewer ?? null} />
        <PendingNavigation />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {/* The same on every page: the server's markup is kept, and its code stays on the server. */}
        <KeptServerMarkup id="site-footer">{Footer ? <Footer year={rootData?.year} /> : null}</KeptServerMarkup>
        {/* Here, not in the pages, so the one audio element keeps playing while moving between them. */}
        <SitePlayer />
        {/* Rendered here, not by the pages, so an open conversation stays put while moving between them. */}
        <SearchAssistantSlot />
        <FlashToast toast={rootData?.toast ?? null} />
        <ToastRegion />
        {/* What the expect link in the head waits for: an empty element, because Chromium stops waiting as
            soon as the element it expects begins. Only scripts come after it. */}
        <div id={pageEndId} hidden />
        <ScrollRestoration nonce={nonce} storageKey={SCROLL_POSITIONS_KEY} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The site's 404 page and the error page of any route without its own boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorMessage error={error} texts={siteErrorTexts} />;
}
