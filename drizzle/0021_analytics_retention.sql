CREATE TABLE "analytics_retention" (
	"day" date NOT NULL,
	"episode_slug" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"plays" integer NOT NULL,
	"listeners" integer[] NOT NULL,
	CONSTRAINT "analytics_retention_day_episode_slug_pk" PRIMARY KEY("day","episode_slug")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("day","visitor");--> statement-breakpoint
-- Days whose raw events are still kept lose their roll-up, so the next hourly upkeep rolls them up
-- again with their retention (analytics-rollups.ts); until then a period reads them from raw events.
DELETE FROM "analytics_daily" WHERE "day" IN (SELECT DISTINCT "day" FROM "analytics_events");
