import { getBlogPost } from "../blog/blog-queries";
import type { Database } from "../db/client";
import { getEpisodePeople } from "../episodes/episode-extras-queries";
import { getEpisodeBySlug } from "../episodes/episode-queries";
import { getGuestPage } from "../people/guest-queries";
import { slugSchema } from "~/lib/validation/schemas";
import { parseInput } from "~/lib/validation/parse-input";
import type { ShareCardContent } from "./share-card-design";

const names = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** An episode's card: its number, title and guests (the linked people, else the feed's guest line). */
export async function episodeShareCard(db: Database, slug: string): Promise<ShareCardContent | undefined> {
  const episode = parseInput(slugSchema, slug).ok ? await getEpisodeBySlug(db, slug) : undefined;
  if (!episode) return undefined;
  const guests = (await getEpisodePeople(db, episode.id))
    .filter((person) => person.role === "guest")
    .map((person) => person.name);
  const guestLine = guests.length > 0 ? names.format(guests) : episode.guestName?.trim();
  return {
    label: episode.episodeNumber ? `Episode ${episode.episodeNumber}` : "Episode",
    title: episode.title,
    ...(guestLine ? { byline: `with ${guestLine}` } : {}),
  };
}

/** A blog post's card: its title, by the host. */
export async function blogPostShareCard(db: Database, id: string): Promise<ShareCardContent | undefined> {
  const post = await getBlogPost(db, id);
  return post ? { label: "From the blog", title: post.title } : undefined;
}

/** A guest's card: the name and how many episodes they are on (only guests with a page have one). */
export async function guestShareCard(db: Database, slug: string): Promise<ShareCardContent | undefined> {
  const page = parseInput(slugSchema, slug).ok ? await getGuestPage(db, slug) : undefined;
  if (!page) return undefined;
  const count = page.appearances.length;
  return {
    label: "Guest",
    title: page.person.name,
    byline: `On ${count} episode${count === 1 ? "" : "s"}`,
  };
}
