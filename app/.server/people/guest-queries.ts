import { and, desc, eq, sql } from "drizzle-orm";
import type { PersonCardView } from "~/lib/episode-extras";
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

/** Everyone who has been a guest, with how many episodes, by name; optionally filtered by name. */
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
    .where(matchEveryWord(query, [people.name]))
    .groupBy(people.id)
    .orderBy(sql`lower(${people.name})`);
  return rows.map((row) => ({ ...toCard(row), episodes: row.episodes }));
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
