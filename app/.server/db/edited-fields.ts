import { sql, type SQL } from "drizzle-orm";
import { episodes } from "./schema/episodes";

/**
 * What an admin can set by hand on an episode. Once set, a field is listed in
 * `episodes.edited_fields` and a re-import never changes it again (docs/decisions/0012-episode-extras.md).
 */
export type EditableEpisodeField =
  | "title"
  | "guestName"
  | "description"
  | "imageUrl"
  | "durationSeconds"
  | "episodeNumber"
  | "seasonNumber"
  | "transcript"
  | "chapters"
  | "people";

/** `edited_fields` with these added (each once), for an UPDATE's SET. */
export function withEditedFields(fields: readonly EditableEpisodeField[]): SQL {
  if (fields.length === 0) return sql`${episodes.editedFields}`;
  return sql`array(select distinct unnest(${episodes.editedFields} || ${sql.param([...fields])}::text[]) order by 1)`;
}
