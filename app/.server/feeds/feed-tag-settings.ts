import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { ownerSettings } from "../db/schema/owner-settings";
import { podcastGuid } from "../xml/podcast-guid";
import {
  feedMediums,
  httpsAddressProblem,
  updateFrequencies,
  type FeedMedium,
  type FeedTagFormValues,
  type UpdateFrequency,
} from "~/lib/feed-tags";
import { parseInput } from "~/lib/validation/parse-input";
import { storeOwnerSettings } from "./store-owner-settings";

/**
 * The Podcasting 2.0 channel tags of our own feed (/episodes/rss.xml) that the owner sets in
 * /admin/settings: medium, publishing schedule, lock, funding link, the podroll, `podcast:txt`
 * lines and the show's fediverse account for each episode's `podcast:socialInteract`
 * (docs/decisions/0030-feed-tags-from-owner-settings.md). They sit in `owner_settings` beside
 * the feed settings (0023) but, being the show's own words rather than the deployment's, no
 * environment variable overrides them.
 */
export const feedTagSettingNames = [
  "FEED_MEDIUM",
  "FEED_UPDATE_FREQUENCY",
  "FEED_LOCKED",
  "FEED_FUNDING_URL",
  "FEED_FUNDING_LABEL",
  "FEED_PODROLL",
  "FEED_TXT",
  "FEED_SOCIAL_ACCOUNT_ID",
  "FEED_SOCIAL_ACCOUNT_URL",
] as const;
export type FeedTagSettingName = (typeof feedTagSettingNames)[number] & keyof FeedTagFormValues;

/** A recommended show: its name for the public page, its feed for the apps. */
export type PodrollShow = {
  title: string;
  /** The show's `podcast:guid`, given or computed from its feed address as the namespace defines. */
  feedGuid: string;
  feedUrl: string | null;
  /** Where the public "Shows we recommend" links, when given. */
  websiteUrl: string | null;
};

export type FeedTxt = { purpose: string | null; value: string };

export type FeedTags = {
  medium: FeedMedium;
  updateFrequency: UpdateFrequency | null;
  locked: boolean;
  funding: { url: string; label: string } | null;
  podroll: PodrollShow[];
  txt: FeedTxt[];
  /** The show's fediverse account, named beside each episode's comments post (`podcast:socialInteract`). */
  socialAccount: { id: string | null; url: string | null };
};

/** What applies while nothing is stored: an unlocked podcast with no extras. */
export const feedTagDefaults: Readonly<Record<FeedTagSettingName, string>> = {
  FEED_MEDIUM: "podcast",
  FEED_UPDATE_FREQUENCY: "",
  FEED_LOCKED: "no",
  FEED_FUNDING_URL: "",
  FEED_FUNDING_LABEL: "Support the show",
  FEED_PODROLL: "",
  FEED_TXT: "",
  FEED_SOCIAL_ACCOUNT_ID: "",
  FEED_SOCIAL_ACCOUNT_URL: "",
};

const MAX_PODROLL = 50;
const MAX_TXT = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TXT_PURPOSE = /^[A-Za-z0-9._-]{1,128}$/;

const httpsAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `The ${what} is too long.`)
    .superRefine((value, ctx) => {
      const problem = httpsAddressProblem(value, what);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

const nonEmptyLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line);

/** "Name | feed GUID or https feed address | https website (optional)", one show a line. */
const podrollSchema = z.string().transform((text, ctx): PodrollShow[] => {
  const lines = nonEmptyLines(text);
  if (lines.length > MAX_PODROLL) {
    ctx.addIssue({ code: "custom", message: `List at most ${MAX_PODROLL} recommended shows.` });
    return z.NEVER;
  }
  const shows: PodrollShow[] = [];
  for (const { line, number } of lines) {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message: `Line ${number} of the recommended shows: ${message}` });
      return z.NEVER;
    };
    const [title = "", feed = "", website = "", ...extra] = line.split("|").map((part) => part.trim());
    if (extra.length) return fail("write the name, the feed and the website, separated by |.");
    if (!title) return fail("start with the show's name, then | and its feed GUID or feed address.");
    if (title.length > 128) return fail("the name can be at most 128 characters.");
    if (!feed) return fail("add | and the show's feed GUID or its feed address (https://…).");
    let feedGuid: string;
    let feedUrl: string | null = null;
    if (UUID.test(feed)) {
      feedGuid = feed.toLowerCase();
    } else {
      const problem = httpsAddressProblem(feed, "feed address");
      if (problem) return fail(`${problem} Or give the show's podcast GUID.`);
      feedUrl = feed;
      feedGuid = podcastGuid(feed);
    }
    let websiteUrl: string | null = null;
    if (website) {
      const problem = httpsAddressProblem(website, "website address");
      if (problem) return fail(problem);
      websiteUrl = website;
    }
    shows.push({ title, feedGuid, feedUrl, websiteUrl });
  }
  return shows;
});

/** "purpose | text" or just "text", one `podcast:txt` a line. */
const txtSchema = z.string().transform((text, ctx): FeedTxt[] => {
  const lines = nonEmptyLines(text);
  if (lines.length > MAX_TXT) {
    ctx.addIssue({ code: "custom", message: `Add at most ${MAX_TXT} text records.` });
    return z.NEVER;
  }
  const records: FeedTxt[] = [];
  for (const { line, number } of lines) {
    const bar = line.indexOf("|");
    const purpose = bar < 0 ? "" : line.slice(0, bar).trim();
    const value = bar < 0 ? line : line.slice(bar + 1).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message: `Line ${number} of the text records: ${message}` });
      return z.NEVER;
    };
    if (purpose && !TXT_PURPOSE.test(purpose))
      return fail("the purpose before | is one word of letters, digits, dots, dashes or underscores.");
    if (!value) return fail("add the text after the |.");
    if (value.length > 4000) return fail("the text can be at most 4,000 characters.");
    records.push({ purpose: purpose || null, value });
  }
  return records;
});

