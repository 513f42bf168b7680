const numberFormat = new Intl.NumberFormat("en-US");

export type FiguresTableProps<Column extends string> = {
  /** Names the section's heading (`analytics-<name>`) and the CSV (`table=<name>`). */
  name: string;
  days: number;
  title: string;
  /** The first column's heading: what each row is (a page, an episode, an inquiry type). */
  label: string;
  columns: readonly { key: Column; label: string }[];
  rows: readonly ({ value: string } & Partial<Record<Column, number>>)[];
};

/**
 * One table of /admin/analytics: a heading with its CSV export (the same rows through
 * /admin/analytics.csv), "Nothing in this period yet." when empty, and otherwise a row per value
 * with its figures. Values are text React escapes.
 */
export function FiguresTable<Column extends string>({
  name,
  days,
  title,
  label,
  columns,
  rows,
}: FiguresTableProps<Column>) {
  const headingId = `analytics-${name}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline gap-3">
        <h3 id={headingId} className="font-serif text-xl font-bold text-ink-900">
          {title}
        </h3>
        <a
          href={`/admin/analytics.csv?days=${days}&table=${name}`}
          download
          className="ml-auto rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          Export CSV<span className="sr-only">: {title}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-700">Nothing in this period yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={headingId}>
            <thead>
              <tr className="border-b border-sand-200 text-ink-700">
                <th scope="col" className="py-2">
                  {label}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="py-2 pl-3 text-right">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} className="border-b border-sand-100">
                  <th scope="row" className="py-2 pr-1 font-normal break-all text-ink-900">
                    {row.value}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className="py-2 pl-3 text-right tabular-nums">
                      {numberFormat.format(row[column.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
