import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { adminSections } from "./routes/admin/sections.ts";

/** Every URL of the site, in one place. */
export default [
  index("routes/site/home.tsx"),
  route("about", "routes/site/about.tsx"),
  route("latest-episode", "routes/site/latest-episode.tsx"),
  route("episodes", "routes/site/episodes.tsx"),
  route("episodes/rss.xml", "routes/api/episodes-rss.ts"),
  route("episodes/:slug/transcript.vtt", "routes/api/episode-transcript-vtt.ts"),
  route("episodes/:slug/transcript.json", "routes/api/episode-transcript-json.ts"),
  route("episodes/:slug/chapters.json", "routes/api/episode-chapters-json.ts"),
  // Share cards: each episode, post and guest page's Open Graph image (docs/decisions/0032-share-cards.md).
  route("episodes/:slug/card.png", "routes/api/episode-card-png.ts"),
  route("episodes/:slug", "routes/site/episode.tsx"),
  // The player other sites embed (its own document, the one route they may frame) and the oEmbed
  // endpoint that hands them its iframe (docs/decisions/0031-embed-player.md).
  route("embed/episodes/:slug", "routes/embed/episode-embed.ts"),
  route("oembed", "routes/api/oembed.ts"),
  route("guests", "routes/site/guests.tsx"),
  route("guests/:slug/card.png", "routes/api/guest-card-png.ts"),
  route("guests/:slug", "routes/site/guest.tsx"),
  route("blog", "routes/site/blog.tsx"),
  route("blog/rss.xml", "routes/api/blog-rss.ts"),
  route("blog/:id/card.png", "routes/api/blog-post-card-png.ts"),
  route("blog/:id", "routes/site/blog-post.tsx"),
  route("resources", "routes/site/resources.tsx"),
  route("guest-opportunities", "routes/site/guest-opportunities.tsx"),
  route("contact", "routes/site/contact.tsx"),
  // Email subscribers (docs/decisions/0033-email-subscribers.md): the sign-up, its confirmation, the unsubscribe.
  route("subscribe", "routes/subscribers/subscribe.tsx"),
  route("subscribe/confirm", "routes/subscribers/subscribe-confirm.tsx"),
  route("unsubscribe", "routes/subscribers/unsubscribe.tsx"),
  route("disclaimer", "routes/site/disclaimer.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("browsing-safely", "routes/site/browsing-safely.tsx"),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("account/security", "routes/auth/account-security.tsx"),
  route("setup", "routes/auth/setup.tsx"),
  // The admin area: the layout's middleware checks the admin role once for every page, loader and
  // action below it (docs/decisions/0009-admin-layout.md). Its sections, which its navigation
  // links, are listed in routes/admin/sections.ts.
  route("admin", "routes/admin/layout.tsx", [
    ...adminSections.map((section) => (section.path ? route(section.path, section.file) : index(section.file))),
    route("insights.csv", "routes/admin/insights-csv.ts"),
    route("analytics.csv", "routes/admin/analytics-csv.ts"),
    route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
  ]),
  // The spec's admin server functions (JSON, POST) keep their URLs; a pathless layout gives them the
  // same guard.
  layout("routes/admin/functions/layout.ts", [
    route("api/functions/import-episodes", "routes/admin/functions/import-episodes.ts"),
    route("api/functions/deduplicate-episodes", "routes/admin/functions/deduplicate-episodes.ts"),
    route("api/functions/normalize-episodes", "routes/admin/functions/normalize-episodes.ts"),
    route("api/functions/import-blog-posts", "routes/admin/functions/import-blog-posts.ts"),
    route("api/functions/import-blog-by-urls", "routes/admin/functions/import-blog-by-urls.ts"),
    // Background jobs (the imports): the newest of a kind, one job's progress, and cancel.
    route("api/functions/jobs", "routes/admin/functions/jobs.ts"),
    route("api/functions/jobs/:id", "routes/admin/functions/job.ts"),
  ]),

  route("api/functions/search-episodes", "routes/api/search-episodes.ts"),
  route("api/functions/search-opened", "routes/api/search-opened.ts"),
  // POST /api/analytics, the analytics beacon, is answered by server/app.ts ahead of React Router
  // (app/.server/beacon-endpoint.ts, docs/decisions/0028-privacy-first-analytics.md).
  route("api/auth/*", "routes/api/auth.ts"),
  route(".well-known/jwks.json", "routes/api/jwks.ts"),

  route("robots.txt", "routes/api/robots.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
