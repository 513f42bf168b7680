import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { episodes } from "./episodes";

/**
 * Transcripts, chapters and people of an episode (migration 0008). Times are whole milliseconds.
 * Every table here has the content-version trigger, so cached public pages are dropped on a write.
 * Their keys carry the names PostgreSQL gave them in migration 0008 (`…_pkey`, `…_fkey`), which
 * drizzle-kit would otherwise spell its own way (app/.server/db/migrations.test.ts compares them).
 */

/** One cue of an episode's transcript, in order; text is plain text (rendered as text, never HTML). */
export const transcriptCues = pgTable(
  "transcript_cues",
  {
    episodeId: uuid("episode_id").notNull(),
    position: integer("position").notNull(),
    startMs: integer("start_ms").notNull(),
    endMs: integer("end_ms").notNull(),
    speaker: text("speaker"),
    body: text("body").notNull(),
  },
  (table) => [
    primaryKey({ name: "transcript_cues_pkey", columns: [table.episodeId, table.position] }),
    foreignKey({
      name: "transcript_cues_episode_id_fkey",
      columns: [table.episodeId],
      foreignColumns: [episodes.id],
    }).onDelete("cascade"),
    check("transcript_cues_times", sql`${table.startMs} >= 0 AND ${table.endMs} >= ${table.startMs}`),
    check("transcript_cues_speaker_length", sql`char_length(${table.speaker}) <= 200`),
    check("transcript_cues_body_length", sql`char_length(${table.body}) BETWEEN 1 AND 5000`),
  ],
);

/** A chapter; `toc: false` and untitled chapters (location-only entries) are kept but not listed. */
export const episodeChapters = pgTable(
  "episode_chapters",
  {
    episodeId: uuid("episode_id").notNull(),
    position: integer("position").notNull(),
    startMs: integer("start_ms").notNull(),
    title: text("title"),
    url: text("url"),
    imageUrl: text("image_url"),
    toc: boolean("toc").notNull().default(true),
  },
  (table) => [
    primaryKey({ name: "episode_chapters_pkey", columns: [table.episodeId, table.position] }),
    foreignKey({
      name: "episode_chapters_episode_id_fkey",
      columns: [table.episodeId],
      foreignColumns: [episodes.id],
    }).onDelete("cascade"),
    check("episode_chapters_start", sql`${table.startMs} >= 0`),
    check("episode_chapters_title_length", sql`char_length(${table.title}) <= 500`),
  ],
);

export type PersonLink = { label: string; url: string };

/**
 * Guests and hosts. `name_key` is `person_name_key(name)` (a SQL function of migration 0008), so
 * "Dr. Jane Smith" and "jane smith, CDFA" are one person whoever adds them.
 */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    bio: text("bio").notNull().default(""),
    photoUrl: text("photo_url"),
    websiteUrl: text("website_url"),
    links: jsonb("links").$type<PersonLink[]>().notNull().default([]),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("people_slug_key").on(table.slug),
    uniqueIndex("people_name_key_key").on(table.nameKey),
    check("people_name_length", sql`char_length(${table.name}) BETWEEN 1 AND 200`),
    check("people_bio_length", sql`char_length(${table.bio}) <= 5000`),
    check("people_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${table.slug}) <= 120`),
  ],
);

/**
 * Who takes part in an episode, as the Podcasting 2.0 `podcast:person` says it (role, group).
 * `origin`: 'guest_name' links are kept in step with `episodes.guest_name` by a trigger; 'feed'
 * links come from the import, 'admin' ones from the episode form.
 */
export const episodePeople = pgTable(
  "episode_people",
  {
    episodeId: uuid("episode_id").notNull(),
    personId: uuid("person_id").notNull(),
    role: text("role").notNull().default("guest"),
    group: text("group").notNull().default("cast"),
    origin: text("origin").$type<"guest_name" | "feed" | "admin">().notNull().default("admin"),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ name: "episode_people_pkey", columns: [table.episodeId, table.personId, table.role] }),
    foreignKey({
      name: "episode_people_episode_id_fkey",
      columns: [table.episodeId],
      foreignColumns: [episodes.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "episode_people_person_id_fkey",
      columns: [table.personId],
      foreignColumns: [people.id],
    }).onDelete("cascade"),
    index("episode_people_person_idx").on(table.personId),
    check("episode_people_origin", sql`${table.origin} IN ('guest_name', 'feed', 'admin')`),
    check(
      "episode_people_role_length",
      sql`char_length(${table.role}) BETWEEN 1 AND 100 AND char_length(${table.group}) BETWEEN 1 AND 100`,
    ),
  ],
);

export type TranscriptCue = typeof transcriptCues.$inferSelect;
export type EpisodeChapter = typeof episodeChapters.$inferSelect;
export type Person = typeof people.$inferSelect;

/**
 * A soundbite ("clip") an admin marks on an episode: a range worth hearing on its own, listed on the
 * episode page as "Listen to a clip" and in the feed as `podcast:soundbite`. Whole seconds, as the
 * namespace and the page's `?t=&end=` links use them; at most five minutes, as the namespace advises
 * (app/lib/episode-soundbites.ts holds the limits the form checks first).
 */
export const episodeSoundbites = pgTable(
  "episode_soundbites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    episodeId: uuid("episode_id").notNull(),
    startSeconds: integer("start_seconds").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "episode_soundbites_episode_id_fkey",
      columns: [table.episodeId],
      foreignColumns: [episodes.id],
    }).onDelete("cascade"),
    index("episode_soundbites_episode_idx").on(table.episodeId, table.startSeconds),
    check("episode_soundbites_times", sql`${table.startSeconds} >= 0 AND ${table.durationSeconds} BETWEEN 1 AND 300`),
    check("episode_soundbites_title_length", sql`char_length(${table.title}) BETWEEN 1 AND 120`),
  ],
);

export type EpisodeSoundbite = typeof episodeSoundbites.$inferSelect;
