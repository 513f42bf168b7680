/**
 * What the episode management tests share (tests/integration/episodes-manage.test.ts,
 * episodes-cleanup.test.ts, episodes-archive.test.ts): an episode as the writers and the admin form
 * take it, and a few ways to write and read rows.
 */
import { eq } from "drizzle-orm";
import { episodes, type Episode, type NewEpisode } from "~/.server/db/schema/episodes";
import type { EpisodeInput } from "~/.server/episodes/episode-form";
import { slugify } from "~/lib/slugs";
import type { TestDatabase } from "./test-database";

export const PODBEAN_EMBED =
  '<iframe title="Custody Basics" allowtransparency="true" height="150" width="100%" style="border: none; min-width: min(100%, 430px);" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

export function episodeInput(overrides: Partial<EpisodeInput> = {}): EpisodeInput {
  return {
    title: "Custody Basics",
    guestName: "Dr. Jane Smith",
    description: "<p>What every parent should know before the first hearing.</p>",
    podbeanEmbedCode: null,
    isLatest: false,
    isFavorite: false,
    lawReviewedOn: null,
    jurisdictionsDiscussed: null,
    seasonNumber: null,
    episodeNumber: null,
    socialPostUrl: null,
    ...overrides,
  };
}

export function episodeForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Midnight UTC on 2025-01-01 plus `days`, so tests can order episodes without waiting. */
export const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000);

/** The suite's ways to write a raw row and find the episodes marked latest, on the suite's database. */
export function episodeTableActions(currentDatabase: () => TestDatabase) {
  let slugCounter = 0;
  /** A row written as an import or an older version would, with full control over every column. */
  async function insertEpisode(values: Partial<NewEpisode> & { title: string }): Promise<Episode> {
    const [row] = await currentDatabase()
      .db.insert(episodes)
      .values({ slug: `${slugify(values.title)}-${++slugCounter}`, ...values })
      .returning();
    return row!;
  }

  const latestIds = async () =>
    (await currentDatabase().db.select({ id: episodes.id }).from(episodes).where(eq(episodes.isLatest, true))).map(
      (row) => row.id,
    );

  return { insertEpisode, latestIds };
}
