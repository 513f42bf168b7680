import { and, eq, isNull, or, sql } from "drizzle-orm";
import { claimUniqueSlug, slugify } from "~/lib/slugs";
import type { Database } from "../db/client";
import { episodePeople, people as peopleTable } from "../db/schema/episode-extras";
import { episodes, type Episode, type NewEpisode } from "../db/schema/episodes";
import { sanitizeRichHtml } from "../html/sanitize-html";
import { decodeText } from "../net/decode-text";
import type { JobControl } from "../jobs/job-control";
import { guardedFetch } from "../net/guarded-fetch";
import { normalizeGuestName } from "./clean-guest-name";
import type { EditableEpisodeField } from "../db/edited-fields";
import { lockLatestFlag } from "./episode-writes";
import {
  importEpisodeFiles,
  preferredTranscripts,
  type EpisodeFilesTask,
  type ImportFileFailure,
} from "./import-episode-files";
import { rowsOf } from "../db/rows-of";
import { giveWayToOtherQueries } from "../db/query-activity";
import { batchesOf } from "../db/write-in-batches";
import { insertEpisodeBatch, readKnownEpisodes, removeImportedEpisodes } from "./insert-feed-episodes";
import {
  MAX_FEED_CHARACTERS,
  parsePodcastFeedOffThread,
  type FeedEpisode,
  type ParsedPodcastFeed,
} from "./parse-podcast-feed";

export type ImportEpisodesResult = {
  /** New episodes added. */
  imported: number;
  /** Feed items that could not be imported (no title, nothing to identify them by). */
  errors: number;
  /** Items already on the site (same GUID or audio file), left as they are. */
  alreadyPresent: number;
  /** Items in the feed. */
  total: number;
  /**
   * Episodes already on the site that gained something the feed now has (duration, numbers, art,
   * people, transcript, chapters); present only when some did.
   */
  filled?: number;
  /** Transcript and chapters files that failed, each with its reason; present only when some did. */
  fileErrors?: ImportFileFailure[];
  /** New items left out because of `maxNew`; present only when some were. */
  notAdded?: number;
};

/** How far an import is; `files` counts episodes whose transcript or chapters are being fetched. */
export type ImportProgress = { phase: "episodes" | "files"; done: number; total: number };

/** A job's progress and cancel signal (JobControl), plus what a direct caller may ask for. */
export type ImportOptions = JobControl & {
  /** Tests only (IMPORT_ALLOW_PRIVATE_NETWORK): also for the transcript and chapters files. */
  allowPrivateNetwork?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * At most this many new episodes (the first new items in the feed's order, newest first in a
   * podcast feed); the rest stay new for a later import. The scheduled sync's cap (feed-sync.ts).
   */
  maxNew?: number;
};

const FEED_FETCH = { maxBytes: MAX_FEED_CHARACTERS, timeoutMs: 30_000, maxRedirects: 5 } as const;
const FEED_ACCEPT = "application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";

/**
 * "Import from Podbean Feed": fetches the feed through the guarded fetcher, parses it with entity
 * expansion off, and adds the episodes the site does not have yet. Fetch and parse failures throw
 * (GuardedFetchError / an `AppError` of the feed, with a message for the admin) before anything is written.
 */
export async function importEpisodesFromFeed(
  db: Database,
  { feedUrl, allowPrivateNetwork = false, onProgress }: { feedUrl: string } & Omit<ImportOptions, keyof JobControl>,
  control: JobControl = {},
): Promise<ImportEpisodesResult> {
  control.progress?.({ currentItem: "Reading the feed" });
  const response = await guardedFetch(feedUrl, {
    ...FEED_FETCH,
    accept: FEED_ACCEPT,
    allowPrivateNetwork,
    signal: control.signal,
  });
  const feed = await parsePodcastFeedOffThread(decodeText(response.body, response.contentType));
  return addEpisodesFromFeed(db, feed, { ...control, allowPrivateNetwork, onProgress });
}

