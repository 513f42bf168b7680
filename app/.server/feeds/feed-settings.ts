import { inArray } from "drizzle-orm";
import { z } from "zod";
import { externalLinks } from "~/content/site";
import type { Database } from "../db/client";
import { ownerSettings } from "../db/schema/owner-settings";
import { syncIntervalPattern, type Env } from "../env";
import { parseSyncInterval } from "./sync-interval";
import { parseInput } from "~/lib/validation/parse-input";
import { storeOwnerSettings } from "./store-owner-settings";

/**
 * The settings the owner may change in /admin/settings (docs/decisions/0023-owner-settings.md). Each
 * is stored under the name of the environment variable that overrides it, so the row, the variable
 * and the page's "Set by …" all say the same name.
 */
export const feedSettingNames = [
  "PODCAST_FEED_URL",
  "BLOG_SOURCE_URL",
  "PODCAST_SYNC_EVERY",
  "BLOG_SYNC_EVERY",
] as const;
export type FeedSettingName = (typeof feedSettingNames)[number];

/** Where a setting's value in effect comes from, strongest first. */
export type SettingOrigin = "environment" | "stored" | "default";
export type EffectiveSetting = { value: string; origin: SettingOrigin };
export type FeedSettings = Record<FeedSettingName, EffectiveSetting>;

/** The built-in values, used while neither the environment nor the owner sets one. */
export const feedSettingDefaults: Readonly<Record<FeedSettingName, string>> = {
  PODCAST_FEED_URL: externalLinks.podcastFeed,
  BLOG_SOURCE_URL: externalLinks.blogSource,
  PODCAST_SYNC_EVERY: "1h",
  BLOG_SYNC_EVERY: "off",
};

function fromEnvironment(env: Env, name: FeedSettingName): string | undefined {
  if (!env.explicitlySet.has(name)) return undefined;
  return env[name] ?? undefined;
}

/**
 * The feed URL, blog source and sync schedules in effect: the environment variable when set, else
 * what the owner stored, else the built-in default. The imports and the schedules call this at each
 * run, so a change saved in the admin area counts from the next run, with no restart.
 */
export async function readFeedSettings(db: Database, env: Env): Promise<FeedSettings> {
  const rows = await db
    .select({ key: ownerSettings.key, value: ownerSettings.value })
    .from(ownerSettings)
    .where(inArray(ownerSettings.key, [...feedSettingNames]));
  return effectiveFeedSettings(env, new Map(rows.map((row) => [row.key, row.value])));
}

/** The settings in effect given the stored values (none: the environment and the defaults alone). */
export function effectiveFeedSettings(env: Env, stored: ReadonlyMap<string, string> = new Map()): FeedSettings {
  const settings = {} as FeedSettings;
  for (const name of feedSettingNames) {
    const environment = fromEnvironment(env, name);
    const value = stored.get(name);
    // A stored value that no longer passes (a rule tightened since) is ignored rather than used.
    const storedValue = value !== undefined && settingSchemas[name].safeParse(value).success ? value : undefined;
    settings[name] =
      environment !== undefined
        ? { value: environment, origin: "environment" }
        : storedValue !== undefined
          ? { value: storedValue, origin: "stored" }
          : { value: feedSettingDefaults[name], origin: "default" };
  }
  return settings;
}

/** A schedule's period in milliseconds, or null when off. */
export function syncPeriodOf(settings: FeedSettings, source: "podcast" | "blog"): number | null {
  return parseSyncInterval(settings[source === "podcast" ? "PODCAST_SYNC_EVERY" : "BLOG_SYNC_EVERY"].value);
}

const webAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `The ${what} is too long.`)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
    }, `Enter the ${what} as a full web address starting with https:// (or http://).`);

const MINUTE_MS = 60_000;
const schedule = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => {
    if (!syncIntervalPattern.test(value)) return false;
    const period = parseSyncInterval(value);
    return period === null || (period >= MINUTE_MS && period <= 30 * 24 * 60 * MINUTE_MS);
  }, "Enter how often as a number and a unit, such as 15m, 1h or 1d (between 1 minute and 30 days), or off.");

/** What each setting accepts from the admin form; the messages are shown beside the field. */
export const settingSchemas: Record<FeedSettingName, z.ZodType<string, string>> = {
  PODCAST_FEED_URL: webAddress("feed address"),
  BLOG_SOURCE_URL: webAddress("blog address"),
  PODCAST_SYNC_EVERY: schedule,
  BLOG_SYNC_EVERY: schedule,
};

export type SaveFeedSettingsResult =
  { ok: true; changed: FeedSettingName[] } | { ok: false; fieldErrors: Partial<Record<FeedSettingName, string>> };

/**
 * Saves what the admin form sent, all or nothing: one invalid field and no setting changes. A
 * setting the environment sets is not the form's to change and is skipped; an empty field clears the
 * stored value, so the built-in default applies again.
 */
export async function saveFeedSettings(
  db: Database,
  env: Env,
  input: Partial<Record<FeedSettingName, string>>,
  { updatedBy }: { updatedBy: string },
): Promise<SaveFeedSettingsResult> {
  const fieldErrors: Partial<Record<FeedSettingName, string>> = {};
  const writes: { name: FeedSettingName; value: string | null }[] = [];
  for (const name of feedSettingNames) {
    const raw = input[name];
    if (raw === undefined || fromEnvironment(env, name) !== undefined) continue;
    if (!raw.trim()) {
      writes.push({ name, value: null });
      continue;
    }
    const parsed = parseInput(settingSchemas[name], raw);
    if (parsed.ok) writes.push({ name, value: parsed.data });
    else fieldErrors[name] = parsed.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const before = await readFeedSettings(db, env);
  await storeOwnerSettings(db, writes, updatedBy);
  const after = await readFeedSettings(db, env);
  return { ok: true, changed: feedSettingNames.filter((name) => before[name].value !== after[name].value) };
}
