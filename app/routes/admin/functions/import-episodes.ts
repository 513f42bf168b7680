import { functionError, functionResult } from "~/.server/admin/function-results";
import { requireAdminRequest } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { externalLinks } from "~/content/site";
import type { Route } from "./+types/import-episodes";

/** POST /api/functions/import-episodes → `{ imported, errors }` (plus `alreadyPresent`, `total`). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminRequest(request);
  const env = getEnv();
  try {
    const result = await importEpisodesFromFeed(await getDb(), {
      feedUrl: env.PODCAST_FEED_URL ?? externalLinks.podcastFeed,
      allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import episodes");
  }
}
