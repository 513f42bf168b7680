import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodes } from "../db/schema/episodes";
import { decodeText } from "../net/decode-text";
import { guardedFetch, GuardedFetchError } from "../net/guarded-fetch";
import { transcriptTypeOf } from "../transcripts/parse-transcript";
import { readChaptersInWorker, readTranscriptInWorker } from "../transcripts/read-file-in-worker";
import { MAX_TRANSCRIPT_CHARACTERS, isTranscriptFileError, transcriptTypes } from "../transcripts/transcript-types";
import { replaceChapters, replaceTranscript } from "../transcripts/transcript-writes";
import type { FeedFile } from "./parse-podcast-feed";

/** A transcript or chapters file of one episode that could not be imported, and why. */
export type ImportFileFailure = { episode: string; url: string; reason: string };

/** What one episode's files need: found by the import while it matched the feed to the site. */
export type EpisodeFilesTask = {
  episodeId: string;
  title: string;
  /** In the order to try them: the first that reads wins. */
  transcripts: FeedFile[];
  chapters?: FeedFile;
};

const FILE_FETCH = { maxBytes: MAX_TRANSCRIPT_CHARACTERS, timeoutMs: 20_000, maxRedirects: 3 } as const;
const CONCURRENT_FILES = 4;

/** VTT and SRT carry real cue times; JSON often too; HTML and plain text are coarser. */
export function preferredTranscripts(files: FeedFile[]): FeedFile[] {
  const rank = (file: FeedFile) => transcriptTypes.indexOf(transcriptTypeOf(file.type) ?? "text/plain");
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/**
 * Fetches and stores the transcripts and chapters the import found, four at a time, each through the
 * guarded fetch with size and time limits, and each read in a worker thread with time, heap and
 * nesting limits (read-file-in-worker.ts), so that neither an import nor the scheduled sync holds
 * the server's thread on a hostile file. A file that cannot be fetched or read fails alone: the
 * episode keeps what it had and the reason is returned. Each write checks again, in its own
 * transaction, that an admin has not taken the transcript or chapters over meanwhile.
 */
export async function importEpisodeFiles(
  db: Database,
  tasks: EpisodeFilesTask[],
  { allowPrivateNetwork = false, onFileDone }: { allowPrivateNetwork?: boolean; onFileDone?: () => void } = {},
): Promise<{ storedIds: Set<string>; failures: ImportFileFailure[] }> {
  const failures: ImportFileFailure[] = [];
  const storedIds = new Set<string>();
  const fail = (task: EpisodeFilesTask, url: string, error: unknown) =>
    failures.push({ episode: task.title, url, reason: reasonOf(error) });

  const work = tasks.map((task) => async () => {
    for (const file of task.transcripts) {
      try {
        const text = await fetchText(file.url, allowPrivateNetwork);
        const transcript = await readTranscriptInWorker(text, transcriptTypeOf(file.type) ?? "text/plain");
        const written = await db.transaction(async (tx) => {
          const [episode] = await tx
            .select({ editedFields: episodes.editedFields, origin: episodes.transcriptOrigin })
            .from(episodes)
            .where(eq(episodes.id, task.episodeId))
            .for("update");
          if (!episode || episode.editedFields.includes("transcript") || episode.origin === "admin") return false;
          await replaceTranscript(tx, task.episodeId, transcript, { origin: "feed", sourceUrl: file.url });
          return true;
        });
        if (written) storedIds.add(task.episodeId);
        break;
      } catch (error) {
        fail(task, file.url, error);
      }
    }
    if (task.chapters) {
      try {
        const chapters = await readChaptersInWorker(await fetchText(task.chapters.url, allowPrivateNetwork), "json");
        const written = await db.transaction(async (tx) => {
          const [episode] = await tx
            .select({ editedFields: episodes.editedFields })
            .from(episodes)
            .where(eq(episodes.id, task.episodeId))
            .for("update");
          if (!episode || episode.editedFields.includes("chapters")) return false;
          await replaceChapters(tx, task.episodeId, chapters, { sourceUrl: task.chapters!.url });
          return true;
        });
        if (written) storedIds.add(task.episodeId);
      } catch (error) {
        fail(task, task.chapters.url, error);
      }
    }
    onFileDone?.();
  });

  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENT_FILES, work.length) }, async () => {
      while (next < work.length) await work[next++]!();
    }),
  );
  return { storedIds, failures };
}

async function fetchText(url: string, allowPrivateNetwork: boolean): Promise<string> {
  const response = await guardedFetch(url, { ...FILE_FETCH, accept: "*/*", allowPrivateNetwork });
  return decodeText(response.body, response.contentType);
}

/** The admin reads these in the import's result: our own messages, never a stack or raw error. */
function reasonOf(error: unknown): string {
  if (isTranscriptFileError(error) || error instanceof GuardedFetchError) return error.message;
  return "The file could not be imported.";
}
