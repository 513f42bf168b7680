import { Outlet } from "react-router";
import { adminPageGuard } from "~/.server/admin/admin-guard";
import { countUnreadContactMessages } from "~/.server/contact/contact-messages";
import { appServicesOf } from "~/.server/app-context";
import { AdminNav, type AdminSection } from "~/components/admin/admin-nav";
import { ConfirmProvider } from "~/components/admin/confirm-dialog";
import { adminErrorTexts, routeErrorBoundary } from "~/components/route-error-boundary";
import { site } from "~/content/site";
import { useKeepSessionAlive } from "~/lib/use-keep-session-alive";
import type { Route } from "./+types/layout";
import { adminSections, adminSectionUrl } from "./sections";

/**
 * /admin and everything under it. The middleware runs once per request, before any child loader or
 * action, and checks the admin role (docs/decisions/0009-admin-layout.md); the root's middleware has
 * already put the database, Better Auth and the environment in the request context, and children take
 * what they need from there.
 */
export const middleware: Route.MiddlewareFunction[] = [adminPageGuard];

// An error page names no admin page: its title is the error's own (NotFoundMessage).
export const meta: Route.MetaFunction = ({ error }) => [
  ...(error ? [] : [{ title: `Admin Dashboard | ${site.podcastName}` }]),
  { name: "robots", content: "noindex" },
];

/**
 * Any failure of an admin page, loader or action: the site's one error page in place of the admin
 * area (no navigation, no admin content: an error answer shows nothing of the dashboard), with a way
 * back to it.
 */
export const ErrorBoundary = routeErrorBoundary(adminErrorTexts);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = appServicesOf(context);
  return { unreadMessages: await countUnreadContactMessages(db) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useKeepSessionAlive();
  const sections: AdminSection[] = adminSections.map((section) => ({
    to: adminSectionUrl(section),
    label: section.label,
    // The overview is current only on /admin itself, not on every page below it.
    end: section.path === "",
    badge: section.badge ? loaderData[section.badge] : undefined,
  }));
  return (
    <section className="admin-area mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-ink-900 sm:text-4xl">Admin Dashboard</h1>
      <AdminNav sections={sections} />
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </section>
  );
}
