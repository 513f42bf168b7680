-- Written by hand: one number that changes whenever content a public page shows changes, so every instance's page cache knows when to drop what it rendered. Statement-level triggers on the content tables bump it in the writing transaction (a rollback bumps nothing) and NOTIFY the new value on commit, however the write happens: admin forms, imports, deduplication, seeding or psql.
CREATE TABLE "content_version" ("id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "version" bigint NOT NULL DEFAULT 1);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('content_changed', next_version::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "episodes_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episodes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