/**
 * Adds the feed's new episodes in batches, each its own short transaction (write-in-batches.ts),
 * yielding between them so the site keeps answering on the embedded database, whose queries run in
 * the server's thread (docs/security.md, P6). A failure or a cancel takes back the episodes added so
 * far, so the import changes nothing; a crash mid-way keeps whole batches, and the job's retry on
 * restart (or the next import) adds the rest and counts only those: importing is idempotent.
 *
 * Identity is the GUID, then the enclosure URL, then the item's link. An item matching an existing
 * episode never changes what the episode has: only what it lacks and an admin has not set by hand
 * (`edited_fields`) is filled in (duration, numbers, art, the feed's people), so a re-import never
 * overwrites an admin's edits (or brings back a guest name they cleared). Transcript and chapters
 * files are fetched after that, each on its own (importEpisodeFiles).
 */
export async function addEpisodesFromFeed(
  db: Database,
  feed: ParsedPodcastFeed,
  { allowPrivateNetwork = false, onProgress, progress, signal, maxNew }: ImportOptions = {},
): Promise<ImportEpisodesResult> {
  const total = feed.items.length + feed.skipped.length;
  signal?.throwIfAborted();
  progress?.({ done: 0, total, errors: feed.skipped.length, currentItem: "Adding episodes" });
  const { result, fileTasks, filledIds } = await addAndFillEpisodes(db, feed, { progress, signal }, maxNew);
  onProgress?.({ phase: "episodes", done: feed.items.length, total: feed.items.length });
  progress?.({ done: total, errors: result.errors, currentItem: null });
  if (fileTasks.length === 0) return withFilled(result, filledIds.size);

  // The episodes have landed; their transcript and chapters files come next, each on its own.
  let done = 0;
  progress?.({ done: 0, total: fileTasks.length, currentItem: "Reading transcripts and chapters" });
  const files = await importEpisodeFiles(db, fileTasks, {
    allowPrivateNetwork,
    onFileDone: () => {
      done++;
      onProgress?.({ phase: "files", done, total: fileTasks.length });
      progress?.({ done, currentItem: done < fileTasks.length ? "Reading transcripts and chapters" : null });
    },
  });
  for (const id of files.storedIds) if (!result.newIds.has(id)) filledIds.add(id);
  return {
    ...withFilled(result, filledIds.size),
    ...(files.failures.length > 0 ? { fileErrors: files.failures } : {}),
  };
}

function withFilled(
  { newIds: _newIds, ...result }: ImportEpisodesResult & { newIds: Set<string> },
  filled: number,
): ImportEpisodesResult {
  return filled > 0 ? { ...result, filled } : result;
}

async function addAndFillEpisodes(
  db: Database,
  feed: ParsedPodcastFeed,
  { progress, signal }: JobControl,
  maxNew = Number.POSITIVE_INFINITY,
) {
  const total = feed.items.length + feed.skipped.length;
  const known = await readKnownEpisodes(db);
  let errors = feed.skipped.length;
  let alreadyPresent = 0;
  const toAdd: FeedEpisode[] = [];
  for (const item of feed.items) {
    if (!item.guid && !item.audioUrl && !item.link) {
      errors++;
      continue;
    }
    const isKnown =
      (item.guid && known.guids.has(item.guid)) ||
      (item.audioUrl && known.audioUrls.has(item.audioUrl)) ||
      (!item.guid && !item.audioUrl && item.link && known.links.has(item.link));
    if (isKnown) {
      alreadyPresent++;
      continue;
    }
    // Later copies of the same item within one feed count as present too.
    if (item.guid) known.guids.add(item.guid);
    if (item.audioUrl) known.audioUrls.add(item.audioUrl);
    if (item.link) known.links.add(item.link);
    toAdd.push(item);
  }
  const notAdded = Math.max(0, toAdd.length - maxNew);
  if (notAdded > 0) toAdd.length = maxNew;

  const newIds = new Set<string>();
  try {
    let done = total - toAdd.length;
    for (const batch of batchesOf(toAdd)) {
      // A cancel takes back what the import added so far: it changes nothing.
      signal?.throwIfAborted();
      progress?.({ done, errors, currentItem: batch[0]!.title });
      // Rows are made (sanitized) batch by batch too: that is the import's own share of the CPU.
      const rows = batch.map((item) => episodeRow(item, feed, known.slugs));
      for (const id of await insertEpisodeBatch(db, rows, known.slugs)) newIds.add(id);
      done += batch.length;
      await giveWayToOtherQueries(db);
    }
    signal?.throwIfAborted();
    const imported = newIds.size;
    // A row another writer added meanwhile was left out; it was already there.
    alreadyPresent += toAdd.length - imported;
    if (imported > 0) await db.transaction(markNewestAsLatestIfNone);

    // Filling in what existing episodes lack only adds what the feed has: it runs to the end.
    const { fileTasks, filledIds } = await fillFromFeed(db, feed, newIds);
    return {
      result: { imported, errors, alreadyPresent, total, newIds, ...(notAdded > 0 ? { notAdded } : {}) },
      fileTasks,
      filledIds,
    };
  } catch (error) {
    // Taking back can fail too (the database went away): what stays is whole batches, as after a
    // crash, and the next import adds the rest. The admin is told why the import failed.
    await removeImportedEpisodes(db, newIds).catch(() => {});
    throw error;
  }
}

