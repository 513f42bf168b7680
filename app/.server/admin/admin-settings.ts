import type { FeedSettingField, SettingGroup } from "~/lib/admin-console";
import type { Env } from "../env";
import {
  effectiveFeedSettings,
  feedSettingDefaults,
  type FeedSettingName,
  type FeedSettings,
} from "../feeds/feed-settings";
import { parseSyncInterval } from "../feeds/sync-interval";

function fromEnv(env: Env, name: string, defaultSource: string): string {
  return env.explicitlySet.has(name) ? `${name} (environment)` : `default (${defaultSource}); set ${name} to change`;
}

/** Where one of the settings the owner may change comes from, in the page's words. */
export function feedSettingSource(feed: FeedSettings, name: FeedSettingName, defaultSource: string): string {
  const { origin } = feed[name];
  if (origin === "environment") return `${name} (environment)`;
  if (origin === "stored") return "saved in the form above";
  return `default (${defaultSource}); change it below or set ${name}`;
}

/**
 * What the settings page shows: the values in effect, never a secret (keys and passwords appear
 * only as whether they are set). The feed, blog source and schedules may be changed below them
 * (app/.server/feeds/feed-settings.ts), unless the environment sets them; the rest is configured
 * outside the admin area, in the environment (README, Configuration) or in app/content/.
 */
export function describeSettings(env: Env, feed: FeedSettings = effectiveFeedSettings(env)): SettingGroup[] {
  const every = (name: "PODCAST_SYNC_EVERY" | "BLOG_SYNC_EVERY") =>
    parseSyncInterval(feed[name].value) === null ? "off" : `every ${feed[name].value}`;
  const onOff = (value: boolean) => (value ? "on" : "off");
  return [
    {
      title: "Content sources",
      rows: [
        {
          label: "Podcast feed (Import from Podbean Feed)",
          value: feed.PODCAST_FEED_URL.value,
          source: feedSettingSource(feed, "PODCAST_FEED_URL", "app/content/site.ts"),
        },
        {
          label: "Blog source (Import from Website)",
          value: feed.BLOG_SOURCE_URL.value,
          source: feedSettingSource(feed, "BLOG_SOURCE_URL", "app/content/site.ts"),
        },
        {
          label: "Sample content on an empty database",
          value: env.SAMPLE_CONTENT ?? (env.DATABASE_URL ? "off" : "on"),
          source: fromEnv(env, "SAMPLE_CONTENT", "on for the embedded database"),
        },
      ],
    },
    {
      title: "Schedules",
      rows: [
        {
          label: "Podcast feed sync",
          value: every("PODCAST_SYNC_EVERY"),
          source: feedSettingSource(feed, "PODCAST_SYNC_EVERY", "every 1h"),
        },
        {
          label: "Blog sync",
          value: every("BLOG_SYNC_EVERY"),
          source: feedSettingSource(feed, "BLOG_SYNC_EVERY", "off"),
        },
        {
          label: "Imports from the admin pages",
          value: "background jobs, started by the import buttons",
          source: "the Episodes and Blog pages",
        },
      ],
    },
    {
      title: "Integrations",
      rows: [
        {
          label: "Episode search answers worded by a language model",
          value: env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL ? `on (${env.LLM_MODEL})` : "off",
          source: env.explicitlySet.has("LLM_BASE_URL")
            ? "LLM_BASE_URL, LLM_API_KEY, LLM_MODEL (environment)"
            : "off until LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set",
        },
        {
          label: "Episode search by meaning (embeddings)",
          value: env.EMBEDDINGS_BASE_URL && env.EMBEDDINGS_MODEL ? `on (${env.EMBEDDINGS_MODEL})` : "off",
          source: env.EMBEDDINGS_BASE_URL
            ? "EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL (environment)"
            : "off until EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL are set",
        },
        {
          label: "Email notice of each new contact message",
          // The server's host only: SMTP_URL may carry a password.
          value:
            env.SMTP_URL && env.NOTIFY_EMAIL
              ? `on: to ${env.NOTIFY_EMAIL} through ${new URL(env.SMTP_URL).host}`
              : "off",
          source:
            env.SMTP_URL && env.NOTIFY_EMAIL
              ? "SMTP_URL, NOTIFY_EMAIL (environment)"
              : "off until SMTP_URL and NOTIFY_EMAIL are set",
        },
        {
          label: "Transcripts for episodes without one (speech to text)",
          value: env.TRANSCRIBE_BASE_URL ? `on (${env.TRANSCRIBE_MODEL})` : "off",
          source: env.TRANSCRIBE_BASE_URL
            ? "TRANSCRIBE_BASE_URL, TRANSCRIBE_API_KEY, TRANSCRIBE_MODEL (environment)"
            : "off until TRANSCRIBE_BASE_URL is set",
        },
      ],
    },
    {
      title: "Site and security",
      rows: [
        { label: "Public address", value: env.publicUrl, source: fromEnv(env, "PUBLIC_URL", "http://localhost:PORT") },
        {
          label: "Database",
          value: env.DATABASE_URL ? "PostgreSQL server" : `embedded, in ${env.dataDir}`,
          source: env.DATABASE_URL ? "DATABASE_URL (environment)" : fromEnv(env, "DATA_DIR", "./data"),
        },
        {
          label: "Authenticator app required for admins",
          value: onOff(env.ADMIN_REQUIRE_MFA),
          source: fromEnv(env, "ADMIN_REQUIRE_MFA", "on in production"),
        },
        {
          label: "Addresses made admin when they sign up",
          value: env.ADMIN_EMAILS.trim() ? env.ADMIN_EMAILS : "none",
          source: fromEnv(env, "ADMIN_EMAILS", "none"),
        },
        { label: "Page cache for visitors", value: env.PAGE_CACHE, source: fromEnv(env, "PAGE_CACHE", "on") },
        {
          label: "Cookie secret",
          value: env.AUTH_SECRET ? "set" : "generated",
          source: env.AUTH_SECRET ? "AUTH_SECRET (environment)" : `generated into ${env.dataDir}`,
        },
      ],
    },
  ];
}

