import { pageMeta } from "~/lib/meta";
import { site } from "~/content/site";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Blog",
    description: `Articles on divorce, co-parenting and starting over from ${site.host.name} and the ${site.shortName} team.`,
    path: "/blog",
    matches,
  });

// Posts arrive with the blog work; until then the page shows the spec's empty state.
export default function Blog() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Blog</h1>
      <p className="mt-10 rounded-3xl border border-sand-200 bg-white p-12 text-center text-lg text-ink-700">
        No blog posts available yet. Check back soon for new content!
      </p>
    </section>
  );
}
