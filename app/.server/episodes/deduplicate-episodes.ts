import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodes } from "../db/schema/episodes";
import { duplicateKey, titleEpisodeNumber } from "./duplicate-key";

/** The spec's preview shows at most 5 sample groups. */
export const MAX_SAMPLE_DUPLICATES = 5;
const DELETE_BATCH = 500;

export type DuplicatePreview = {
  /** Copies that a real run would delete. */
  duplicatesFound: number;
  totalEpisodes: number;
  sampleDuplicates: { key: string; total: number }[];
};

export type DeduplicationResult = { duplicatesDeleted: number; remainingEpisodes: number };

type Candidate = {
  id: string;
  title: string;
  isLatest: boolean;
  isFavorite: boolean;
  description: string;
  imageUrl: string | null;
  podbeanEmbedCode: string | null;
  audioUrl: string | null;
  guestName: string | null;
  episodeNumber: number | null;
  createdAt: Date;
};

/**
 * Which copy survives: the latest episode always, then a favorite, then the row with the most to
 * show (a player, show notes, art, a guest), then the oldest, which is the one links point to.
 */
function keepOrder(a: Candidate, b: Candidate): number {
  const richness = (episode: Candidate) =>
    (episode.podbeanEmbedCode || episode.audioUrl ? 4 : 0) +
    (episode.description.trim() ? 2 : 0) +
    (episode.imageUrl ? 1 : 0) +
    (episode.guestName ? 1 : 0);
  return (
    Number(b.isLatest) - Number(a.isLatest) ||
    Number(b.isFavorite) - Number(a.isFavorite) ||
    richness(b) - richness(a) ||
    b.description.length - a.description.length ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Recurring segments share a title ("Episode 40: Listener Questions", "Episode 52: Listener
 * Questions") but are different episodes: when a group holds more than one distinct episode number
 * (from the feed, or the title's own prefix), it splits by number, and copies without a number
 * stay together apart from them. A group with at most one number is left whole, so "Episode 12:
 * Custody Basics" and a hand-made "Custody Basics" are still duplicates.
 */
function splitByEpisodeNumber(group: Candidate[]): Candidate[][] {
  const numberOf = (row: Candidate) => row.episodeNumber ?? titleEpisodeNumber(row.title);
  const numbers = new Set(group.map(numberOf).filter((number) => number !== undefined));
  if (numbers.size <= 1) return [group];
  const parts = new Map<number | undefined, Candidate[]>();
  for (const row of group) {
    const number = numberOf(row);
    const part = parts.get(number);
    if (part) part.push(row);
    else parts.set(number, [row]);
  }
  return [...parts.values()];
}

async function findDuplicateGroups(db: Database) {
  const rows: Candidate[] = await db
    .select({
      id: episodes.id,
      title: episodes.title,
      isLatest: episodes.isLatest,
      isFavorite: episodes.isFavorite,
      description: episodes.description,
      imageUrl: episodes.imageUrl,
      podbeanEmbedCode: episodes.podbeanEmbedCode,
      audioUrl: episodes.audioUrl,
      guestName: episodes.guestName,
      episodeNumber: episodes.episodeNumber,
      createdAt: episodes.createdAt,
    })
    .from(episodes);
  const groups = new Map<string, Candidate[]>();
  for (const row of rows) {
    const key = duplicateKey(row.title);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const duplicates = [...groups]
    .flatMap(([key, group]) => splitByEpisodeNumber(group).map((part) => [key, part] as const))
    .filter(([, group]) => group.length > 1)
    .sort((a, b) => b[1].length - a[1].length);
  return { totalEpisodes: rows.length, duplicates };
}

export async function previewDuplicateEpisodes(db: Database): Promise<DuplicatePreview> {
  const { totalEpisodes, duplicates } = await findDuplicateGroups(db);
  return {
    duplicatesFound: duplicates.reduce((sum, [, group]) => sum + group.length - 1, 0),
    totalEpisodes,
    sampleDuplicates: duplicates.slice(0, MAX_SAMPLE_DUPLICATES).map(([key, group]) => ({ key, total: group.length })),
  };
}

/** Keeps one episode per duplicate key and deletes the other copies, all in one transaction. */
export async function removeDuplicateEpisodes(db: Database): Promise<DeduplicationResult> {
  return db.transaction(async (tx) => {
    const { totalEpisodes, duplicates } = await findDuplicateGroups(tx);
    const doomed = duplicates.flatMap(([, group]) =>
      [...group]
        .sort(keepOrder)
        .slice(1)
        .map((row) => row.id),
    );
    for (let start = 0; start < doomed.length; start += DELETE_BATCH) {
      await tx.delete(episodes).where(inArray(episodes.id, doomed.slice(start, start + DELETE_BATCH)));
    }
    return { duplicatesDeleted: doomed.length, remainingEpisodes: totalEpisodes - doomed.length };
  });
}
