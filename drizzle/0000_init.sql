CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"inquiry" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_inquiry_check" CHECK ("contact_messages"."inquiry" IN ('guest', 'media', 'general')),
	CONSTRAINT "contact_messages_name_length" CHECK (char_length("contact_messages"."name") BETWEEN 1 AND 100),
	CONSTRAINT "contact_messages_email_length" CHECK (char_length("contact_messages"."email") BETWEEN 3 AND 254),
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);