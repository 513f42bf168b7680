ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_inquiry_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "other_party_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement_version" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_other_party_name_length" CHECK ("contact_messages"."other_party_name" IS NULL OR char_length("contact_messages"."other_party_name") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_acknowledgement" CHECK (("contact_messages"."acknowledged_at" IS NULL) = ("contact_messages"."acknowledgement_version" IS NULL));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_inquiry_check" CHECK ("contact_messages"."inquiry" IN ('guest', 'media', 'general', 'consultation'));