const formFields: Record<FeedSettingName, { label: string; hint: string; defaultSource: string }> = {
  PODCAST_FEED_URL: {
    label: "Podcast feed address",
    hint: "The show's RSS feed, read by Import from Podbean Feed and the feed sync.",
    defaultSource: "app/content/site.ts",
  },
  BLOG_SOURCE_URL: {
    label: "Blog source address",
    hint: "The website whose posts Import from Website reads: its home page, WordPress API or feed.",
    defaultSource: "app/content/site.ts",
  },
  PODCAST_SYNC_EVERY: {
    label: "Podcast feed sync",
    hint: "How often the feed is read for new episodes: 15m, 1h, 1d, or off.",
    defaultSource: "every 1h",
  },
  BLOG_SYNC_EVERY: {
    label: "Blog sync",
    hint: "How often the blog source is read for new posts: 15m, 1h, 1d, or off.",
    defaultSource: "off",
  },
};

/**
 * The settings form: each field with the value stored for it (empty while the default applies,
 * shown as the placeholder), or, when the environment sets it, that value, read-only.
 */
export function feedSettingsForm(feed: FeedSettings): FeedSettingField[] {
  return (Object.keys(formFields) as FeedSettingName[]).map((name) => {
    const { origin, value } = feed[name];
    const field = formFields[name];
    const defaultValue = feedSettingDefaults[name];
    return {
      name,
      label: field.label,
      hint: field.hint,
      kind: name.endsWith("_URL") ? ("url" as const) : ("schedule" as const),
      value: origin === "default" ? "" : value,
      placeholder: defaultValue,
      setByEnvironment: origin === "environment",
      source:
        origin === "environment"
          ? `Set by ${name} (environment). Change the variable and restart the server to change it.`
          : origin === "stored"
            ? `Saved here. Leave it empty for the default, ${defaultValue}.`
            : `The default (${field.defaultSource}) applies; ${name} in the environment would win over this field.`,
    };
  });
}
