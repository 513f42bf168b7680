/**
 * What the episodes feed tells podcast directories about the show (Apple Podcasts requires a
 * category, the explicit flag, an author and square artwork of 1400-3000 px).
 */
export const podcastFeed = {
  /** Apple's category list: https://podcasters.apple.com/support/1691-apple-podcasts-categories */
  category: "Society & Culture",
  subcategory: "Relationships",
  explicit: false,
  /** Rendered from images/podcast-cover.svg by `npm run assets:images`. */
  artwork: "/images/podcast-artwork.png",
} as const;
