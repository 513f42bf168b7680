ALTER TABLE "blog_posts" ADD COLUMN "law_reviewed_on" date;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "jurisdictions_discussed" text;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "law_reviewed_on" date;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "jurisdictions_discussed" text;