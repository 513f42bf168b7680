import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { list as listArchive } from "tar";
import { BackupError } from "./backup-error.ts";

/**
 * What an embedded-database archive may unpack to. PGlite loads the whole archive into memory, so a
 * small hostile file (a 1 MB gzip of zeros claiming gigabytes, or a million tiny entries) would take
 * the machine's memory before failing; the archive is streamed through these limits first, which
 * costs constant memory and stops at the first excess. A site's database is a few hundred megabytes
 * and a few thousand files; raise the limits here for a far larger one.
 */
export type PgliteArchiveLimits = { maxBytes: number; maxEntries: number };
export const pgliteArchiveLimits: PgliteArchiveLimits = { maxBytes: 2 * 1024 ** 3, maxEntries: 50_000 };

/**
 * Reads the whole archive (so a truncated or damaged file fails here, before anything is touched)
 * and checks it is a PostgreSQL data folder within `limits`. Returns the PG_VERSION it records. `tar`
 * reads every tar dialect (ustar, pax, GNU long names, old v7), so the check does not depend on how
 * the archive was written.
 */
export async function inspectPgliteArchive(
  file: string,
  limits: PgliteArchiveLimits = pgliteArchiveLimits,
): Promise<string> {
  let pgVersion: string | undefined;
  let entries = 0;
  let unpackedBytes = 0;
  let tooLarge: BackupError | undefined;
  const refuse = (limit: string) =>
    new BackupError(
      `${file} unpacks to more than ${limit}, more than a site's database holds: refused (pgliteArchiveLimits in app/.server/db/backup/pglite-archive.ts).`,
    );
  // First the size it unpacks to, counted while decompressing and stopped at the limit: the tar
  // reader below would otherwise decompress a hostile archive whole.
  if (await unpacksToMoreThan(file, limits.maxBytes)) {
    throw refuse(`${Math.round(limits.maxBytes / 1024 ** 2).toLocaleString("en-US")} MB`);
  }
  try {
    await listArchive({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entries += 1;
        unpackedBytes += entry.size ?? 0;
        if (!tooLarge && (entries > limits.maxEntries || unpackedBytes > limits.maxBytes)) {
          tooLarge = refuse(
            entries > limits.maxEntries
              ? `${limits.maxEntries.toLocaleString("en-US")} files`
              : `${Math.round(limits.maxBytes / 1024 ** 2).toLocaleString("en-US")} MB`,
          );
        }
        // Past a limit, the remaining entries are only skipped (the size is bounded above).
        if (tooLarge) return;
        if (entry.path.replace(/^\.?\//, "") !== "PG_VERSION") return;
        pgVersion = "";
        entry.on("data", (chunk: Buffer) => (pgVersion += chunk.toString("latin1")));
      },
    });
  } catch (error) {
    if (tooLarge) throw tooLarge;
    // A bad first header means the file is no tar at all; one further on, that it was damaged.
    const code = (error as { code?: string }).code;
    if (entries === 0 && (code === "TAR_ENTRY_INVALID" || code === "TAR_BAD_ARCHIVE")) {
      throw new BackupError(`${file} is not an embedded-database backup (not a data-folder archive).`);
    }
    throw new BackupError(`${file} is damaged or truncated: ${(error as Error).message}.`);
  }
  if (tooLarge) throw tooLarge;
  if (!pgVersion?.trim()) {
    throw new BackupError(`${file} is not an embedded-database backup (no PostgreSQL data folder inside).`);
  }
  return pgVersion.trim();
}

/**
 * Whether a gzipped archive decompresses to more than `maxBytes` (tar's own headers included),
 * reading no further than that. A file that is not gzip is left to the tar reader to judge.
 */
async function unpacksToMoreThan(file: string, maxBytes: number): Promise<boolean> {
  let unpacked = 0;
  const overLimit = new Error("over the limit");
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      done(unpacked > maxBytes ? overLimit : null);
    },
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), counter.resume());
    return false;
  } catch (error) {
    return error === overLimit;
  }
}
