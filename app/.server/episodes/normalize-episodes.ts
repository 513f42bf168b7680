import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodes } from "../db/schema/episodes";
import { mergeDuplicatePeople } from "../people/merge-duplicate-people";
import { normalizeGuestName } from "./clean-guest-name";

/**
 * "Fix Guest Names": tidies every stored guest name and fills missing ones from the title where the
 * title clearly names a guest. Only rows whose value changes are written, so a second run updates 0.
 * The guest pages follow (a trigger relinks people from guest names, migration 0008); then obvious
 * duplicates of one person are merged and people no episode names any more are removed.
 */
export async function normalizeEpisodeGuestNames(db: Database): Promise<{ updated: number; mergedPeople: number }> {
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
    const { merged } = await mergeDuplicatePeople(tx);
    return { updated, mergedPeople: merged };
  });
}
