import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodes } from "../db/schema/episodes";
import { normalizeGuestName } from "./clean-guest-name";

/**
 * "Fix Guest Names": tidies every stored guest name and fills missing ones from the title where the
 * title clearly names a guest. Only rows whose value changes are written, so a second run updates 0.
 */
export async function normalizeEpisodeGuestNames(db: Database): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: episodes.id, title: episodes.title, guestName: episodes.guestName })
      .from(episodes);
    let updated = 0;
    for (const row of rows) {
      const guestName = normalizeGuestName({ title: row.title, guestName: row.guestName });
      if (guestName === row.guestName) continue;
      await tx.update(episodes).set({ guestName, updatedAt: new Date() }).where(eq(episodes.id, row.id));
      updated++;
    }
    return { updated };
  });
}