/** What each setting accepts from the admin form (its stored text) and the value it gives the feed. */
const tagSchemas = {
  FEED_MEDIUM: z.enum(feedMediums, "Choose one of the listed media."),
  FEED_UPDATE_FREQUENCY: z.enum(
    Object.keys(updateFrequencies) as [UpdateFrequency, ...UpdateFrequency[]],
    "Choose one of the listed schedules.",
  ),
  FEED_LOCKED: z.enum(["yes", "no"], "Choose whether the feed is locked."),
  FEED_FUNDING_URL: httpsAddress("funding address"),
  FEED_FUNDING_LABEL: z.string().trim().max(128, "The funding link's label can be at most 128 characters."),
  FEED_PODROLL: podrollSchema,
  FEED_TXT: txtSchema,
  FEED_SOCIAL_ACCOUNT_ID: z
    .string()
    .trim()
    .regex(
      /^@?[^@\s]{1,100}@[^@\s/]{1,200}$/,
      "Enter the account as @name@server, for example @untangled@podcastindex.social.",
    )
    .transform((value) => (value.startsWith("@") ? value : `@${value}`)),
  FEED_SOCIAL_ACCOUNT_URL: httpsAddress("account's address"),
} satisfies Record<FeedTagSettingName, z.ZodType<unknown, string>>;

type Parsed = { [Name in FeedTagSettingName]: z.output<(typeof tagSchemas)[Name]> | undefined };

/** The feed's tags from the stored values; a stored value that no longer passes is ignored. */
export function feedTagsOf(stored: ReadonlyMap<string, string>): FeedTags {
  const value = {} as Parsed;
  for (const name of feedTagSettingNames) {
    const text = stored.get(name);
    const parsed = text === undefined ? undefined : tagSchemas[name].safeParse(text);
    (value as Record<string, unknown>)[name] = parsed?.success ? parsed.data : undefined;
  }
  const fundingUrl = value.FEED_FUNDING_URL;
  return {
    medium: value.FEED_MEDIUM ?? "podcast",
    updateFrequency: value.FEED_UPDATE_FREQUENCY ?? null,
    locked: value.FEED_LOCKED === "yes",
    funding: fundingUrl
      ? { url: fundingUrl, label: value.FEED_FUNDING_LABEL || feedTagDefaults.FEED_FUNDING_LABEL }
      : null,
    podroll: value.FEED_PODROLL ?? [],
    txt: value.FEED_TXT ?? [],
    socialAccount: { id: value.FEED_SOCIAL_ACCOUNT_ID ?? null, url: value.FEED_SOCIAL_ACCOUNT_URL ?? null },
  };
}

async function readStoredFeedTags(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: ownerSettings.key, value: ownerSettings.value })
    .from(ownerSettings)
    .where(inArray(ownerSettings.key, [...feedTagSettingNames]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The tags in effect, read when the feed or the resources page is built. */
export async function readFeedTags(db: Database): Promise<FeedTags> {
  return feedTagsOf(await readStoredFeedTags(db));
}

/** What the form shows: each setting's stored text, "" while the default applies. */
export async function readFeedTagForm(db: Database): Promise<FeedTagFormValues> {
  const stored = await readStoredFeedTags(db);
  return Object.fromEntries(feedTagSettingNames.map((name) => [name, stored.get(name) ?? ""])) as FeedTagFormValues;
}

export type SaveFeedTagsResult =
  { ok: true; changed: FeedTagSettingName[] } | { ok: false; fieldErrors: Partial<Record<FeedTagSettingName, string>> };

/** A setting's text as stored: trimmed, and the lists one trimmed line each with no blank lines. */
function normalized(name: FeedTagSettingName, raw: string): string {
  if (name === "FEED_PODROLL" || name === "FEED_TXT")
    return nonEmptyLines(raw)
      .map(({ line }) => line)
      .join("\n");
  return raw.trim();
}

/**
 * Saves the feed-tag form, all or nothing as the feed settings are: one refused field (an http://
 * address, a bad podroll line) and nothing changes. An empty field, or the default, deletes the row.
 */
export async function saveFeedTagSettings(
  db: Database,
  input: Partial<Record<FeedTagSettingName, string>>,
  { updatedBy }: { updatedBy: string },
): Promise<SaveFeedTagsResult> {
  const fieldErrors: Partial<Record<FeedTagSettingName, string>> = {};
  const writes: { name: FeedTagSettingName; value: string | null }[] = [];
  for (const name of feedTagSettingNames) {
    const raw = input[name];
    if (raw === undefined) continue;
    const value = normalized(name, raw);
    if (!value || value === feedTagDefaults[name]) {
      writes.push({ name, value: null });
      continue;
    }
    const parsed = parseInput(tagSchemas[name], value);
    if (parsed.ok) writes.push({ name, value });
    else fieldErrors[name] = parsed.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const before = await readStoredFeedTags(db);
  await storeOwnerSettings(db, writes, updatedBy);
  return {
    ok: true,
    changed: writes.filter(({ name, value }) => (before.get(name) ?? null) !== value).map(({ name }) => name),
  };
}
