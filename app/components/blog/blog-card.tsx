import { ExternalLink as ExternalIcon } from "lucide-react";
import { Link } from "react-router";
import { Image, type ImagePlacement } from "~/components/ui/image";
import { formatLongDate } from "~/lib/dates";
import type { BlogCardView } from "~/.server/blog/blog-view";

/** The card's link: out to the original article in a new tab, or to the post's page here. */
export function BlogPostLink({
  post,
  className,
  children,
}: {
  post: BlogCardView;
  className?: string;
  children: React.ReactNode;
}) {
  if (post.external) {
    return (
      <a href={post.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <ExternalIcon aria-hidden="true" className="ml-1 inline size-4 align-baseline" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={post.href} className={className}>
      {children}
    </Link>
  );
}

export function CategoryBadges({ categories }: { categories: string[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Categories">
      {categories.map((category) => (
        <li key={category} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {category}
        </li>
      ))}
    </ul>
  );
}

/** An archive card: image, categories, date, title (the link) and excerpt. */
export function BlogCard({ post, placement = "below-fold" }: { post: BlogCardView; placement?: ImagePlacement }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
      {post.imageUrl ? (
        <Image
          data-fallback="hide"
          src={post.imageUrl}
          alt=""
          width={640}
          height={360}
          placement={placement}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadges categories={post.categories} />
        <h3 className="mt-3 font-serif text-xl leading-snug font-bold text-ink-900">
          <BlogPostLink post={post} className="hover:text-brand-800 hover:underline">
            {post.title}
          </BlogPostLink>
        </h3>
        <p className="mt-1 text-sm text-ink-700">
          <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
        </p>
        <p className="mt-3 line-clamp-3 text-ink-800">{post.excerpt}</p>
      </div>
    </article>
  );
}
