import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Podcast episodes. The spec's fields (title … published_date) plus what a real archive needs: a
 * URL slug, the feed identity (`source_guid`, else `audio_url`) that makes imports idempotent, and
 * `edited_at`, set when an admin saves the row, so a re-import never overwrites their work.
 *
 * The search document (`search_document`, a generated tsvector with its GIN index) is created by
 * migration 0005 and deliberately not declared here: selects of whole rows must not carry it, and
 * only the search SQL reads it (app/.server/search/).
 *
 * `description` and `podbean_embed_code` only ever hold markup this site generated: show notes are
 * sanitized on write, and embed code is rebuilt from the parsed Podbean player id.
 */
export const episodes = pgTable(
  "episodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    guestName: text("guest_name"),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    podbeanEmbedCode: text("podbean_embed_code"),
    audioUrl: text("audio_url"),
    durationSeconds: integer("duration_seconds"),
    episodeNumber: integer("episode_number"),
    seasonNumber: integer("season_number"),
    sourceGuid: text("source_guid"),
    sourceLink: text("source_link"),
    isLatest: boolean("is_latest").notNull().default(false),
    isFavorite: boolean("is_favorite").notNull().default(false),
    publishedDate: timestamp("published_date", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /**
     * What an admin has set by hand (`EditableEpisodeField`): a re-import fills in only what is not
     * listed here (migration 0008).
     */
    editedFields: text("edited_fields")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the transcript came from: the feed, an admin, or a transcription service. */
    transcriptOrigin: text("transcript_origin").$type<"feed" | "admin" | "machine">(),
    /** The feed's transcript and chapters files last read, so a re-import fetches only new ones. */
    transcriptSourceUrl: text("transcript_source_url"),
    chaptersSourceUrl: text("chapters_source_url"),
    /** The audio file's size as its feed's enclosure gave it, for our own feed's enclosure length. */
    audioBytes: bigint("audio_bytes", { mode: "number" }),
    /**
     * When the owner last checked what it says about the law, and for where (issue 32): the page shows
     * "Legal information as of …", and the admin overview lists what is older than 18 months.
     */
    lawReviewedOn: date("law_reviewed_on", { mode: "string" }),
    jurisdictionsDiscussed: text("jurisdictions_discussed"),
    /**
     * The episode's root post on the fediverse, where listeners comment: our feed's
     * `podcast:socialInteract` (issue 33). An https address set in the Episode Manager, or null.
     */
    socialPostUrl: text("social_post_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("episodes_slug_key").on(table.slug),
    // NULLs are distinct, so only episodes that came from a feed with a GUID are constrained.
    uniqueIndex("episodes_source_guid_key").on(table.sourceGuid),
    index("episodes_audio_url_idx").on(table.audioUrl),
    // At most one latest episode, whoever writes: every latest row has the same key (true).
    uniqueIndex("episodes_single_latest")
      .on(table.isLatest)
      .where(sql`${table.isLatest}`),
    index("episodes_published_idx").on(table.publishedDate.desc(), table.id.desc()),
    index("episodes_favorite_idx")
      .on(table.publishedDate.desc())
      .where(sql`${table.isFavorite}`),
    // Trigram indexes for names and misspellings (pg_trgm).
    index("episodes_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
    index("episodes_guest_name_trgm_idx").using("gin", sql`${table.guestName} gin_trgm_ops`),
    check("episodes_title_length", sql`char_length(${table.title}) BETWEEN 1 AND 500`),
    check(
      "episodes_slug_format",
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${table.slug}) <= 120`,
    ),
    check("episodes_guest_name_length", sql`char_length(${table.guestName}) <= 300`),
    check("episodes_duration_positive", sql`${table.durationSeconds} > 0`),
    check("episodes_audio_bytes_positive", sql`${table.audioBytes} > 0`),
    check("episodes_transcript_origin", sql`${table.transcriptOrigin} IN ('feed', 'admin', 'machine')`),
  ],
);

export type Episode = typeof episodes.$inferSelect;
export type NewEpisode = typeof episodes.$inferInsert;
