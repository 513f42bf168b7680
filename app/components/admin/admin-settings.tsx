import type { SettingGroup } from "~/lib/admin-console";

/** The settings in effect, read-only: each with where it is set, since they are changed outside the site. */
export function AdminSettings({ groups }: { groups: SettingGroup[] }) {
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h2 className="font-serif text-2xl font-bold text-ink-900">Settings</h2>
        <p className="mt-2 max-w-prose text-ink-700">
          What the site runs with now. These are set in the server&apos;s environment (see the README&apos;s
          Configuration table) or in <code>app/content/</code>, and take effect when the server restarts.
        </p>
      </div>
      {groups.map((group) => (
        <section
          key={group.title}
          aria-label={group.title}
          className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <h3 className="font-serif text-xl font-bold text-ink-900">{group.title}</h3>
          <dl className="mt-3 divide-y divide-sand-200">
            {group.rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] md:gap-6">
                <dt className="font-semibold text-ink-900">{row.label}</dt>
                <dd className="min-w-0">
                  <span className="block break-words text-ink-800">{row.value}</span>
                  <span className="mt-0.5 block text-sm text-ink-700">Set by: {row.source}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
