/**
 * The admin area's sections, in the order its navigation lists them: app/routes.ts makes each one a
 * child route of the admin layout, and the layout's navigation (AdminNav) links them, so a section
 * added here is both routed and linked, and the browser tests' walks of the admin pages derive from
 * this list too. Routes below the layout that are no section (`insights.csv`, a download) stay in
 * app/routes.ts alone.
 *
 * Plain data with no imports: app/routes.ts and the browser tests load it as it is.
 */
export type AdminSectionEntry = {
  /** Below `/admin`; "" is the layout's index, the overview. */
  path: string;
  /** Its route module (relative to app/, as app/routes.ts names them). */
  file: string;
  /** Its name in the admin navigation. */
  label: string;
  /** A count the layout's loader adds beside the name. */
  badge?: "unreadMessages";
};

export const adminSections: readonly AdminSectionEntry[] = [
  { path: "", file: "routes/admin/overview.tsx", label: "Overview" },
  { path: "episodes", file: "routes/admin/episodes.tsx", label: "Episodes" },
  { path: "blog", file: "routes/admin/blog.tsx", label: "Blog" },
  { path: "messages", file: "routes/admin/messages.tsx", label: "Messages", badge: "unreadMessages" },
  { path: "subscribers", file: "routes/admin/subscribers.tsx", label: "Subscribers" },
  { path: "analytics", file: "routes/admin/analytics.tsx", label: "Analytics" },
  { path: "insights", file: "routes/admin/insights.tsx", label: "Insights" },
  { path: "settings", file: "routes/admin/settings.tsx", label: "Settings" },
];

/** A section's address: `/admin` for the overview, `/admin/<path>` for the rest. */
export function adminSectionUrl(section: AdminSectionEntry): string {
  return section.path ? `/admin/${section.path}` : "/admin";
}
