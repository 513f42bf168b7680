ALTER TABLE "analytics_daily" ADD COLUMN "counted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_retention" ADD COLUMN "heard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Retention rolled up before this column: its sum, from the listeners it already holds.
UPDATE "analytics_retention" SET "heard" = (SELECT coalesce(sum(x), 0) FROM unnest("listeners") AS x)::int;
