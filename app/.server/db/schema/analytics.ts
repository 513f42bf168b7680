import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * First-party, cookieless analytics (docs/decisions/0028-privacy-first-analytics.md). No IP address,
 * cookie, account or session is stored anywhere here: a visitor is a hash of that day's salt, the
 * address and the user agent, and the salt is deleted the next day.
 */
/** `booking`: a click on the consultation call to action (issue 32), with the page it was on. */
export const analyticsEventKinds = ["pageview", "play", "listen", "complete", "booking"] as const;
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

/** Where a play started: from an assistant's answer (its play button, or its link followed and played there). */
export const playSources = ["assistant"] as const;
export type PlaySource = (typeof playSources)[number];

/** Raw events, kept 30 days (analytics-maintenance.ts), written in batches (analytics-buffer.ts). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The UTC day the event arrived on: the day its visitor hash belongs to. */
    day: date("day", { mode: "string" }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** base64url of a SHA-256 over (day's salt, IP, user agent), cut to 128 bits. */
    visitor: text("visitor").notNull(),
    kind: text("kind", { enum: analyticsEventKinds }).notNull(),
    /** The page's path, without its query string or fragment. */
    path: text("path"),
    /** Only the host of an outside referrer. */
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** mobile, tablet or desktop, from the user agent (lib/user-agent.ts). */
    device: text("device").notNull(),
    /** Chrome, Safari, Firefox, …, or Other. */
    browser: text("browser").notNull(),
    episodeSlug: text("episode_slug"),
    /** A listened range of the episode in seconds rounded to 10 (listen events), or where a play started. */
    fromSecond: integer("from_second"),
    toSecond: integer("to_second"),
    speed: real("speed"),
    /** Where a play started, when not on the site's own pages: `assistant` (a play from an answer of the assistant). */
    source: text("source", { enum: playSources }),
  },
  (table) => [
    index("analytics_events_day_idx").on(table.day, table.kind),
    // A visitor's events of a day: a contact message's pages (analytics-conversions.ts), the roll-ups' per-visitor sums.
    index("analytics_events_visitor_idx").on(table.day, table.visitor),
    check("analytics_events_kind_check", sql`${table.kind} IN ('pageview', 'play', 'listen', 'complete', 'booking')`),
    check("analytics_events_source_check", sql`${table.source} IS NULL OR ${table.source} IN ('assistant')`),
    check(
      "analytics_events_range_check",
      sql`${table.fromSecond} IS NULL OR (${table.fromSecond} >= 0 AND (${table.toSecond} IS NULL OR ${table.toSecond} > ${table.fromSecond}))`,
    ),
  ],
);

/** One random salt per UTC day, shared by every instance, deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events accepted per key and day (a visitor hash, or `ip:` and a salted hash of the address alone),
 * counted with one atomic upsert per key and batch, so no visitor or address can add more than the
 * day's bound, however many instances take its beacons. Deleted with the day's salt.
 */
export const analyticsQuotas = pgTable(
  "analytics_quotas",
  {
    day: date("day", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    events: integer("events").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.key] })],
);

export const analyticsDimensions = [
  "total",
  "path",
  "episode",
  "referrer",
  "campaign",
  "device",
  "browser",
  /** Clicks on the consultation call to action by page: visitors who clicked, and clicks (in page_views). */
  "booking",
  /** Plays by where they started (`assistant`): visitors, and plays counted once per visitor and episode. */
  "source",
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/**
 * Daily roll-ups, kept for ever: one row per day, dimension and value (`total` has the value '').
 * Visitors are that day's distinct hashes, which change every day by design.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension", { enum: analyticsDimensions }).notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull().default(0),
    pageViews: integer("page_views").notNull().default(0),
    plays: integer("plays").notNull().default(0),
    listenedSeconds: integer("listened_seconds").notNull().default(0),
    completions: integer("completions").notNull().default(0),
    /** When these figures were counted: for today, the time the dashboard says they are "as of". */
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

export const conversionDimensions = ["total", "path", "episode"] as const;
export type ConversionDimension = (typeof conversionDimensions)[number];

/**
 * Contact messages and what led to them, attribution without identity (ADR 0028, addendum): when the
 * contact form accepts a message, the day's visitor hash of its sender finds the pages viewed and the
 * episodes played earlier that day, and each adds one to its row here. Per day and inquiry type:
 * `total` (value '') counts the messages, `path` and `episode` the messages whose visit included
 * that page or episode. No message id, time of day, visitor hash or address: only counts, kept for ever
 * like `analytics_daily`.
 */
export const analyticsConversions = pgTable(
  "analytics_conversions",
  {
    day: date("day", { mode: "string" }).notNull(),
    inquiry: text("inquiry").notNull(),
    dimension: text("dimension", { enum: conversionDimensions }).notNull(),
    value: text("value").notNull(),
    messages: integer("messages").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.inquiry, table.dimension, table.value] })],
);

/**
 * Where listeners stop, rolled up per day and episode and kept for ever like `analytics_daily`
 * (ADR 0028, addendum): the episode's length cut into `listeners`' length of equal buckets, and for
 * each bucket how many of the day's `plays` (visitors who pressed play on it that day) heard its
 * middle, from their `listen` ranges. `duration_seconds` is the length the buckets were cut from.
 */
export const analyticsRetention = pgTable(
  "analytics_retention",
  {
    day: date("day", { mode: "string" }).notNull(),
    episodeSlug: text("episode_slug").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    plays: integer("plays").notNull(),
    listeners: integer("listeners").array().notNull(),
    /** The sum of `listeners`: with `plays`, the share an average play heard, without reading the array. */
    heard: integer("heard").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.episodeSlug] })],
);
