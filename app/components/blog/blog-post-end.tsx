import { ArrowRight, Headphones } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { blogPostEnd } from "~/content/blog-post-end";
import { site } from "~/content/site";
import type { BlogCardView } from "~/.server/blog/blog-view";
import { BlogCard } from "./blog-card";

/** Under every post: the author (the host), three related posts, and a call to listen. */
export function BlogPostEnd({ related }: { related: BlogCardView[] }) {
  return (
    <footer className="mt-14 space-y-12 border-t border-sand-200 pt-10">
      <section
        aria-labelledby="post-author"
        className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:flex-row sm:items-center"
      >
        <Image
          src={site.images.hostPortrait}
          alt={site.images.hostPortraitAlt}
          width={96}
          height={96}
          placement="below-fold"
          className="size-24 shrink-0 rounded-full bg-sand-100 object-cover"
        />
        <div>
          <h2 id="post-author" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {blogPostEnd.authorHeading}
          </h2>
          <p className="mt-1 font-serif text-xl font-bold text-ink-900">{site.host.name}</p>
          <p className="text-sm font-medium text-ink-700">{site.host.role}</p>
          <p className="mt-2 text-ink-800">{site.host.shortBio}</p>
          <Link
            to="/about"
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
          >
            {blogPostEnd.authorLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="post-related">
          <h2 id="post-related" className="font-serif text-2xl font-bold text-ink-900">
            {blogPostEnd.relatedHeading}
          </h2>
          {/* Wider than the article's text from laptops up, so three cards are not squeezed into its measure. */}
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:-mx-24 lg:grid-cols-3">
            {related.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="post-listen" className="rounded-3xl bg-brand-800 p-6 text-white sm:p-8">
        <h2 id="post-listen" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <Headphones aria-hidden="true" className="size-6 shrink-0" />
          {blogPostEnd.listenHeading}
        </h2>
        <p className="mt-2 text-brand-50">{blogPostEnd.listenText}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to="/latest-episode" className={buttonClassName({ variant: "secondary" })}>
            {blogPostEnd.listenButton}
          </Link>
          <Link to="/episodes" className="font-semibold text-white underline-offset-4 hover:underline">
            {blogPostEnd.allEpisodesLink}
          </Link>
        </div>
      </section>
    </footer>
  );
}
