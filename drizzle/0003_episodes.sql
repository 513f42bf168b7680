CREATE TABLE "content_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"guest_name" text,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"podbean_embed_code" text,
	"audio_url" text,
	"duration_seconds" integer,
	"episode_number" integer,
	"season_number" integer,
	"source_guid" text,
	"source_link" text,
	"is_latest" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episodes_title_length" CHECK (char_length("episodes"."title") BETWEEN 1 AND 500),
	CONSTRAINT "episodes_slug_format" CHECK ("episodes"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length("episodes"."slug") <= 120),
	CONSTRAINT "episodes_guest_name_length" CHECK (char_length("episodes"."guest_name") <= 300),
	CONSTRAINT "episodes_duration_positive" CHECK ("episodes"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_slug_key" ON "episodes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_source_guid_key" ON "episodes" USING btree ("source_guid");--> statement-breakpoint
CREATE INDEX "episodes_audio_url_idx" ON "episodes" USING btree ("audio_url");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_single_latest" ON "episodes" USING btree ("is_latest") WHERE "episodes"."is_latest";--> statement-breakpoint
CREATE INDEX "episodes_published_idx" ON "episodes" USING btree ("published_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "episodes_favorite_idx" ON "episodes" USING btree ("published_date" DESC NULLS LAST) WHERE "episodes"."is_favorite";