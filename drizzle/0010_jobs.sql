-- Written by hand. The job queue itself is pg-boss's, in its own "pgboss" schema, which pg-boss creates and migrates at start (docs/decisions/0009-background-jobs.md). These two tables are the site's side of it: what a running job has done so far (read by any instance, so any one can show any job's progress bar), and when each scheduled feed sync last ran, what it found and when it is due again (one row per source, claimed atomically so one instance of many fetches per period).
CREATE TABLE "job_progress" (
  "job_id" uuid PRIMARY KEY,
  "queue" text NOT NULL,
  "done" integer NOT NULL DEFAULT 0,
  "total" integer,
  "current_item" text,
  "errors" integer NOT NULL DEFAULT 0,
  "cancel_requested" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "job_progress_created_at_idx" ON "job_progress" ("created_at");--> statement-breakpoint
CREATE TABLE "feed_syncs" (
  "source" text PRIMARY KEY,
  "etag" text,
  "last_modified" text,
  "last_started_at" timestamp with time zone,
  "last_finished_at" timestamp with time zone,
  "last_result" jsonb,
  "failures" integer NOT NULL DEFAULT 0,
  "next_at" timestamp with time zone NOT NULL DEFAULT now()
);
