import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { personLimits, type AdminPersonView, type PersonFieldErrors } from "~/lib/episode-extras-admin";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { episodePeople, people, type Person, type PersonLink } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { withEditedFields } from "../db/edited-fields";
import { htmlToPlainText } from "../html/sanitize-html";
import { plainCueText } from "../transcripts/transcript-types";
import { httpUrl } from "../xml/feed-values";

export type PersonInput = {
  name: string;
  bio: string;
  photoUrl: string | null;
  websiteUrl: string | null;
  links: PersonLink[];
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Text with any markup dropped (scripts with their content), on one line, without control characters. */
function plainText(value: string): string {
  return htmlToPlainText(value)
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Instagram https://…", "https://…" (labelled by its host) or "Instagram: https://…". */
function readLink(line: string): PersonLink | undefined {
  const match = /^(.*?)[\s:]*\b(https?:\/\/\S+)\s*$/i.exec(line.trim());
  const url = match ? httpUrl(match[2]) : undefined;
  if (!url) return undefined;
  const label = plainCueText(match![1]!, 60) || new URL(url).hostname.replace(/^www\./, "");
  return { label, url };
}

/**
 * The person editor's post as plain text and http(s) addresses. Names, bios and link labels lose
 * any markup (they are shown as text); an address that is not plain http(s) is refused, not dropped,
 * so the admin sees why.
 */
export function parsePersonForm(
  form: FormData,
):
  | { ok: true; input: PersonInput }
  | { ok: false; values: Omit<AdminPersonView, "id" | "slug" | "role">; errors: PersonFieldErrors } {
  const values = {
    name: text(form, "name"),
    bio: text(form, "bio"),
    photoUrl: text(form, "photoUrl").trim(),
    websiteUrl: text(form, "websiteUrl").trim(),
    links: text(form, "links"),
  };
  const errors: PersonFieldErrors = {};
  const name = plainText(values.name).slice(0, personLimits.name);
  if (!name) errors.name = "Please enter the person's name.";
  else if (values.name.length > personLimits.name)
    errors.name = `The name is longer than ${personLimits.name} characters.`;
  const bioText = values.bio.replace(/\r\n?/g, "\n");
  if (bioText.length > personLimits.bio) errors.bio = `The bio is longer than ${personLimits.bio} characters.`;
  const photoUrl = values.photoUrl ? httpUrl(values.photoUrl) : null;
  if (photoUrl === undefined) errors.photoUrl = "The photo URL must be an http(s) address.";
  const websiteUrl = values.websiteUrl ? httpUrl(values.websiteUrl) : null;
  if (websiteUrl === undefined) errors.websiteUrl = "The website must be an http(s) address.";
  const lines = values.links.split(/\r\n?|\n/).filter((line) => line.trim());
  const links: PersonLink[] = [];
  for (const [index, line] of lines.entries()) {
    const link = readLink(line);
    if (!link) {
      errors.links = `Link ${index + 1} is not "Label https://…": ${line.trim().slice(0, 60)}`;
      break;
    }
    links.push(link);
  }
  if (!errors.links && links.length > personLimits.links) errors.links = `At most ${personLimits.links} links.`;
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  // Paragraphs kept (blank lines), everything else as plain text.
  const bio = bioText
    .split(/\n\s*\n/)
    .map((paragraph) => plainText(paragraph))
    .filter(Boolean)
    .join("\n\n")
    .slice(0, personLimits.bio);
  return { ok: true, input: { name, bio, photoUrl: photoUrl ?? null, websiteUrl: websiteUrl ?? null, links } };
}

export type UpdatePersonResult =
  | { ok: true; person: Person }
  | { ok: false; reason: "missing" | "no-name" }
  | { ok: false; reason: "name-taken"; otherName: string };

/**
 * Saves an admin's edit of a person. The name key follows the name (`person_name_key`, migration
 * 0008), so a name that is another person's under that key is refused rather than merged silently;
 * `edited_at` keeps the import and "Fix Guest Names" from changing or removing them. The slug stays,
 * so the guest page's address does not move.
 */
export async function updatePerson(db: Database, id: string, input: PersonInput): Promise<UpdatePersonResult> {
  return db.transaction(async (tx) => {
    const [{ key } = { key: "" }] = rowsOf<{ key: string }>(
      await tx.execute(sql`select person_name_key(${input.name}) as key`),
    );
    // Only a title or credentials ("Dr.", "PhD"): nothing left to know the person by.
    if (!key) return { ok: false, reason: "no-name" } as const;
    const [other] = await tx
      .select({ name: people.name })
      .from(people)
      .where(and(eq(people.nameKey, key), ne(people.id, id)))
      .limit(1);
    if (other) return { ok: false, reason: "name-taken", otherName: other.name } as const;
    const [before] = await tx
      .select({ name: people.name, nameKey: people.nameKey })
      .from(people)
      .where(eq(people.id, id))
      .for("update");
    if (!before) return { ok: false, reason: "missing" } as const;
    const now = new Date();
    const [person] = await tx
      .update(people)
      .set({ ...input, nameKey: key, editedAt: now, updatedAt: now })
      .where(eq(people.id, id))
      .returning();
    if (before.nameKey !== key) await keepGuestNameLinks(tx, id, before.name, input.name);
    return { ok: true, person: person! } as const;
  });
}

/**
 * After a rename that changes the name key: episodes crediting the person through their guest name
 * would link the old name again on their next write (the trigger of migration 0008 matches guest
 * names by key). Where the old name is written as such, the guest name follows the rename; on the
 * others the episode's people stay as they are, as an admin's (`edited_fields` lists `people`).
 */
async function keepGuestNameLinks(tx: Database, personId: string, oldName: string, newName: string) {
  const linkedByGuestName = tx
    .select({ id: episodePeople.episodeId })
    .from(episodePeople)
    .where(and(eq(episodePeople.personId, personId), eq(episodePeople.origin, "guest_name")));
  const renamed = await tx
    .update(episodes)
    .set({
      guestName: sql`replace(${episodes.guestName}, ${oldName}, ${newName})`,
      editedFields: withEditedFields(["guestName"]),
    })
    .where(
      and(
        inArray(episodes.id, linkedByGuestName),
        sql`strpos(${episodes.guestName}, ${oldName}) > 0`,
        sql`char_length(replace(${episodes.guestName}, ${oldName}, ${newName})) <= 300`,
      ),
    )
    .returning({ id: episodes.id });
  const renamedIds = renamed.map((row) => row.id);
  const rest = (
    await tx
      .select({ id: episodePeople.episodeId })
      .from(episodePeople)
      .where(
        and(
          eq(episodePeople.personId, personId),
          eq(episodePeople.origin, "guest_name"),
          renamedIds.length > 0 ? notInArray(episodePeople.episodeId, renamedIds) : undefined,
        ),
      )
  ).map((row) => row.id);
  if (rest.length === 0) return;
  await tx
    .update(episodePeople)
    .set({ origin: "admin" })
    .where(and(inArray(episodePeople.episodeId, rest), eq(episodePeople.origin, "guest_name")));
  await tx
    .update(episodes)
    .set({ editedFields: withEditedFields(["people"]) })
    .where(inArray(episodes.id, rest));
}

/** A person as the editor shows them. */
export function adminPersonView(person: Person, role: string): AdminPersonView {
  return {
    id: person.id,
    slug: person.slug,
    name: person.name,
    role,
    bio: person.bio,
    photoUrl: person.photoUrl ?? "",
    websiteUrl: person.websiteUrl ?? "",
    links: person.links.map((link) => `${link.label} ${link.url}`).join("\n"),
  };
}
