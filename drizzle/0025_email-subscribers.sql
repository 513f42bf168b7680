CREATE TABLE "email_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_status_check" CHECK ("email_subscribers"."status" IN ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "email_subscribers_email_length" CHECK (char_length("email_subscribers"."email") BETWEEN 3 AND 254)
);
--> statement-breakpoint
CREATE TABLE "subscriber_announcements" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_announcements_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "subscriber_announcements_kind_check" CHECK ("subscriber_announcements"."kind" IN ('episode', 'post'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_email_key" ON "email_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_subscribers_status_idx" ON "email_subscribers" USING btree ("status");