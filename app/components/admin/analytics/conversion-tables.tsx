import {
  conversionColumnLabels,
  conversionTables,
  type ConversionReport,
  type ConversionTableName,
} from "~/lib/analytics-conversions";

const numberFormat = new Intl.NumberFormat("en-US");

function ConversionTable({ report, name }: { report: ConversionReport; name: ConversionTableName }) {
  const table = conversionTables[name];
  const rows = report.tables[name];
  const headingId = `analytics-${name}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline gap-3">
        <h3 id={headingId} className="font-serif text-xl font-bold text-ink-900">
          {table.title}
        </h3>
        <a
          href={`/admin/analytics.csv?days=${report.days}&table=${name}`}
          download
          className="ml-auto rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          Export CSV<span className="sr-only">: {table.title}</span>
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
                  {table.label}
                </th>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pl-3 text-right">
                    {conversionColumnLabels[column]}
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
                  {table.columns.map((column) => (
                    <td key={column} className="py-2 pl-3 text-right tabular-nums">
                      {numberFormat.format(row[column] ?? 0)}
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

/**
 * Conversions (docs/decisions/0028-privacy-first-analytics.md, addendum): contact messages by
 * inquiry type, the pages and episodes their senders saw earlier the same day, and clicks on "Book a
 * consultation" by page. Every value is text React escapes.
 */
export function ConversionTables({ report }: { report: ConversionReport }) {
  return (
    <section aria-labelledby="analytics-conversions" className="mt-12">
      <h2 id="analytics-conversions" className="font-serif text-2xl font-bold text-ink-900">
        Conversions
      </h2>
      <p className="mt-3 text-ink-700">
        {numberFormat.format(report.messages.current)} contact {report.messages.current === 1 ? "message" : "messages"}{" "}
        in this period ({numberFormat.format(report.messages.previous)} before). For each message, the pages viewed and
        episodes played in the same visit earlier that day are counted, without keeping who sent it; the contact page
        itself is left out. Messages from visitors who are not counted (Do Not Track, Global Privacy Control) are in the
        inbox only.
      </p>
      {(Object.keys(conversionTables) as ConversionTableName[]).map((name) => (
        <ConversionTable key={name} report={report} name={name} />
      ))}
    </section>
  );
}
