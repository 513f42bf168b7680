import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodePeople, people, type Person } from "../db/schema/episode-extras";

/**
 * Names one person is obviously written under beyond what `person_name_key` already folds
 * (migration 0008): a middle initial ("Jane A. Smith" and "Jane Smith"). Different first or last
 * names are never merged: two real people must not become one.
 */
export function looseNameKey(nameKey: string): string {
  const words = nameKey.split(" ").filter(Boolean);
  if (words.length <= 2) return words.join(" ");
  return [words[0], ...words.slice(1, -1).filter((word) => word.length > 1), words.at(-1)].join(" ");
}

/**
 * Part of "Fix Guest Names": merges people that are obviously one (see looseNameKey) into the one an
 * admin edited, else the one with more episodes, else the oldest; their episodes move over and empty
 * details are filled from the others. People left with no episode that no admin has edited (made from
 * a guest name that has since been corrected) are removed. Runs inside the caller's transaction.
 */
export async function mergeDuplicatePeople(tx: Database): Promise<{ merged: number; removed: number }> {
  const rows = await tx
    .select({
      person: people,
      episodes: sql<number>`(select count(*)::int from ${episodePeople} where ${episodePeople.personId} = ${people.id})`,
    })
    .from(people);
  const groups = new Map<string, { person: Person; episodes: number }[]>();
  for (const row of rows) {
    const key = looseNameKey(row.person.nameKey);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }

  let merged = 0;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort(
      (a, b) =>
        Number(Boolean(b.person.editedAt)) - Number(Boolean(a.person.editedAt)) ||
        b.episodes - a.episodes ||
        a.person.createdAt.getTime() - b.person.createdAt.getTime(),
    );
    const [keeper, ...others] = group.map((row) => row.person);
    const otherIds = others.map((person) => person.id);
    await tx.execute(sql`
      insert into ${episodePeople} (episode_id, person_id, role, "group", origin, position)
      select episode_id, ${keeper!.id}, role, "group", origin, position from ${episodePeople}
      where person_id in ${otherIds}
      on conflict do nothing`);
    const fill = (pick: (person: Person) => string | null) => pick(keeper!) || others.map(pick).find(Boolean) || null;
    await tx
      .update(people)
      .set({
        bio: fill((person) => person.bio) ?? "",
        photoUrl: fill((person) => person.photoUrl),
        websiteUrl: fill((person) => person.websiteUrl),
        updatedAt: new Date(),
      })
      .where(eq(people.id, keeper!.id));
    await tx.delete(people).where(inArray(people.id, otherIds));
    merged += others.length;
  }

  const removed = await tx
    .delete(people)
    .where(
      and(
        isNull(people.editedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(episodePeople)
            .where(eq(episodePeople.personId, people.id)),
        ),
      ),
    )
    .returning({ id: people.id });
  return { merged, removed: removed.length };
}
