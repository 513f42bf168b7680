import { sql } from "drizzle-orm";
import type { DatabaseConnection } from "../db/client";
import { rowsOf } from "../db/rows-of";

/** Re-read now and then in case a notification was lost (a listener reconnecting, say). */
const SAFETY_REREAD_MS = 10_000;

export type ContentVersion = {
  /** The newest content version this process knows of. */
  current(): number;
  stop(): Promise<void>;
};

/**
 * Follows the database's content version (migration 0007: bumped by every write to episodes or blog
 * posts, announced with NOTIFY on commit), so every instance learns of a change at once.
 */
export async function watchContentVersion(connection: DatabaseConnection): Promise<ContentVersion> {
  let version = 0;
  const advance = (next: number) => {
    if (Number.isFinite(next) && next > version) version = next;
  };
  const reread = () =>
    connection.db
      .execute(sql`select version from content_version where id = 1`)
      .then((result) => advance(Number(rowsOf<{ version: string | number }>(result)[0]?.version)))
      .catch(() => {});

  await reread();
  const unlisten = await connection.listen("content_changed", (payload) => advance(Number(payload)), reread);
  const timer = setInterval(() => void reread(), SAFETY_REREAD_MS);
  timer.unref();
  return {
    current: () => version,
    stop: async () => {
      clearInterval(timer);
      await unlisten();
    },
  };
}
