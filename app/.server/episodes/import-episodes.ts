import { eq, sql } from "drizzle-orm";
import { claimUniqueSlug, slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { episodes, type NewEpisode } from "../db/schema/episodes";
import { sanitizeRichHtml } from "../html/sanitize-html";
import { decodeText } from "../net/decode-text";
import type { JobControl } from "../jobs/job-control";
import { guardedFetch } from "../net/guarded-fetch";
import { normalizeGuestName } from "./clean-guest-name";
import { lockEpisodeSlugs, lockLatestFlag } from "./episode-writes";
import { MAX_FEED_CHARACTERS, parsePodcastFeed, type FeedEpisode, type ParsedPodcastFeed } from "./parse-podcast-feed";

export type ImportEpisodesResult = {
  /** New episodes added. */
  imported: number;
  /** Feed items that could not be imported (no title, nothing to identify them by). */
  errors: number;
  /** Items already on the site (same GUID or audio file), left as they are. */
  alreadyPresent: number;
  /** Items in the feed. */
  total: number;
};

const INSERT_BATCH = 250;
const FEED_FETCH = { maxBytes: MAX_FEED_CHARACTERS, timeoutMs: 30_000, maxRedirects: 5 } as const;
const FEED_ACCEPT = "application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";

/**
 * "Import from Podbean Feed": fetches the feed through the guarded fetcher, parses it with entity
 * expansion off, and adds the episodes the site does not have yet. Fetch and parse failures throw
 * (GuardedFetchError / PodcastFeedError, with a message for the admin) before anything is written.
 * Run as a job, `control` receives its progress and may cancel it (app/.server/jobs/).
 */
export async function importEpisodesFromFeed(
  db: Database,
  { feedUrl, allowPrivateNetwork = false }: { feedUrl: string; allowPrivateNetwork?: boolean },
  control: JobControl = {},
): Promise<ImportEpisodesResult> {
  control.progress?.({ currentItem: "Reading the feed" });
  const response = await guardedFetch(feedUrl, {
    ...FEED_FETCH,
    accept: FEED_ACCEPT,
    allowPrivateNetwork,
    signal: control.signal,
  });
  const feed = parsePodcastFeed(decodeText(response.body, response.contentType));
  return addEpisodesFromFeed(db, feed, control);
}

/**
 * Adds the feed's new episodes in one transaction, so an import either lands whole or not at all
 * (a crash or shutdown mid-way rolls back, and running it again reaches the same end state).
 *
 * Identity is the GUID, then the enclosure URL, then the item's link: an item matching an existing
 * episode is skipped, never updated, so a re-import adds nothing and never overwrites an admin's
 * edits (or brings back a guest name they cleared).
 */
export async function addEpisodesFromFeed(
  db: Database,
  feed: ParsedPodcastFeed,
  { progress, signal }: JobControl = {},
): Promise<ImportEpisodesResult> {
  const total = feed.items.length + feed.skipped.length;
  signal?.throwIfAborted();
  progress?.({ done: 0, total, errors: feed.skipped.length, currentItem: "Adding episodes" });
  return db.transaction(async (tx) => {
    // Imports and hand-made episodes claim slugs one at a time (and two imports never interleave).
    await lockEpisodeSlugs(tx);
    const existing = await tx
      .select({
        slug: episodes.slug,
        sourceGuid: episodes.sourceGuid,
        audioUrl: episodes.audioUrl,
        sourceLink: episodes.sourceLink,
      })
      .from(episodes);
    const slugs = new Set(existing.map((row) => row.slug));
    const guids = new Set(existing.flatMap((row) => (row.sourceGuid ? [row.sourceGuid] : [])));
    const audioUrls = new Set(existing.flatMap((row) => (row.audioUrl ? [row.audioUrl] : [])));
    const links = new Set(existing.flatMap((row) => (row.sourceLink ? [row.sourceLink] : [])));

    let errors = feed.skipped.length;
    let alreadyPresent = 0;
    const rows: NewEpisode[] = [];
    for (const item of feed.items) {
      if (!item.guid && !item.audioUrl && !item.link) {
        errors++;
        continue;
      }
      const known =
        (item.guid && guids.has(item.guid)) ||
        (item.audioUrl && audioUrls.has(item.audioUrl)) ||
        (!item.guid && !item.audioUrl && item.link && links.has(item.link));
      if (known) {
        alreadyPresent++;
        continue;
      }
      // Later copies of the same item within one feed count as present too.
      if (item.guid) guids.add(item.guid);
      if (item.audioUrl) audioUrls.add(item.audioUrl);
      if (item.link) links.add(item.link);
      rows.push(episodeRow(item, feed, slugs));
    }

    // A row another writer added meanwhile (same GUID) is skipped by the database; count what landed.
    let imported = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      // A cancel rolls the whole import back: it changes nothing.
      signal?.throwIfAborted();
      progress?.({ done: total - rows.length + start, errors, currentItem: rows[start]!.title });
      const inserted = await tx
        .insert(episodes)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: episodes.id });
      imported += inserted.length;
    }
    alreadyPresent += rows.length - imported;
    if (imported > 0) await markNewestAsLatestIfNone(tx);
    signal?.throwIfAborted();
    progress?.({ done: total, errors, currentItem: null });
    return { imported, errors, alreadyPresent, total };
  });
}

function episodeRow(item: FeedEpisode, feed: ParsedPodcastFeed, slugs: Set<string>): NewEpisode {
  const title = item.title.slice(0, 500);
  const now = new Date();
  return {
    slug: claimUniqueSlug(slugify(title), slugs),
    title,
    guestName: normalizeGuestName({ title, guestName: item.guestName ?? null }),
    description: sanitizeRichHtml(item.descriptionHtml, { baseUrl: item.link ?? feed.channel.link }),
    imageUrl: item.imageUrl ?? feed.channel.imageUrl ?? null,
    audioUrl: item.audioUrl ?? null,
    durationSeconds: item.durationSeconds ?? null,
    episodeNumber: item.episodeNumber ?? null,
    seasonNumber: item.seasonNumber ?? null,
    sourceGuid: item.guid ?? null,
    sourceLink: item.link ?? null,
    publishedDate: item.publishedAt ?? now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A site whose episodes all came from an import would otherwise show 'No Episode Available': when
 * nothing is marked latest, the newest episode becomes the latest. An admin's choice is never moved.
 */
async function markNewestAsLatestIfNone(tx: Database): Promise<void> {
  await lockLatestFlag(tx);
  const [current] = await tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.isLatest, true)).limit(1);
  if (current) return;
  await tx.execute(sql`
    update ${episodes} set is_latest = true, updated_at = now()
    where id = (select id from ${episodes} order by published_date desc, id desc limit 1)`);
}
