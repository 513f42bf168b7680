import { sql } from "drizzle-orm";
import {
  conversionColumnLabels,
  conversionTables,
  inquiryLabel,
  type AnalyticsHeadline,
  type ConversionReport,
  type ConversionTableName,
  type ConversionTableRow,
} from "~/lib/analytics-conversions";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import {
  analyticsConversions,
  analyticsDaily,
  analyticsEvents,
  analyticsQuotas,
  analyticsRetention,
  analyticsSalts,
} from "../db/schema/analytics";
import { logger } from "../logger";
import { rateLimitClientKey } from "../rate-limit/client-key";
import { notAmong, periodDays } from "./analytics-live-days";
import { flushAnalytics } from "./analytics-buffer";
import { csvCell } from "./analytics-report";
import { addDays, periodFigures } from "./analytics-rollups";
import { searchToPlay, searchToPlayRows } from "./search-to-play";
import { daySalt, forgetSalts, utcDay, visitorHash } from "./visitor-hash";

/** The contact form itself: every message's visit includes it, so it says nothing about what led there. */
const CONTACT_PATH = "/contact";
/** The most pages, and episodes, one message adds to (a visitor's day is at most 300 events anyway). */
const MAX_VALUES_PER_MESSAGE = 100;
/** Rows per table on the page and in its CSV, as in analytics-report.ts. */
const TABLE_ROWS = 50;

export type ConversionSource = { inquiry: string; userAgent: string; clientIp: string; now?: Date };

/**
 * Counts an accepted contact message and what led to it, without keeping who sent it: the sender's
 * visitor hash for today (the beacon's: the day's salt, the address, the user agent) finds the pages
 * they viewed and the episodes they played earlier today, and each, with the message's inquiry type
 * and day, adds one to its row of `analytics_conversions`. The hash is used for this one query and
 * stored nowhere; nothing is written to the message. The caller (the contact route) has already
 * checked that the beacon would count this visitor (ANALYTICS, DNT and Sec-GPC, bots, admins).
 * Never throws: a failure is logged.
 */
export async function recordContactConversion(db: Database, source: ConversionSource): Promise<void> {
  try {
    await recordConversion(db, source);
  } catch (error) {
    // The message is saved and the visitor thanked whatever happens here.
    logger.warn({ err: error }, "a contact message could not be counted in the analytics");
  }
}

async function recordConversion(db: Database, source: ConversionSource): Promise<void> {
  const now = source.now ?? new Date();
  const day = utcDay(now);
  // The visit's last beacons may still wait in this process's buffer (written every second).
  await flushAnalytics(db);
  const salt = await daySalt(db, day);
  const visitor = visitorHash(salt, rateLimitClientKey(source.clientIp), source.userAgent);
  const seen = rowsOf<{ dimension: "path" | "episode"; value: string }>(
    await db.execute(sql`
      (select distinct 'path' as dimension, path as value from analytics_events
        where day = ${day} and visitor = ${visitor} and kind = 'pageview' and path <> ${CONTACT_PATH}
        order by 2 limit ${MAX_VALUES_PER_MESSAGE})
      union all
      (select distinct 'episode', episode_slug from analytics_events
        where day = ${day} and visitor = ${visitor} and episode_slug is not null
        order by 2 limit ${MAX_VALUES_PER_MESSAGE})`),
  );
  const rows = [
    { day, inquiry: source.inquiry, dimension: "total" as const, value: "", messages: 1 },
    ...seen.map((row) => ({ day, inquiry: source.inquiry, dimension: row.dimension, value: row.value, messages: 1 })),
  ];
  await db
    .insert(analyticsConversions)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        analyticsConversions.day,
        analyticsConversions.inquiry,
        analyticsConversions.dimension,
        analyticsConversions.value,
      ],
      set: { messages: sql`${analyticsConversions.messages} + 1` },
    });
}

type CountRow = { value: string; messages: number };

async function conversionCounts(
  db: Database,
  dimension: "total" | "path" | "episode",
  from: string,
  to: string,
  { byInquiry = false }: { byInquiry?: boolean } = {},
): Promise<CountRow[]> {
  const value = byInquiry ? sql`inquiry` : sql`value`;
  return rowsOf<CountRow>(
    await db.execute(sql`
      select ${value} as value, sum(messages)::int as messages from analytics_conversions
      where dimension = ${dimension} and day >= ${from} and day <= ${to}
      group by 1 order by 2 desc, 1 limit ${TABLE_ROWS}`),
  ).map((row) => ({ value: row.value, messages: Number(row.messages) }));
}

/**
 * Clicks on the consultation call to action by page: rolled-up days from `analytics_daily`, the days
 * periodDays says to read live (today while small; `days`, of this period or a longer one) from raw events, with the roll-up's own counting
 * (clicks, and visitors counted once per day), as `periodFigures` does for the other dimensions: the
 * raw table is probed by its (day, kind) index for those days only, never scanned for the whole period.
 */
