import {
  conversionColumnLabels,
  conversionTables,
  type ConversionReport,
  type ConversionTableName,
} from "~/lib/analytics-conversions";
import { FiguresTable } from "./figures-table";

const numberFormat = new Intl.NumberFormat("en-US");

function ConversionTable({ report, name }: { report: ConversionReport; name: ConversionTableName }) {
  const table = conversionTables[name];
  return (
    <FiguresTable
      name={name}
      days={report.days}
      title={table.title}
      label={table.label}
      columns={table.columns.map((key) => ({ key, label: conversionColumnLabels[key] }))}
      rows={report.tables[name]}
    />
  );
}

/**
 * Conversions (docs/decisions/0028-privacy-first-analytics.md, addendum): contact messages by
 * inquiry type, the pages and episodes their senders saw earlier the same day, clicks on "Book a
 * consultation" by page, and search to play. Every value is text React escapes.
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
        inbox only. Search to play compares the questions asked to the assistant with the episodes played from its
        answers, by its play buttons or on an episode page opened from an answer (each counted once per visitor and
        day).
      </p>
      {(Object.keys(conversionTables) as ConversionTableName[]).map((name) => (
        <ConversionTable key={name} report={report} name={name} />
      ))}
    </section>
  );
}
