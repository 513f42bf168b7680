import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Blog posts: the spec's fields, plus `source_url` (the canonical address of an imported post,
 * unique, so re-importing adds nothing) and `updated_at`. `full_content` only ever holds sanitized
 * HTML: every writer passes it through the allowlist, and pages sanitize it again before rendering.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    fullContent: text("full_content").notNull().default(""),
    contentUrl: text("content_url").notNull().default(""),
    sourceUrl: text("source_url"),
    imageUrl: text("image_url"),
    categories: text("categories").array(),
    publishedDate: timestamp("published_date", { withTimezone: true }).notNull().defaultNow(),
    isFeatured: boolean("is_featured").notNull().default(false),
    /**
     * When the owner last checked what it says about the law, and for where (issue 32): the page shows
     * "Legal information as of …", and the admin overview lists what is older than 18 months.
     */
    lawReviewedOn: date("law_reviewed_on", { mode: "string" }),
    jurisdictionsDiscussed: text("jurisdictions_discussed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("blog_posts_source_url_key").on(table.sourceUrl),
    index("blog_posts_published_idx").on(table.publishedDate.desc(), table.createdAt.desc()),
    index("blog_posts_featured_idx")
      .on(table.publishedDate.desc())
      .where(sql`${table.isFeatured}`),
    index("blog_posts_categories_idx").using("gin", table.categories),
    check("blog_posts_title_length", sql`char_length(${table.title}) BETWEEN 1 AND 500`),
    check("blog_posts_excerpt_length", sql`char_length(${table.excerpt}) <= 5000`),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