async function bookingClicks(db: Database, from: string, to: string, days: string[]): Promise<ConversionTableRow[]> {
  const live = days.filter((day) => day >= from && day <= to);
  const liveClicks =
    live.length === 0
      ? sql``
      : sql`union all
        select e.path, count(*), count(distinct e.visitor) from analytics_events e
        where e.kind = 'booking' and e.day in (${sql.join(
          live.map((day) => sql`${day}::date`),
          sql`, `,
        )})
        group by e.day, e.path`;
  const rows = rowsOf<{ value: string; clicks: number; visitors: number }>(
    await db.execute(sql`
      select value, sum(clicks)::int as clicks, sum(visitors)::int as visitors from (
        select value, page_views as clicks, visitors from analytics_daily
        where dimension = 'booking' and day >= ${from} and day <= ${to} and ${notAmong(live)}
        ${liveClicks}
      ) clicks
      group by value order by 2 desc, 1 limit ${TABLE_ROWS}`),
  );
  return rows.map((row) => ({ value: row.value, clicks: Number(row.clicks), visitors: Number(row.visitors) }));
}

const totalOf = (rows: CountRow[]) => rows.reduce((sum, row) => sum + row.messages, 0);

/** The last `days` days (today included) against the `days` before them, as loadAnalyticsReport counts them. */
export async function loadConversionReport(
  db: Database,
  days: number,
  now: Date = new Date(),
): Promise<ConversionReport> {
  const to = utcDay(now);
  const from = addDays(to, 1 - days);
  const previousFrom = addDays(from, -days);
  // Which days to read live, asked once for both periods (search to play compares them).
  const { live } = await periodDays(db, previousFrom, to);
  const [inquiries, previous, pages, episodes, bookings, searchNow, searchBefore] = await Promise.all([
    conversionCounts(db, "total", from, to, { byInquiry: true }),
    conversionCounts(db, "total", previousFrom, addDays(from, -1), { byInquiry: true }),
    conversionCounts(db, "path", from, to),
    conversionCounts(db, "episode", from, to),
    bookingClicks(db, from, to, live),
    searchToPlay(db, from, to, live),
    searchToPlay(db, previousFrom, addDays(from, -1), live),
  ]);
  return {
    days,
    messages: { current: totalOf(inquiries), previous: totalOf(previous) },
    tables: {
      inquiries: inquiries.map((row) => ({ value: inquiryLabel(row.value), messages: row.messages })),
      messagePages: pages,
      messageEpisodes: episodes,
      bookings,
      searchToPlay: searchToPlayRows(searchNow, searchBefore),
    },
  };
}

/** One of the conversion tables as CSV, through the same `csvCell` as the other tables. */
export function conversionTableCsv(report: ConversionReport, name: ConversionTableName): string {
  const table = conversionTables[name];
  const lines = [
    [table.label, ...table.columns.map((column) => conversionColumnLabels[column])].map(csvCell).join(","),
    ...report.tables[name].map((row) =>
      [row.value, ...table.columns.map((column) => row[column] ?? 0)].map(csvCell).join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** This week on /admin: the last 7 days, today included (the dashboard's default period). */
export async function loadAnalyticsHeadline(db: Database, now: Date = new Date()): Promise<AnalyticsHeadline> {
  const to = utcDay(now);
  const from = addDays(to, -6);
  const [figures, messages] = await Promise.all([
    periodFigures(db, from, to),
    conversionCounts(db, "total", from, to, { byInquiry: true }),
  ]);
  const total = figures.find((row) => row.dimension === "total");
  return {
    from,
    to,
    visitors: total?.visitors ?? 0,
    pageViews: total?.pageViews ?? 0,
    plays: total?.plays ?? 0,
    listeningHours: Math.round(((total?.listenedSeconds ?? 0) / 3600) * 10) / 10,
    messages: totalOf(messages),
  };
}

/**
 * Deletes every analytics row: raw events, roll-ups, conversions, the day's counters and salt (an
 * admin's "Delete all analytics data"). This process's waiting beacons are written first so they go
 * too, and its copy of the salt is forgotten; another instance may still write the second of beacons
 * it holds, and hashes with its copy of the old salt until the day ends (ADR 0028, addendum).
 */
export async function deleteAllAnalytics(db: Database): Promise<void> {
  await flushAnalytics(db);
  await db.transaction(async (tx) => {
    await tx.delete(analyticsEvents);
    await tx.delete(analyticsDaily);
    await tx.delete(analyticsConversions);
    await tx.delete(analyticsRetention);
    await tx.delete(analyticsQuotas);
    await tx.delete(analyticsSalts);
  });
  forgetSalts(db);
}
