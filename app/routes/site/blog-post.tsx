import { appServicesOf } from "~/.server/app-context";
import { Suspense } from "react";
import { lazyRendered } from "~/lib/lazy-rendered";
import { provideStructuredData } from "~/.server/structured-data";
import { provideShareCardMeta } from "~/.server/share-cards/share-card-meta";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AppError, appErrorData } from "~/.server/app-error";
import { getBlogPost, listRelatedBlogPosts } from "~/.server/blog/blog-queries";
import { toBlogCard } from "~/.server/blog/blog-view";
import { BlogPostEnd } from "~/components/blog/blog-post-end";
import { safeImageUrl } from "~/.server/net/safe-media-url";
import { htmlToPlainText, sanitizeRichHtml } from "~/.server/html/sanitize-html";
import { CategoryBadges } from "~/components/blog/blog-card";
import { routeErrorBoundary } from "~/components/route-error-boundary";
import { Image } from "~/components/ui/image";
import { site } from "~/content/site";
import { blogTexts } from "~/lib/blog";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { consultationLink } from "~/lib/consultation";
import type { Route } from "./+types/blog-post";

/**
 * The notes that end the page (the legal review date and short disclaimer; "Get new episodes by
 * email" and the consultation call to action): words the server renders, whose code loads after the page's own, as the player's does.
 */
const LegalNote = lazyRendered(() => import("~/components/legal/legal-note").then((module) => module.LegalNote));
const PageEndCallsToAction = lazyRendered(() =>
  import("~/components/page-end/page-end").then((module) => module.default),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env, logger } = appServicesOf(context);
  let post;
  try {
    post = await getBlogPost(db, params.id);
  } catch (error) {
    // The spec: a single-post load failure is only logged; the not-found state shows instead, as a
    // 503 so no cache or crawler takes it for a missing post.
    logger.error({ err: error }, "Could not load a blog post");
    throw appErrorData(new AppError("blog-post-unavailable", blogTexts.notFound, { status: 503, cause: error }));
  }
  if (!post) throw appErrorData(new AppError("blog-post-not-found", blogTexts.notFound, { status: 404 }));
  const { publicUrl } = env;
  const imageUrl = safeImageUrl(post.imageUrl) ?? null;
  const contentHtml = sanitizeRichHtml(post.fullContent, { sitePaths: true });
  const absolute = (url: string) => (url.startsWith("/") ? `${publicUrl}${url}` : url);
  // Only a nicety under the article: if it cannot be read, the post still shows.
  const related = await listRelatedBlogPosts(db, post).catch((error: unknown) => {
    logger.error({ err: error }, "Could not load related blog posts");
    return [];
  });
  provideStructuredData(context, {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.excerpt || htmlToPlainText(contentHtml).slice(0, 300),
    datePublished: post.publishedDate.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    url: `${publicUrl}/blog/${post.id}`,
    mainEntityOfPage: `${publicUrl}/blog/${post.id}`,
    ...(imageUrl ? { image: absolute(imageUrl) } : {}),
    ...(post.categories?.length ? { keywords: post.categories.join(", ") } : {}),
    author: { "@type": "Person", name: site.host.name },
    // Google's article rules want the publisher's logo as an ImageObject at an absolute address.
    publisher: {
      "@type": "Organization",
      name: site.podcastName,
      url: `${publicUrl}/`,
      logo: { "@type": "ImageObject", url: absolute(site.images.logo) },
    },
  });
  provideShareCardMeta(context, `"${post.title}", from the ${site.podcastName} blog`);
  return {
    consultation: consultationLink(env.BOOKING_URL),
    related: related.map(toBlogCard),
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      imageUrl,
      categories: post.categories ?? [],
      publishedDate: post.publishedDate.toISOString(),
      contentHtml,
      lawReviewedOn: post.lawReviewedOn,
      jurisdictionsDiscussed: post.jurisdictionsDiscussed,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData)
    return [{ title: `${blogTexts.notFound} | ${site.podcastName}` }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt.replace(/\s+/g, " ").slice(0, 160) || `An article from ${site.podcastName}.`,
    path: `/blog/${post.id}`,
    image: `/blog/${post.id}/card.png`,
    type: "article",
    matches,
  });
};

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related, consultation } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToBlog />
      {post.imageUrl ? (
        <Image
          data-fallback="hide"
          src={post.imageUrl}
          alt=""
          width={1200}
          height={675}
          placement="hero"
          className="mt-6 aspect-video w-full rounded-3xl object-cover shadow-sm"
        />
      ) : null}
      <p className="mt-8 text-sm text-ink-700">
        <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
      </p>
      <h1 className="mt-2 font-serif text-4xl leading-tight font-bold text-ink-900">{post.title}</h1>
      <div className="mt-4">
        <CategoryBadges categories={post.categories} />
      </div>
      {post.contentHtml ? (
        <div
          className="prose-content mt-8 text-lg text-ink-800"
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
      ) : (
        <p className="mt-8 text-lg text-ink-800">{post.excerpt}</p>
      )}
      <Suspense fallback={null}>
        <LegalNote
          lawReviewedOn={post.lawReviewedOn}
          jurisdictionsDiscussed={post.jurisdictionsDiscussed}
          className="mt-10"
        />
      </Suspense>
      <BlogPostEnd related={related} />
      <Suspense fallback={null}>
        <PageEndCallsToAction link={consultation} className="mt-12" />
      </Suspense>
    </article>
  );
}

/** 'Blog post not found' with 'Back to Blog', for an unknown or malformed id (HTTP 404). */
export const ErrorBoundary = routeErrorBoundary({
  notFound: blogTexts.notFound,
  action: { to: "/blog", label: "Back to Blog" },
});
