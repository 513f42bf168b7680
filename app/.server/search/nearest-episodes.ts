import type { Database } from "../db/client";
import { logger } from "../logger";
import type { QuestionGroup } from "./group-questions";
import { searchEpisodes } from "./search-episodes";

export type NearestEpisode = { slug: string; title: string };

/**
 * Beside each group of questions nothing answered, the existing episode nearest it: the one the
 * search ranks first for what the group asks (the guest it names, else its topic in words, else its
 * most-asked question) with no minimum of coverage (`nearest`), so the host sees what is already
 * close before recording something new. None when no episode shares anything with it. One search
 * per group, on the server, in the page's loader (issue 30, item 5).
 */
export async function withNearestEpisodes<Group extends QuestionGroup>(
  db: Database,
  groups: readonly Group[],
): Promise<(Group & { nearest?: NearestEpisode })[]> {
  const result: (Group & { nearest?: NearestEpisode })[] = [];
  for (const group of groups) {
    const asked = group.guest ?? (group.topic || group.label);
    try {
      const [episode] = (await searchEpisodes(db, asked, { limit: 1, nearest: true })).episodes;
      result.push(episode ? { ...group, nearest: { slug: episode.slug, title: episode.title } } : group);
    } catch (error) {
      // The page still shows the groups; only the pointer to an episode is missing.
      logger.warn({ err: error }, "Could not find the episode nearest a group of unanswered questions");
      result.push(group);
    }
  }
  return result;
}
