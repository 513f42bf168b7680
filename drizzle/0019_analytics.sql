CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"listened_seconds" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"path" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"episode_slug" text,
	"from_second" integer,
	"to_second" integer,
	"speed" real,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" IN ('pageview', 'play', 'listen', 'complete')),
	CONSTRAINT "analytics_events_range_check" CHECK ("analytics_events"."from_second" IS NULL OR ("analytics_events"."from_second" >= 0 AND ("analytics_events"."to_second" IS NULL OR "analytics_events"."to_second" > "analytics_events"."from_second")))
);
--> statement-breakpoint
CREATE TABLE "analytics_quotas" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_quotas_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day","kind");