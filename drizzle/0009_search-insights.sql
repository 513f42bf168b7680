-- Written by hand: listener insights. One row per assistant question or archive search: the text, when, how many episodes answered, which were offered and which (if any) was opened. Nothing about who asked: no IP address, cookie, session or account. Rows older than 180 days are deleted (app/.server/search/insights-record.ts).
CREATE TABLE "search_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "source" text NOT NULL,
  "question" text NOT NULL,
  "result_count" integer NOT NULL,
  "result_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
  "opened_slug" text,
  "opened_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_events_source_check" CHECK ("source" IN ('assistant', 'archive')),
  CONSTRAINT "search_events_question_length" CHECK (char_length("question") BETWEEN 1 AND 500),
  CONSTRAINT "search_events_result_count" CHECK ("result_count" >= 0)
);--> statement-breakpoint
CREATE INDEX "search_events_created_at_idx" ON "search_events" USING btree ("created_at");
