import { NavLink } from "react-router";

export type AdminSection = { to: string; label: string; end?: boolean; badge?: number };

/**
 * The admin area's sections as a navigation landmark: plain links (they work without JavaScript),
 * the current one marked with aria-current by NavLink. Wraps onto more lines on a phone instead of
 * scrolling sideways.
 */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  return (
    <nav aria-label="Admin sections" className="mt-6 border-b border-sand-200">
      <ul className="-mb-px flex flex-wrap gap-x-1 gap-y-1">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `inline-flex items-center gap-2 rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-ink-700 hover:border-sand-300 hover:text-ink-900"
                }`
              }
            >
              {section.label}
              {section.badge ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {section.badge}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
