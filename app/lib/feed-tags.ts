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
  | "FEED_TXT"
  | "FEED_SOCIAL_ACCOUNT_ID"
  | "FEED_SOCIAL_ACCOUNT_URL",
  string
>;

/** The feed-tag form's post names this intent, so the settings action tells it from the feed settings' form. */
export const feedTagsIntent = "feed-tags";

/**
 * An https address, or the reason it is not one, for the addresses our feed hands podcast apps
 * (funding, podroll, social posts). Apps fetch them and the namespace asks for https: an http://
 * address is refused with its own message rather than silently upgraded.
 */
export function httpsAddressProblem(value: string, what: string): string | null {
  const url = URL.parse(value);
  if (!url || !url.hostname) return `Enter the ${what} as a full web address starting with https://.`;
  if (url.protocol !== "https:")
    return `The ${what} must start with https:// (podcast apps only follow secure addresses).`;
  if (url.username || url.password) return `The ${what} must not carry a user name or password.`;
  return null;
}
