import { readAdminListQuery } from "~/lib/admin/admin-list";
import { episodeAdminList, type EpisodeManagerData } from "~/lib/episode-fields";
import type { Database } from "../db/client";
import { getEpisodeById, listEpisodes } from "../episodes/episode-queries";
import { emptyEpisodeFormValues, episodeFormValuesOf } from "../episodes/episode-form";
import { htmlToPlainText } from "../html/sanitize-html";
import { logger } from "../logger";

export const ADMIN_EPISODES_PAGE_SIZE = 20;

/**
 * The Episode Manager's list: one page of 20 with a search, so it stays fast with thousands of
 * episodes; the page, search and edited episode live in the URL.
 */
export async function loadEpisodeManager(db: Database, url: URL): Promise<EpisodeManagerData> {
  const { query, filter, page } = readAdminListQuery(episodeAdminList, url);
  const editId = url.searchParams.get("edit");
  try {
    const [list, edited] = await Promise.all([
      listEpisodes(db, { query, page, filter, pageSize: ADMIN_EPISODES_PAGE_SIZE }),
      editId && /^[0-9a-f-]{36}$/i.test(editId) ? getEpisodeById(db, editId) : undefined,
    ]);
    return {
      failed: false,
      query,
      filter,
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      episodes: list.episodes.map((episode) => ({
        id: episode.id,
        title: episode.title,
        slug: episode.slug,
        guestName: episode.guestName,
        description: htmlToPlainText(episode.description).slice(0, 400),
        isLatest: episode.isLatest,
        isFavorite: episode.isFavorite,
        publishedDate: episode.publishedDate.toISOString(),
      })),
      editMissing: Boolean(editId) && !edited,
      editing: edited
        ? { id: edited.id, hasFeedAudio: Boolean(edited.audioUrl), values: episodeFormValuesOf(edited) }
        : null,
      emptyForm: emptyEpisodeFormValues,
    };
  } catch (error) {
    logger.error({ err: error }, "Failed to fetch episodes");
    const empty = { page: 1, pageCount: 1, total: 0, episodes: [], editing: null, emptyForm: emptyEpisodeFormValues };
    return { failed: true, query, filter, ...empty, editMissing: false };
  }
}
