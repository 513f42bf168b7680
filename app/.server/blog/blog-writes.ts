import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, type BlogPost } from "../db/schema/blog-posts";
import type { BlogPostInput } from "./blog-post-form";

/** The spec: published_date is set to the current time on every create or update from the form. */
export async function createBlogPost(db: Database, input: BlogPostInput): Promise<BlogPost> {
  const now = new Date();
  const [created] = await db
    .insert(blogPosts)
    .values({ ...input, publishedDate: now, createdAt: now, updatedAt: now })
    .returning();
  return created!;
}

export async function updateBlogPost(db: Database, id: string, input: BlogPostInput): Promise<BlogPost | undefined> {
  const now = new Date();
  const [updated] = await db
    .update(blogPosts)
    .set({ ...input, publishedDate: now, updatedAt: now })
    .where(eq(blogPosts.id, id))
    .returning();
  return updated;
}

export async function setBlogPostFeatured(db: Database, id: string, isFeatured: boolean): Promise<boolean> {
  const updated = await db
    .update(blogPosts)
    .set({ isFeatured, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return updated.length > 0;
}

export async function deleteBlogPost(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleted.length > 0;
}
