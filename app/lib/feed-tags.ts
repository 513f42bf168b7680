/**
 * The choices the feed-tag settings offer (app/.server/feeds/feed-tag-settings.ts), shared with the
 * admin form that lists them.
 */

/** The `podcast:medium` values a single show's feed may declare (the namespace's list, less the "L" list feeds). */
export const feedMediums = ["podcast", "music", "video", "film", "audiobook", "newsletter", "blog"] as const;
export type FeedMedium = (typeof feedMediums)[number];

/** The publishing schedules the form offers, each as `podcast:updateFrequency` says it. */
export const updateFrequencies = {
  daily: { rrule: "FREQ=DAILY", label: "Daily" },
  weekly: { rrule: "FREQ=WEEKLY", label: "Weekly" },
  biweekly: { rrule: "FREQ=WEEKLY;INTERVAL=2", label: "Every two weeks" },
  monthly: { rrule: "FREQ=MONTHLY", label: "Monthly" },
  complete: { rrule: null, label: "Complete: no new episodes planned" },
} as const;
export type UpdateFrequency = keyof typeof updateFrequencies;

/** The feed-tag form's fields, named as their settings. */
export type FeedTagFormValues = Record<
  | "FEED_MEDIUM"
  | "FEED_UPDATE_FREQUENCY"
  | "FEED_LOCKED"
  | "FEED_FUNDING_URL"
  | "FEED_FUNDING_LABEL"
  | "FEED_PODROLL"
  | "FEED_TXT",
  string
>;

/** The feed-tag form's post names this intent, so the settings action tells it from the feed settings' form. */
export const feedTagsIntent = "feed-tags";
