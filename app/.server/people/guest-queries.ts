import { and, desc, eq, not, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { nameWithoutHonorifics, type PersonCardView } from "~/lib/episode-extras";
import type { Database } from "../db/client";
import { matchEveryWord } from "../db/match-every-word";
import { episodePeople, people, type PersonLink } from "../db/schema/episode-extras";
import { episodes, type Episode } from "../db/schema/episodes";
import { publicHttpsUrl } from "../net/public-web-url";
import { publishedAddresses } from "./published-addresses";

export type GuestListItem = PersonCardView & { episodes: number };

const isGuest = eq(episodePeople.role, "guest");

function toCard(row: {
  slug: string;
  name: string;
  bio: string;
  photoUrl: string | null;
  websiteUrl: string | null;
}): PersonCardView {
  return {
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    ...publishedAddresses(row),
    role: "guest",
  };
}

/**
 * The show's host, who may be named as a guest too (a feed's `podcast:person` without a role, an
 * episode's guest line "Claire Morrow and …"): anyone a host on some episode, or with the site's
 * host's name however it is dressed (`person_name_key`, migration 0008).
 */
const isHost = sql`(exists (select 1 from ${episodePeople} as hosting where hosting.person_id = ${people.id} and hosting.role = 'host') or person_name_key(${people.name}) = person_name_key(${site.host.name}))`;

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * Everyone who has been a guest, with how many episodes, but not the host; by name as it is
 * spoken, titles left out ("Judge Ann Lee" among the A's, "Dr. Zoe Park" among the Z's);
 * optionally filtered by name.
 */
export async function listGuests(db: Database, { query = "" }: { query?: string } = {}): Promise<GuestListItem[]> {
  const rows = await db
    .select({
      slug: people.slug,
      name: people.name,
      bio: people.bio,
      photoUrl: people.photoUrl,
      websiteUrl: people.websiteUrl,
      episodes: sql<number>`count(distinct ${episodePeople.episodeId})::int`,
    })
    .from(people)
    .innerJoin(episodePeople, and(eq(episodePeople.personId, people.id), isGuest))
    .where(and(matchEveryWord(query, [people.name]), not(isHost)))
    .groupBy(people.id);
  return rows
    .map((row) => ({ ...toCard(row), episodes: row.episodes, sortKey: nameWithoutHonorifics(row.name) }))
    .sort((a, b) => byName.compare(a.sortKey, b.sortKey) || byName.compare(a.name, b.name))
    .map(({ sortKey: _sortKey, ...guest }) => guest);
}

export type GuestPage = {
  person: PersonCardView & { links: PersonLink[]; updatedAt: Date };
  appearances: Episode[];
};

/** A guest's page: who they are and every episode they are a guest on, newest first. */
export async function getGuestPage(db: Database, slug: string): Promise<GuestPage | undefined> {
  const [person] = await db.select().from(people).where(eq(people.slug, slug)).limit(1);
  if (!person) return undefined;
  const appearances = await db
    .selectDistinct({ episode: episodes })
    .from(episodes)
    .innerJoin(episodePeople, and(eq(episodePeople.episodeId, episodes.id), isGuest))
    .where(eq(episodePeople.personId, person.id))
    .orderBy(desc(episodes.publishedDate), desc(episodes.id));
  if (appearances.length === 0) return undefined;
  const links = person.links.flatMap((link) => {
    const url = publicHttpsUrl(link.url);
    return url && link.label ? [{ label: link.label.slice(0, 60), url }] : [];
  });
  return {
    person: { ...toCard(person), links, updatedAt: person.updatedAt },
    appearances: appearances.map((row) => row.episode),
  };
}

/** Every guest page, for the sitemap. */
export async function listGuestSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .selectDistinct({ slug: people.slug, updatedAt: people.updatedAt })
    .from(people)
    .innerJoin(episodePeople, and(eq(episodePeople.personId, people.id), isGuest))
    .orderBy(people.slug);
}
