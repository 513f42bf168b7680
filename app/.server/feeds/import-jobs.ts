import crypto from "node:crypto";
import { importBlogPostsByUrls } from "../blog/import-blog-by-urls";
import { importBlogPostsFromSite } from "../blog/import-blog-posts";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { importEpisodesFromFeed } from "../episodes/import-episodes";
import { AppError } from "../app-error";
import type { ExpectedFailure, JobDefinition } from "../jobs/job-engine";
import { readFeedSettings } from "./feed-settings";
import { releaseSyncHold, syncBlog, syncPodcastFeed } from "./feed-sync";

/** The failures an import expects (a source that cannot be fetched or read), answered 422 as before. */
export function expectedImportFailure(error: unknown): ExpectedFailure | undefined {
  // A source that cannot be fetched is one too (GuardedFetchError is an AppError, 422).
  return error instanceof AppError ? { message: error.userMessage, status: error.status } : undefined;
}

export const jobNames = {
  importEpisodes: "import-episodes",
  importBlogPosts: "import-blog-posts",
  importBlogByUrls: "import-blog-by-urls",
} as const;

/** `schedule`: the feed sync (conditional GET, outcome recorded, backoff by `periodMs` after a failure). */
export type ImportEpisodesJob = { trigger?: "admin" | "schedule"; periodMs?: number };
export type ImportBlogPostsJob = { trigger?: "admin" | "schedule"; periodMs?: number };
export type ImportBlogByUrlsJob = { urls: string[] };

/**
 * The imports' jobs (the composition root, app/.server/site-jobs.ts, registers them with the queue).
 * The Podbean import and the scheduled feed sync share one queue and one key, so a sync never runs
 * beside an admin's import (and a second start finds the one running); so do the website import and
 * the blog sync. The feed and blog addresses are read at each run (readFeedSettings), so one the
 * owner changed in /admin/settings counts from the next run.
 */
export function importJobDefinitions(db: Database, env: Env) {
  const feedUrl = async () => (await readFeedSettings(db, env)).PODCAST_FEED_URL.value;
  const sourceUrl = async () => (await readFeedSettings(db, env)).BLOG_SOURCE_URL.value;
  const allowPrivateNetwork = env.IMPORT_ALLOW_PRIVATE_NETWORK;

  const importEpisodes: JobDefinition<ImportEpisodesJob> = {
    name: jobNames.importEpisodes,
    key: () => "podcast-feed",
    run: async (data, control) => {
      const url = await feedUrl();
      if (data.trigger === "schedule") {
        return syncPodcastFeed(db, { feedUrl: url, allowPrivateNetwork, periodMs: data.periodMs }, control);
      }
      const result = await importEpisodesFromFeed(db, { feedUrl: url, allowPrivateNetwork }, control);
      // The admin has imported the feed themselves: a sync held after a capped run may go on.
      await releaseSyncHold(db, "podcast");
      return result;
    },
    expectedFailure: expectedImportFailure,
  };
  const importBlogPosts: JobDefinition<ImportBlogPostsJob> = {
    name: jobNames.importBlogPosts,
    key: () => "blog-source",
    run: async (data, control) => {
      const url = await sourceUrl();
      return data.trigger === "schedule"
        ? syncBlog(db, { sourceUrl: url, allowPrivateNetwork, periodMs: data.periodMs }, control)
        : importBlogPostsFromSite(db, { sourceUrl: url, allowPrivateNetwork }, control);
    },
    expectedFailure: expectedImportFailure,
  };
  const importBlogByUrls: JobDefinition<ImportBlogByUrlsJob> = {
    name: jobNames.importBlogByUrls,
    // The same list pasted twice is the same import.
    key: (data) => crypto.createHash("sha256").update(JSON.stringify(data.urls)).digest("hex").slice(0, 32),
    run: (data, control) => importBlogPostsByUrls(db, { urls: data.urls, allowPrivateNetwork }, control),
    expectedFailure: expectedImportFailure,
  };
  return [importEpisodes, importBlogPosts, importBlogByUrls];
}
