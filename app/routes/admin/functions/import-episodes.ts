import { functionError, functionResult } from "~/.server/admin/function-results";
import { appServicesOf } from "~/.server/app-context";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { externalLinks } from "~/content/site";
import type { Route } from "./+types/import-episodes";

/** POST /api/functions/import-episodes → `{ imported, errors }` (plus `alreadyPresent`, `total`). */
export async function action({ context }: Route.ActionArgs) {
  const { db, env } = appServicesOf(context);
  try {
    const result = await importEpisodesFromFeed(db, {
      feedUrl: env.PODCAST_FEED_URL ?? externalLinks.podcastFeed,
      allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import episodes");
  }
}
