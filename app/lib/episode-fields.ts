import type { EpisodeFormValues } from "~/.server/episodes/episode-form";
import { defineAdminList } from "./admin/admin-list";

/**
 * The episode form's limits, for the server's schema (app/.server/episodes/episode-form.ts) and the
 * inputs' maxlength alike; kept apart from the schema so the admin bundle's shared pieces stay small.
 */
export const episodeLimits = { title: 500, guestName: 300, description: 20_000 } as const;

export type AdminEpisodeRow = {
  id: string;
  title: string;
  slug: string;
  guestName: string | null;
  /** Plain text; the list clamps it to two lines. */
  description: string;
  isLatest: boolean;
  isFavorite: boolean;
  publishedDate: string;
};

export type EpisodeManagerData = {
  /** The spec's 'Failed to fetch episodes': the list could not be read. */
  failed: boolean;
  episodes: AdminEpisodeRow[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
  filter: EpisodeListFilter;
  /** The episode being edited (`?edit=<id>`), with its form values. */
  editing: { id: string; hasFeedAudio: boolean; values: EpisodeFormValues } | null;
  /** The create form's values: empty text, boxes unchecked. */
  emptyForm: EpisodeFormValues;
  /** `?edit=` named an episode that no longer exists (another admin, or another tab, deleted it). */
  editMissing: boolean;
};

/** The Episode Manager's list filters (`?ef=`), checked in SQL. */
export const episodeListFilters = [
  { value: "all", label: "All episodes" },
  { value: "latest", label: "Latest episode" },
  { value: "favorites", label: "Listener favorites" },
  { value: "missing-audio", label: "Missing audio (no file, no player)" },
  { value: "missing-guest", label: "Missing guest name" },
  { value: "missing-image", label: "Missing image" },
] as const;

export type EpisodeListFilter = (typeof episodeListFilters)[number]["value"];

/** The Episode Manager's list: searched (`?eq=`), filtered (`?ef=`) and paged (`?ep=`) on the server. */
export const episodeAdminList = defineAdminList({
  path: "/admin/episodes",
  params: { query: "eq", filter: "ef", page: "ep" },
  filters: episodeListFilters,
});
