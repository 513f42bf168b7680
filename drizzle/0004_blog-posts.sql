CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"full_content" text DEFAULT '' NOT NULL,
	"content_url" text DEFAULT '' NOT NULL,
	"source_url" text,
	"image_url" text,
	"categories" text[],
	"published_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_title_length" CHECK (char_length("blog_posts"."title") BETWEEN 1 AND 500),
	CONSTRAINT "blog_posts_excerpt_length" CHECK (char_length("blog_posts"."excerpt") <= 5000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_source_url_key" ON "blog_posts" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_featured_idx" ON "blog_posts" USING btree ("published_date" DESC NULLS LAST) WHERE "blog_posts"."is_featured";--> statement-breakpoint
CREATE INDEX "blog_posts_categories_idx" ON "blog_posts" USING gin ("categories");