CREATE TABLE "episode_soundbites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" uuid NOT NULL,
	"start_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episode_soundbites_times" CHECK ("episode_soundbites"."start_seconds" >= 0 AND "episode_soundbites"."duration_seconds" BETWEEN 1 AND 300),
	CONSTRAINT "episode_soundbites_title_length" CHECK (char_length("episode_soundbites"."title") BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "episode_soundbites" ADD CONSTRAINT "episode_soundbites_episode_id_fkey" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_soundbites_episode_idx" ON "episode_soundbites" USING btree ("episode_id","start_seconds");--> statement-breakpoint
-- Clips show on the episode pages, so a change reaches the page cache like any content change (migration 0007).
CREATE TRIGGER "episode_soundbites_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "episode_soundbites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
