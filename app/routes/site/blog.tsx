import { z } from "zod";
import { appServicesOf } from "~/.server/app-context";
import { data, useNavigation } from "react-router";
import { listBlogArchive, listBlogCategories, listFeaturedBlogPosts } from "~/.server/blog/blog-queries";
import { toBlogCard } from "~/.server/blog/blog-view";
import { BlogCard, BlogPostLink, CategoryBadges } from "~/components/blog/blog-card";
import { CategoryChips } from "~/components/blog/category-chips";
import { Image, type ImagePlacement } from "~/components/ui/image";
import { Pagination } from "~/components/ui/pagination";
import { SearchForm } from "~/components/ui/search-form";
import { site } from "~/content/site";
import { ALL_CATEGORIES, BLOG_PAGE_SIZE, blogArchiveHref, blogTexts, FEATURED_CATEGORY_LIMIT } from "~/lib/blog";
import type { BlogCardView } from "~/.server/blog/blog-view";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { readPageQuery } from "~/lib/page-query";
import { parseLenientInput } from "~/lib/validation/parse-input";
import { pageNumberSchema, searchTextSchema } from "~/lib/validation/schemas";
import type { Route } from "./+types/blog";
import { degradedPageHeaders, forwardCacheControl } from "~/lib/degraded-page";

const MAX_QUERY_LENGTH = 200;
/** The archive's URL: a search, a category (all when absent) and a page, declared for the page cache in app/content/public-pages.ts. */
const blogQuery = z.object({
  q: searchTextSchema(MAX_QUERY_LENGTH),
  category: searchTextSchema(100).transform((category) => category || ALL_CATEGORIES),
  page: pageNumberSchema,
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta({
    title: "Blog",
    description: `Articles on divorce, custody, co-parenting and starting over from ${site.host.name} and guests.`,
    path: "/blog",
    matches,
  });
  const filtered = loaderData && (loaderData.query || loaderData.category !== ALL_CATEGORIES || loaderData.page > 1);
  return [
    ...tags,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${site.podcastName} blog`,
      href: "/blog/rss.xml",
    },
    ...(filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export const headers = forwardCacheControl;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = appServicesOf(context);
  const {
    q: query,
    category,
    page,
  } = parseLenientInput(blogQuery, readPageQuery("/blog", new URL(request.url).searchParams));
  try {
    const [featured, archive, categories] = await Promise.all([
      listFeaturedBlogPosts(db),
      listBlogArchive(db, { query, category, page }),
      listBlogCategories(db),
    ]);
    return {
      query,
      category,
      page: archive.page,
      pageCount: archive.pageCount,
      total: archive.total,
      featured: featured.map(toBlogCard),
      posts: archive.posts.map(toBlogCard),
      categories,
    };
  } catch (error) {
    // The spec: a blog list failure is only logged; the empty state shows instead.
    logger.error({ err: error }, "Could not load the blog");
    return data(
      { query, category, page: 1, pageCount: 1, total: 0, featured: [], posts: [], categories: [] },
      { headers: degradedPageHeaders },
    );
  }
}

function FeaturedPost({ post, placement }: { post: BlogCardView; placement: ImagePlacement }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm md:grid-cols-2">
      {post.imageUrl ? (
        <Image
          data-fallback="hide"
          src={post.imageUrl}
          alt=""
          width={800}
          height={450}
          placement={placement}
          className="aspect-video h-full w-full object-cover"
        />
      ) : null}
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Featured</p>
        <div className="mt-3">
          <CategoryBadges categories={post.categories.slice(0, FEATURED_CATEGORY_LIMIT)} />
        </div>
        <h2 className="mt-3 font-serif text-3xl leading-tight font-bold text-ink-900">
          <BlogPostLink post={post} className="hover:text-brand-800 hover:underline">
            {post.title}
          </BlogPostLink>
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
        </p>
        <p className="mt-4 text-lg text-ink-800">{post.excerpt}</p>
      </div>
    </article>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, category, page, pageCount, total, featured, posts, categories } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const filtered = Boolean(query) || category !== ALL_CATEGORIES;
  const nothingAtAll = featured.length === 0 && posts.length === 0 && !filtered;
  const first = (page - 1) * BLOG_PAGE_SIZE + 1;

  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Blog</h1>
      <p className="mt-3 text-lg text-ink-700">Practical guidance for every stage of divorce and beyond.</p>

      {nothingAtAll ? (
        <p className="mt-10 rounded-2xl border border-sand-200 bg-white p-10 text-center text-ink-700">
          {blogTexts.empty}
        </p>
      ) : (
        <>
          {featured.length > 0 ? (
            <section aria-label="Featured articles" className="mt-10 space-y-6">
              {featured.map((post, index) => (
                // Only the first is at the top; each one fills a phone's screen.
                <FeaturedPost key={post.id} post={post} placement={index === 0 ? "hero" : "below-fold"} />
              ))}
            </section>
          ) : null}

          <section aria-labelledby="archive-title" className="mt-14">
            <h2 id="archive-title" className="font-serif text-3xl font-bold text-ink-900">
              All Articles
            </h2>
            <SearchForm
              action="/blog"
              id="blog-search"
              label="Search articles"
              placeholder="Search articles..."
              defaultValue={query}
              maxLength={MAX_QUERY_LENGTH}
              className="mt-6"
            >
              {category !== ALL_CATEGORIES ? <input type="hidden" name="category" value={category} /> : null}
            </SearchForm>

            <CategoryChips categories={categories} category={category} query={query} />

            <p role="status" aria-live="polite" className="mt-5 text-sm text-ink-700">
              {searching
                ? "Searching…"
                : total === 0
                  ? "Showing 0 articles"
                  : `Showing ${first}–${first + posts.length - 1} of ${total} article${total === 1 ? "" : "s"}`}
            </p>

            {posts.length === 0 ? (
              <p className="mt-6 rounded-2xl border border-sand-200 bg-white p-10 text-center text-ink-700">
                {filtered ? blogTexts.noMatch : blogTexts.empty}
              </p>
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post, index) => (
                  <li key={post.id}>
                    {/* With no featured article above them, the first card opens the page. */}
                    <BlogCard post={post} placement={index === 0 && featured.length === 0 ? "hero" : "below-fold"} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(target) => blogArchiveHref({ query, category, page: target })}
              className="mt-10"
            />
          </section>
        </>
      )}
    </section>
  );
}
