import path from "node:path";
import { z } from "zod";
import { defaultQuickExitUrl } from "../lib/quick-exit.ts";

/**
 * The only reader of process.env. Everything configurable is declared, typed and defaulted here, so a
 * typo in a variable name fails at start-up instead of silently falling back.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "on");

/** Like booleanFlag, but unset (or empty) stays undefined, for flags whose default depends on NODE_ENV. */
const optionalBooleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", ""])
  .optional()
  .transform((value) => (value ? value === "true" || value === "1" || value === "on" : undefined));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/**
 * PODCAST_SYNC_EVERY / BLOG_SYNC_EVERY: a whole number and a unit (`30s`, `15m`, `1h`, `1d`, `500ms`
 * for tests), or `off` (read by app/.server/feeds/sync-interval.ts). Kept here, with no import, as the
 * backup scripts run this file with Node directly.
 */
export const syncIntervalPattern = /^(?:off|[1-9]\d*(?:ms|s|m|h|d))$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: z.string().default(""),
  /** Unset: on for the embedded database, off for PostgreSQL (a production database starts empty). */
  SAMPLE_CONTENT: z.enum(["on", "off"]).optional(),
  PODCAST_FEED_URL: optionalUrl,
  BLOG_SOURCE_URL: optionalUrl,
  /** How often the feed syncs itself (`30s`, `15m`, `1h`, `off`); app/.server/feeds/feed-schedule.ts. */
  PODCAST_SYNC_EVERY: z
    .string()
    .trim()
    .regex(syncIntervalPattern, "a duration such as 30s, 15m or 1h, or off")
    .default("1h"),
  /** The same for BLOG_SOURCE_URL. */
  BLOG_SYNC_EVERY: z
    .string()
    .trim()
    .regex(syncIntervalPattern, "a duration such as 30s, 15m or 1h, or off")
    .default("off"),
  /** Unset: on in production (ASVS 4.3.1, the admin area holds messages and content), off otherwise. */
  ADMIN_REQUIRE_MFA: optionalBooleanFlag,
  IMPORT_ALLOW_PRIVATE_NETWORK: booleanFlag,
  /**
   * With NOTIFY_EMAIL: the SMTP server that sends the owner a notice of each new contact message
   * (app/.server/contact/contact-notice.ts), e.g. smtps://user:password@smtp.example.com:465.
   */
  SMTP_URL: optionalUrl.refine(
    (value) => !value || /^smtps?:$/.test(new URL(value).protocol),
    "an smtp:// or smtps:// URL",
  ),
  /** Where the notice of each new contact message goes; the notice is off unless both are set (SMTP_URL may go with MAIL_FROM alone). */
  NOTIFY_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email("an email address").optional()),
  /**
   * With SMTP_URL: the sender of the emails to subscribers (confirmation, new episodes and posts;
   * app/.server/subscribers/), e.g. "Untangled <news@example.com>" or news@example.com. Unset, the
   * "Get new episodes by email" form is not shown.
   */
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  /**
   * How many days contact messages are kept (issue 32): a scheduled job deletes older ones
   * (app/.server/contact/contact-retention.ts). Unset, empty or `off` keeps them until an admin deletes them.
   */
  CONTACT_RETENTION_DAYS: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) =>
        !value || value === "off" || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 36_500),
      "a whole number of days from 1 to 36500, or off",
    )
    .transform((value) => (value && value !== "off" ? Number(value) : undefined)),
  /**
   * The owner's booking page for consultations (Cal.com, Calendly or any http(s) page). Unset, the
   * call to action opens the contact form with "Request a consultation" chosen (app/lib/consultation.ts).
   */
  BOOKING_URL: optionalUrl.refine(
    (value) => !value || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    "an http:// or https:// URL",
  ),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /**
   * Optional semantic retrieval (app/.server/search/embeddings/, docs/decisions/0015-semantic-
   * retrieval.md): an OpenAI-compatible API's base URL ending in /v1, the model it embeds with, its
   * key, and the cosine similarity a question needs to an episode for meaning alone to find it.
   */
  EMBEDDINGS_BASE_URL: optionalUrl,
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().trim().optional(),
  EMBEDDINGS_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).optional(),
  /**
   * An OpenAI-compatible speech-to-text service (`…/v1`, or its `/audio/transcriptions` address:
   * whisper.cpp's server, faster-whisper-server, OpenAI). When set, episodes with audio and no
   * transcript can be transcribed in the background (app/.server/transcription/).
   */
  TRANSCRIBE_BASE_URL: optionalUrl,
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().trim().min(1).default("whisper-1"),
  /** The largest audio file downloaded for transcription, in MB (OpenAI's own limit is 25). */
  TRANSCRIBE_MAX_AUDIO_MB: z.coerce.number().int().min(1).max(2000).default(200),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * First-party, cookieless analytics (app/.server/analytics/, docs/decisions/0028-privacy-first-
   * analytics.md); `off` sends no script and stores nothing.
   */
  ANALYTICS: z.enum(["on", "off"]).default("on"),
  /** The anonymous page cache (server/page-cache.ts); `off` renders every request. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /**
   * The page cache's memory in MB: every page it keeps, as HTML and compressed twice, counts its bytes
   * (server/page-store.ts). 64 MB holds the whole sample site many times over.
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Where "Leave site" (and Escape twice) takes a visitor at once (issue 32): a neutral page such as
   * a weather or news site. Only navigated to on a click, never fetched by the site.
   */
  QUICK_EXIT_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || defaultQuickExitUrl)
    .pipe(z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" })),
  /** Express "trust proxy" setting: how many reverse proxies sit in front of the app. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

export type Env = Omit<z.infer<typeof envSchema>, "ADMIN_REQUIRE_MFA"> & {
  /** Whether admin pages and actions demand a verified authenticator app. */
  ADMIN_REQUIRE_MFA: boolean;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** Canonical origin without a trailing slash, e.g. https://example.com */
  publicUrl: string;
  /** The variables the environment actually set (the rest are defaults), for the admin's settings page. */
  explicitlySet: ReadonlySet<string>;
};

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/** Validates and defaults a set of variables (process.env, or a test's own). */
export function readEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  // SMTP_URL serves the contact notice (with NOTIFY_EMAIL) and the subscribers' emails (with
  // MAIL_FROM): alone it would send nothing, which is a mistake worth stopping for.
  if (env.NOTIFY_EMAIL ? !env.SMTP_URL : env.SMTP_URL && !env.MAIL_FROM) {
    throw new Error(
      "Invalid environment:\n  SMTP_URL and NOTIFY_EMAIL turn on the notice of new contact messages together: set both or neither (SMTP_URL with MAIL_FROM alone sends only the subscribers' emails)",
    );
  }
  if (env.MAIL_FROM && !env.SMTP_URL) {
    throw new Error("Invalid environment:\n  MAIL_FROM needs SMTP_URL, the server that sends the subscribers' emails");
  }
  if (env.EMBEDDINGS_BASE_URL && !env.EMBEDDINGS_MODEL) {
    throw new Error("Invalid environment:\n  EMBEDDINGS_BASE_URL needs EMBEDDINGS_MODEL, the model to embed with");
  }
  return {
    ...env,
    ADMIN_REQUIRE_MFA: env.ADMIN_REQUIRE_MFA ?? env.NODE_ENV === "production",
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    explicitlySet: new Set(Object.keys(envSchema.shape).filter((name) => source[name]?.trim())),
  };
}
