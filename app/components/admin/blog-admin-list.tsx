import { ExternalLink, Pencil, Star, Trash2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { Image } from "~/components/ui/image";
import { AdminList } from "./admin-list";
import { AdminPostForm } from "./admin-post-form";
import { blogAdminList, type BlogManagerData } from "~/lib/blog";
import { formatLongDate } from "~/lib/dates";

const iconButton = "rounded-full p-2 hover:bg-sand-100 disabled:opacity-50";

/**
 * The spec's scrollable list (600px at most): FEATURED badge, star toggle, edit and delete; searched,
 * filtered and paged on the server, 50 posts a page.
 */
export function BlogAdminList({ data }: { data: BlogManagerData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { posts } = data;
  return (
    <AdminList
      definition={blogAdminList}
      list={data}
      layout="card"
      title="All Blog Posts"
      titleId="all-posts-title"
      noun="post"
      search={{
        name: "blog posts",
        label: "Search posts by title or excerpt",
        placeholder: "Search by title or excerpt",
      }}
      empty={{
        filtered: "No posts match that search.",
        none: "No blog posts yet. Add one or import them below.",
      }}
      pagesLabel="Blog post pages"
      rowCount={posts.length}
    >
      <ul
        className="mt-4 max-h-[600px] divide-y divide-sand-200 overflow-y-auto pr-1"
        // Focusable so keyboard users can scroll the list itself (the spec caps it at 600px).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Blog posts"
      >
        {posts.map((post) => (
          <li key={post.id} className="py-4">
            <article aria-labelledby={`admin-post-${post.id}`} className="flex gap-3">
              {post.imageUrl ? (
                <Image
                  src={post.imageUrl}
                  alt=""
                  width={64}
                  height={64}
                  placement="below-fold"
                  className="size-16 shrink-0 rounded-lg object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <h4 id={`admin-post-${post.id}`} className="font-semibold text-ink-900">
                  {post.title}
                </h4>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  {post.isFeatured ? (
                    <span className="rounded-full bg-sand-500 px-2 py-0.5 text-xs font-bold tracking-wide text-ink-900">
                      FEATURED
                    </span>
                  ) : null}
                  <span className="text-xs text-ink-700">{formatLongDate(post.publishedDate)}</span>
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-ink-700">{post.excerpt}</p>
              </div>
              <div className="flex shrink-0 items-start">
                <AdminPostForm
                  action="/admin/blog"
                  fields={{ id: post.id, featured: post.isFeatured ? "false" : "true" }}
                >
                  <button
                    type="submit"
                    name="intent"
                    value="blog-feature"
                    disabled={busy}
                    aria-label={post.isFeatured ? `Remove ${post.title} from featured` : `Feature ${post.title}`}
                    className={`${iconButton} ${post.isFeatured ? "text-sand-700" : "text-ink-700"}`}
                  >
                    <Star aria-hidden="true" className={`size-4 ${post.isFeatured ? "fill-current" : ""}`} />
                  </button>
                </AdminPostForm>
                <a
                  href={post.href}
                  {...(post.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className={`${iconButton} text-ink-700`}
                  aria-label={`View ${post.title}${post.external ? " (opens in a new tab)" : ""}`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
                <Link
                  to={`/admin/blog?edit=${post.id}#blog-form`}
                  className={`${iconButton} text-ink-700`}
                  aria-label={`Edit ${post.title}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Link>
                <AdminPostForm
                  action="/admin/blog"
                  fields={{ id: post.id }}
                  confirm="deleteBlogPost"
                  subject={post.title}
                >
                  <button
                    type="submit"
                    name="intent"
                    value="blog-delete"
                    disabled={busy}
                    className={`${iconButton} text-red-800 hover:bg-red-50`}
                    aria-label={`Delete ${post.title}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </AdminPostForm>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </AdminList>
  );
}