type StoredEpisode = Pick<
  Episode,
  | "id"
  | "title"
  | "sourceGuid"
  | "audioUrl"
  | "sourceLink"
  | "editedFields"
  | "durationSeconds"
  | "episodeNumber"
  | "seasonNumber"
  | "imageUrl"
  | "audioBytes"
  | "transcriptOrigin"
  | "transcriptSourceUrl"
  | "chaptersSourceUrl"
>;

/**
 * Gives every episode the feed names what the feed has and the episode lacks: the numbers and art
 * an older import did not read, the feed's people (replacing the feed's earlier list, unless an admin
 * edited the episode's people), and a list of transcript and chapters files to fetch (new addresses
 * only, never over an admin's transcript).
 */
async function fillFromFeed(db: Database, feed: ParsedPodcastFeed, newIds: Set<string>) {
  const stored: StoredEpisode[] = await db
    .select({
      id: episodes.id,
      title: episodes.title,
      sourceGuid: episodes.sourceGuid,
      audioUrl: episodes.audioUrl,
      sourceLink: episodes.sourceLink,
      editedFields: episodes.editedFields,
      durationSeconds: episodes.durationSeconds,
      episodeNumber: episodes.episodeNumber,
      seasonNumber: episodes.seasonNumber,
      imageUrl: episodes.imageUrl,
      audioBytes: episodes.audioBytes,
      transcriptOrigin: episodes.transcriptOrigin,
      transcriptSourceUrl: episodes.transcriptSourceUrl,
      chaptersSourceUrl: episodes.chaptersSourceUrl,
    })
    .from(episodes);
  const byGuid = new Map(stored.flatMap((row) => (row.sourceGuid ? [[row.sourceGuid, row] as const] : [])));
  const byAudio = new Map(stored.flatMap((row) => (row.audioUrl ? [[row.audioUrl, row] as const] : [])));
  const byLink = new Map(stored.flatMap((row) => (row.sourceLink ? [[row.sourceLink, row] as const] : [])));

  const fileTasks: EpisodeFilesTask[] = [];
  const filledIds = new Set<string>();
  const seen = new Set<string>();
  const named: { item: FeedEpisode; episode: StoredEpisode }[] = [];
  for (const item of feed.items) {
    const episode =
      (item.guid && byGuid.get(item.guid)) ||
      (item.audioUrl && byAudio.get(item.audioUrl)) ||
      (!item.guid && !item.audioUrl && item.link && byLink.get(item.link)) ||
      undefined;
    if (!episode || seen.has(episode.id)) continue;
    seen.add(episode.id);
    named.push({ item, episode });
  }
  for (const batch of batchesOf(named)) {
    await db.transaction(async (tx) => {
      for (const { item, episode } of batch) {
        await fillEpisode(tx, item, episode, { isNew: newIds.has(episode.id), fileTasks, filledIds });
      }
    });
    await giveWayToOtherQueries(db);
  }
  return { fileTasks, filledIds };
}

