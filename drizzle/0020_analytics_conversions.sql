CREATE TABLE "analytics_conversions" (
	"day" date NOT NULL,
	"inquiry" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_conversions_day_inquiry_dimension_value_pk" PRIMARY KEY("day","inquiry","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_kind_check";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" IN ('pageview', 'play', 'listen', 'complete', 'booking'));