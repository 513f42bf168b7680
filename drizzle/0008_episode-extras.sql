-- Written by hand: transcripts, chapters and people (guests and hosts) for episode pages, and what the import needs to refresh an episode without overwriting an admin's work.
-- Times are whole milliseconds (exact, and an integer compares and indexes cheaply); pages and feeds show seconds.
ALTER TABLE "episodes" ADD COLUMN "edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "transcript_origin" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "transcript_source_url" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "chapters_source_url" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "audio_bytes" bigint;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_audio_bytes_positive" CHECK ("audio_bytes" > 0);--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_transcript_origin" CHECK ("transcript_origin" IN ('feed', 'admin', 'machine'));--> statement-breakpoint
CREATE TABLE "transcript_cues" (
  "episode_id" uuid NOT NULL REFERENCES "episodes"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "start_ms" integer NOT NULL,
  "end_ms" integer NOT NULL,
  "speaker" text,
  "body" text NOT NULL,
  PRIMARY KEY ("episode_id", "position"),
  CONSTRAINT "transcript_cues_times" CHECK ("start_ms" >= 0 AND "end_ms" >= "start_ms"),
  CONSTRAINT "transcript_cues_speaker_length" CHECK (char_length("speaker") <= 200),
  CONSTRAINT "transcript_cues_body_length" CHECK (char_length("body") BETWEEN 1 AND 5000)
);--> statement-breakpoint
CREATE TABLE "episode_chapters" (
  "episode_id" uuid NOT NULL REFERENCES "episodes"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "start_ms" integer NOT NULL,
  "title" text,
  "url" text,
  "image_url" text,
  "toc" boolean DEFAULT true NOT NULL,
  PRIMARY KEY ("episode_id", "position"),
  CONSTRAINT "episode_chapters_start" CHECK ("start_ms" >= 0),
  CONSTRAINT "episode_chapters_title_length" CHECK (char_length("title") <= 500)
);--> statement-breakpoint
CREATE TABLE "people" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "name_key" text NOT NULL,
  "bio" text DEFAULT '' NOT NULL,
  "photo_url" text,
  "website_url" text,
  "links" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "edited_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "people_name_length" CHECK (char_length("name") BETWEEN 1 AND 200),
  CONSTRAINT "people_bio_length" CHECK (char_length("bio") <= 5000),
  CONSTRAINT "people_slug_format" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("slug") <= 120)
);--> statement-breakpoint
CREATE UNIQUE INDEX "people_slug_key" ON "people" ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "people_name_key_key" ON "people" ("name_key");--> statement-breakpoint
CREATE TABLE "episode_people" (
  "episode_id" uuid NOT NULL REFERENCES "episodes"("id") ON DELETE CASCADE,
  "person_id" uuid NOT NULL REFERENCES "people"("id") ON DELETE CASCADE,
  "role" text DEFAULT 'guest' NOT NULL,
  "group" text DEFAULT 'cast' NOT NULL,
  "origin" text DEFAULT 'admin' NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("episode_id", "person_id", "role"),
  CONSTRAINT "episode_people_origin" CHECK ("origin" IN ('guest_name', 'feed', 'admin')),
  CONSTRAINT "episode_people_role_length" CHECK (char_length("role") BETWEEN 1 AND 100 AND char_length("group") BETWEEN 1 AND 100)
);--> statement-breakpoint
CREATE INDEX "episode_people_person_idx" ON "episode_people" ("person_id");--> statement-breakpoint
-- One person, however their name is dressed: case, accents, punctuation, a bracketed note ("(ret.)"), a leading honorific and trailing credentials do not count ("Dr. Jane Smith", "jane smith, CDFA" and "Jane Smith PhD" are one key). The episode pages, the import and "Fix Guest Names" all match people by this key, so it lives here once.
CREATE FUNCTION "person_name_key"(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          lower(translate(regexp_replace(name, '\([^)]*\)', ' ', 'g'), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ’', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy''')),
          ',.*$', ''),
        '^\s*(dr|mr|mrs|ms|mx|prof|professor|rev|hon|judge)\.?\s+', ''),
      '(\s+(phd|psyd|edd|jd|md|esq|jr|sr|ii|iii|iv|cdfa|cfp|cpa|mba|lmft|lcsw|lpc|msw)\.?)+\s*$', ''),
    '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