/** fillFromFeed for one episode the feed names; what it fills or fetches goes into `found`. */
async function fillEpisode(
  tx: Database,
  item: FeedEpisode,
  episode: StoredEpisode,
  found: { isNew: boolean; fileTasks: EpisodeFilesTask[]; filledIds: Set<string> },
): Promise<void> {
  const { isNew, fileTasks, filledIds } = found;
  const open = (field: EditableEpisodeField) => !episode.editedFields.includes(field);

  const fill: Partial<NewEpisode> = {};
  if (episode.durationSeconds === null && item.durationSeconds && open("durationSeconds")) {
    fill.durationSeconds = item.durationSeconds;
  }
  if (episode.episodeNumber === null && item.episodeNumber && open("episodeNumber")) {
    fill.episodeNumber = item.episodeNumber;
  }
  if (episode.seasonNumber === null && item.seasonNumber && open("seasonNumber")) {
    fill.seasonNumber = item.seasonNumber;
  }
  if (episode.imageUrl === null && item.imageUrl && open("imageUrl")) fill.imageUrl = item.imageUrl;
  // The size belongs to the file: only when the episode plays the same one.
  if (episode.audioBytes === null && item.audioBytes && item.audioUrl === episode.audioUrl) {
    fill.audioBytes = item.audioBytes;
  }
  if (Object.keys(fill).length > 0) {
    await tx
      .update(episodes)
      .set({ ...fill, updatedAt: new Date() })
      .where(eq(episodes.id, episode.id));
    if (!isNew) filledIds.add(episode.id);
  }

  if (item.people && open("people") && (await linkFeedPeople(tx, episode.id, item.people)) && !isNew) {
    filledIds.add(episode.id);
  }

  const transcripts =
    open("transcript") && episode.transcriptOrigin !== "admin" ? preferredTranscripts(item.transcripts ?? []) : [];
  const wantsTranscript = transcripts.length > 0 && transcripts[0]!.url !== episode.transcriptSourceUrl;
  const chapters =
    item.chapters && open("chapters") && item.chapters.url !== episode.chaptersSourceUrl ? item.chapters : undefined;
  if (wantsTranscript || chapters) {
    fileTasks.push({
      episodeId: episode.id,
      title: episode.title,
      transcripts: wantsTranscript ? transcripts : [],
      ...(chapters ? { chapters } : {}),
    });
  }
}

/**
 * The feed's `podcast:person` list for an episode, as links of origin 'feed' (people matched by
 * name key, made when new; a photo or page the feed gives fills a person's empty one unless an
 * admin edited that person). Returns whether the links changed.
 */
async function linkFeedPeople(tx: Database, episodeId: string, people: NonNullable<FeedEpisode["people"]>) {
  const before = await tx
    .select({ personId: episodePeople.personId, role: episodePeople.role, group: episodePeople.group })
    .from(episodePeople)
    .where(and(eq(episodePeople.episodeId, episodeId), eq(episodePeople.origin, "feed")))
    .orderBy(episodePeople.position);
  await tx.delete(episodePeople).where(and(eq(episodePeople.episodeId, episodeId), eq(episodePeople.origin, "feed")));
  const after: string[] = [];
  for (const [position, person] of people.entries()) {
    const personId = rowsOf<{ id: string | null }>(await tx.execute(sql`select ensure_person(${person.name}) as id`))[0]
      ?.id;
    if (!personId) continue;
    if (person.img || person.href) {
      await tx
        .update(peopleTable)
        .set({
          photoUrl: sql`coalesce(${peopleTable.photoUrl}, ${person.img ?? null})`,
          websiteUrl: sql`coalesce(${peopleTable.websiteUrl}, ${person.href ?? null})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(peopleTable.id, personId),
            isNull(peopleTable.editedAt),
            or(
              person.img ? isNull(peopleTable.photoUrl) : undefined,
              person.href ? isNull(peopleTable.websiteUrl) : undefined,
            ),
          ),
        );
    }
    const inserted = await tx
      .insert(episodePeople)
      .values({ episodeId, personId, role: person.role, group: person.group, origin: "feed", position })
      .onConflictDoNothing()
      .returning({ personId: episodePeople.personId });
    if (inserted.length > 0) after.push(`${personId}/${person.role}/${person.group}`);
  }
  const key = (rows: { personId: string; role: string; group: string }[]) =>
    rows.map((row) => `${row.personId}/${row.role}/${row.group}`).join(",");
  return key(before) !== after.join(",");
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
    audioBytes: item.audioBytes ?? null,
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
