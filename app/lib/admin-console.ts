/** What the admin overview and settings pages receive from their loaders (app/.server/admin/). */

export type AdminOverview = {
  episodes: { total: number; favorites: number; hasLatest: boolean };
  posts: { total: number; featured: number };
  messages: { total: number; unread: number };
  /** When the newest episode that came from the feed was added (the last import that found one), or null. */
  lastEpisodeImport: string | null;
  /** When the newest post that came from the owner's website or a pasted URL was added, or null. */
  lastBlogImport: string | null;
};

/** Legal content due for review (issue 32; app/.server/admin/legal-reviews.ts). */
export type LegalReviews = {
  /** Reviews before this day (`YYYY-MM-DD`, 18 months ago) are due. */
  cutoff: string;
  /** Episodes and posts reviewed before `cutoff`, oldest first. */
  due: { kind: "episode" | "post"; title: string; lawReviewedOn: string; editHref: string }[];
  /** Content with no review date: counted, not listed. */
  neverReviewed: { episodes: number; posts: number };
};

/** One setting in effect and where it comes from, so the owner knows what to change and where. */
export type SettingRow = {
  label: string;
  value: string;
  /** e.g. "PODCAST_FEED_URL (environment)". */
  source: string;
};

export type SettingGroup = { title: string; rows: SettingRow[] };

/** One field of the settings form (/admin/settings): a setting the owner may change there. */
export type FeedSettingField = {
  /** The form field's name, and the environment variable that overrides it. */
  name: string;
  label: string;
  hint: string;
  kind: "url" | "schedule";
  /** What is stored ("" while the default applies), or the environment's value. */
  value: string;
  /** The built-in default, shown while nothing is stored. */
  placeholder: string;
  /** The environment sets it: shown read-only. */
  setByEnvironment: boolean;
  /** Where the value comes from, e.g. "Set by PODCAST_FEED_URL (environment)". */
  source: string;
};
