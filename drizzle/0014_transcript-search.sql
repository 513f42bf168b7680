-- Written by hand: transcripts in what the episode search reads (docs/decisions/0011-search-relevance.md, "Transcripts"). Like the search document of migration 0005, none of it is declared in the Drizzle schema, so whole-row selects never carry it.
-- Each cue's words, to find the sentence of a transcript that matched and link to its moment.
ALTER TABLE "transcript_cues" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (to_tsvector('english', "body")) STORED;--> statement-breakpoint
-- A whole transcript's words, one row per episode that has one, computed once per write: the search's in-memory index (app/.server/search/search-index.ts) reads them when the row changes, instead of the cues. Kept by the triggers below, whoever writes the cues (import, admin form, transcription, psql).
CREATE TABLE "episode_transcript_documents" (
  "episode_id" uuid PRIMARY KEY NOT NULL REFERENCES "episodes"("id") ON DELETE CASCADE,
  "document" tsvector NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "refresh_episode_transcript_documents"(targets uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "episode_transcript_documents" d WHERE d."episode_id" = ANY (targets)
    AND NOT EXISTS (SELECT 1 FROM "transcript_cues" c WHERE c."episode_id" = d."episode_id");
  INSERT INTO "episode_transcript_documents" ("episode_id", "document")
    SELECT "episode_id", to_tsvector('english', string_agg("body", ' ' ORDER BY "position"))
    FROM "transcript_cues" WHERE "episode_id" = ANY (targets) GROUP BY "episode_id"
  ON CONFLICT ("episode_id") DO UPDATE SET "document" = excluded."document";
$$;--> statement-breakpoint
CREATE FUNCTION "transcript_cues_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_episode_transcript_documents"(array(SELECT DISTINCT "episode_id" FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "transcript_cues_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_episode_transcript_documents"(array(SELECT "episode_id" FROM changed UNION SELECT "episode_id" FROM previous));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "transcript_cues_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_episode_transcript_documents"(array(SELECT DISTINCT "episode_id" FROM previous));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "transcript_cues_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "episode_transcript_documents";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transcript_cues_refresh_documents_on_insert" AFTER INSERT ON "transcript_cues" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "transcript_cues_inserted"();--> statement-breakpoint
CREATE TRIGGER "transcript_cues_refresh_documents_on_update" AFTER UPDATE ON "transcript_cues" REFERENCING NEW TABLE AS changed OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION "transcript_cues_updated"();--> statement-breakpoint
CREATE TRIGGER "transcript_cues_refresh_documents_on_delete" AFTER DELETE ON "transcript_cues" REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION "transcript_cues_deleted"();--> statement-breakpoint
CREATE TRIGGER "transcript_cues_refresh_documents_on_truncate" AFTER TRUNCATE ON "transcript_cues" FOR EACH STATEMENT EXECUTE FUNCTION "transcript_cues_truncated"();--> statement-breakpoint
SELECT "refresh_episode_transcript_documents"(array(SELECT DISTINCT "episode_id" FROM "transcript_cues"));
--> statement-breakpoint
-- The archive's search reads these documents, so a write to them, whatever makes it, is a change of what public pages show (the page cache's rule, migration 0007).
CREATE TRIGGER "episode_transcript_documents_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episode_transcript_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
