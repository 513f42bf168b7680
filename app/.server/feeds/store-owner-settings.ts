import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { ownerSettings } from "../db/schema/owner-settings";

/**
 * Saves owner settings all at once (one transaction): a value replaces the stored one, null removes
 * it so its default applies again. The settings forms validate every field before calling this.
 */
export async function storeOwnerSettings(
  db: Database,
  writes: { name: string; value: string | null }[],
  updatedBy: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { name, value } of writes) {
      if (value === null) {
        await tx.delete(ownerSettings).where(sql`${ownerSettings.key} = ${name}`);
      } else {
        await tx
          .insert(ownerSettings)
          .values({ key: name, value, updatedBy })
          .onConflictDoUpdate({ target: ownerSettings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
      }
    }
  });
}