-- The names in a guest_name ("Jane Smith, CDFA and Dr. Bob Lee" is two): split on "and", "&" and ";", then on commas, dropping what is only a credential or suffix (no lower-case letter, or Jr./Sr./Esq.).
CREATE FUNCTION "guest_name_parts"(guest_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(part) FROM (
    SELECT part, ordinality FROM regexp_split_to_table(guest_name, '\s*(?:\s&\s|;|,?\s+and\s+)\s*') WITH ORDINALITY AS outer_parts(name, o),
      LATERAL regexp_split_to_table(name, '\s*,\s*') WITH ORDINALITY AS inner_parts(part, ordinality)
    ORDER BY o, ordinality
  ) AS parts
  WHERE part ~ '[[:lower:]]' AND btrim(part) !~* '^(jr|sr|esq|phd|psyd|edd)\.?$' AND "person_name_key"(part) <> ''
$$;--> statement-breakpoint
-- The person with this name (by person_name_key), made when there is none yet, with a free slug. Used by the guest-name links below and by the import's podcast:person links.
CREATE FUNCTION "ensure_person"(person_name text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  key text := "person_name_key"(person_name);
  base text;
  candidate text;
  n integer := 1;
  person uuid;
BEGIN
  IF key = '' THEN RETURN NULL; END IF;
  SELECT "id" INTO person FROM "people" WHERE "name_key" = key;
  IF person IS NOT NULL THEN RETURN person; END IF;
  base := left(btrim(regexp_replace(key, '[^a-z0-9]+', '-', 'g'), '-'), 80);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "people" WHERE "slug" = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  INSERT INTO "people" ("slug", "name", "name_key") VALUES (candidate, left(btrim(person_name), 200), key)
    ON CONFLICT DO NOTHING RETURNING "id" INTO person;
  IF person IS NULL THEN
    SELECT "id" INTO person FROM "people" WHERE "name_key" = key;
  END IF;
  RETURN person;
END
$$;--> statement-breakpoint
-- Keeps the guests named by an episode's guest_name linked as people (origin 'guest_name'), whoever writes the row: admin form, import, "Fix Guest Names", seeding or psql. Links made by the feed or an admin are left alone, and so are episodes whose people an admin has edited.
CREATE FUNCTION "link_guest_people"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  guest text;
  person uuid;
  pos integer := 0;
BEGIN
  DELETE FROM "episode_people" WHERE "episode_id" = target AND "origin" = 'guest_name';
  IF EXISTS (SELECT 1 FROM "episodes" WHERE "id" = target AND 'people' = ANY ("edited_fields")) THEN
    RETURN;
  END IF;
  FOR guest IN SELECT "guest_name_parts"("guest_name") FROM "episodes" WHERE "id" = target LOOP
    person := "ensure_person"(guest);
    CONTINUE WHEN person IS NULL;
    INSERT INTO "episode_people" ("episode_id", "person_id", "role", "group", "origin", "position")
      VALUES (target, person, 'guest', 'cast', 'guest_name', pos) ON CONFLICT DO NOTHING;
    pos := pos + 1;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "episodes_link_guest_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "link_guest_people"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Imports insert hundreds of episodes in one statement: their guests are linked set-based, once per statement (new people whose slug is free in one INSERT, the rare rest through ensure_person).
CREATE FUNCTION "episodes_link_inserted_guest_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "people" ("slug", "name", "name_key")
  SELECT DISTINCT ON (named.key) named.base, left(named.part, 200), named.key
  FROM (
    SELECT guest.part, "person_name_key"(guest.part) AS key,
      left(btrim(regexp_replace("person_name_key"(guest.part), '[^a-z0-9]+', '-', 'g'), '-'), 80) AS base,
      inserted."published_date", guest.ordinality
    FROM inserted, LATERAL "guest_name_parts"(inserted."guest_name") WITH ORDINALITY AS guest(part, ordinality)
    WHERE inserted."guest_name" IS NOT NULL AND NOT ('people' = ANY (inserted."edited_fields"))
  ) AS named
  WHERE named.key <> ''
    AND NOT EXISTS (SELECT 1 FROM "people" WHERE "people"."name_key" = named.key OR "people"."slug" = named.base)
  ORDER BY named.key, named."published_date", named.ordinality
  ON CONFLICT DO NOTHING;
  INSERT INTO "episode_people" ("episode_id", "person_id", "role", "group", "origin", "position")
  SELECT inserted."id", coalesce("people"."id", "ensure_person"(guest.part)), 'guest', 'cast', 'guest_name', guest.ordinality - 1
  FROM inserted
    CROSS JOIN LATERAL "guest_name_parts"(inserted."guest_name") WITH ORDINALITY AS guest(part, ordinality)
    LEFT JOIN "people" ON "people"."name_key" = "person_name_key"(guest.part)
  WHERE inserted."guest_name" IS NOT NULL AND NOT ('people' = ANY (inserted."edited_fields"))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "episodes_link_guest_people_on_insert" AFTER INSERT ON "episodes" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "episodes_link_inserted_guest_people"();--> statement-breakpoint
CREATE TRIGGER "episodes_link_guest_people_on_update" AFTER UPDATE OF "guest_name", "edited_fields" ON "episodes" FOR EACH ROW WHEN (OLD."guest_name" IS DISTINCT FROM NEW."guest_name" OR OLD."edited_fields" IS DISTINCT FROM NEW."edited_fields") EXECUTE FUNCTION "episodes_link_guest_people"();--> statement-breakpoint
SELECT "link_guest_people"("id") FROM "episodes" WHERE "guest_name" IS NOT NULL;--> statement-breakpoint
-- Public pages show these tables too, so a write to them must drop cached pages (migration 0007).
CREATE TRIGGER "transcript_cues_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transcript_cues" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "episode_chapters_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episode_chapters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "people_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "episode_people_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episode_people" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
