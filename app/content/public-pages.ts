/** The site's fixed public pages, for the sitemap (episodes and posts are added from the database). */
export const publicPages = [
  { path: "/", changeFrequency: "weekly", priority: 1.0 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/latest-episode", changeFrequency: "weekly", priority: 0.9 },
  { path: "/episodes", changeFrequency: "weekly", priority: 0.8 },
  { path: "/guests", changeFrequency: "weekly", priority: 0.6 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.8 },
  { path: "/resources", changeFrequency: "monthly", priority: 0.7 },
  { path: "/guest-opportunities", changeFrequency: "monthly", priority: 0.7 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
] as const;
