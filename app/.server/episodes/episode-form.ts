import { getTableColumns } from "drizzle-orm";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { episodeLimits } from "~/lib/episode-fields";
import { httpsAddressProblem } from "~/lib/feed-tags";
import { jurisdictionsRule, lawReviewedOnRule } from "~/lib/legal-review";
import { parsePodbeanEmbed, serializePodbeanEmbed } from "~/lib/podbean-embed";
import { episodes, type Episode } from "../db/schema/episodes";
import { editableText } from "../html/editable-text";
import { richTextFromInput } from "../html/rich-text-input";
import { parseInput } from "~/lib/validation/parse-input";

/** An optional whole number typed in a text input (season, episode): empty is none. */
const optionalNumber = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !value || /^\d{1,5}$/.test(value), `Enter the ${label} as a whole number, or leave it empty.`)
    .transform((value) => (value ? Number(value) : null))
    .refine((value) => value !== 0, `The ${label} starts at 1.`);

/** The episode's root post for comments, an https address our feed hands apps; empty is none. */
const socialPostUrlRule = z
  .string()
  .trim()
  .max(2000, "The comments post's address is too long.")
  .superRefine((value, ctx) => {
    const problem = value ? httpsAddressProblem(value, "comments post's address") : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((value) => value || null);

const requiredText = (label: string, max: number) => (column: z.ZodString) =>
  column
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters.`);

/**
 * The episode's columns the admin form edits: the Drizzle table's own schema (drizzle-zod), each text
 * column refined with the form's rule and message. This one declaration is the source of the form's
 * values and errors, the validated input the writes take (`EpisodeInput`) and what an edit form
 * starts from (`episodeFormValuesOf`); docs/ARCHITECTURE.md, "Adding an episode field". A column
 * whose type is not text or a checkbox (a number, a date) needs a refinement that reads the text its
 * input sends.
 */
const episodeColumnsSchema = createInsertSchema(episodes, {
  title: requiredText("title", episodeLimits.title),
  guestName: requiredText("guest name", episodeLimits.guestName),
  description: requiredText("description", episodeLimits.description),
  lawReviewedOn: lawReviewedOnRule,
  jurisdictionsDiscussed: jurisdictionsRule,
  seasonNumber: optionalNumber("season number"),
  episodeNumber: optionalNumber("episode number"),
  socialPostUrl: socialPostUrlRule,
})
  .pick({
    title: true,
    guestName: true,
    description: true,
    isLatest: true,
    isFavorite: true,
    lawReviewedOn: true,
    jurisdictionsDiscussed: true,
    seasonNumber: true,
    episodeNumber: true,
    socialPostUrl: true,
  })
  // Every field is in every post of the form (an unchecked box is `false`), so none is optional.
  .required();

type EpisodeColumns = z.output<typeof episodeColumnsSchema>;
type EpisodeColumn = keyof EpisodeColumns;

/**
 * What the form holds, and sends back after a failed save so nothing typed is lost: each column as
 * its input holds it (a checkbox's state, else text), and the Podbean embed code, which is stored
 * rebuilt (`podbeanEmbedCode`).
 */
export type EpisodeFormValues = {
  [Column in EpisodeColumn]: EpisodeColumns[Column] extends boolean ? boolean : string;
} & { embedCode: string };

export type EpisodeField = keyof EpisodeFormValues;
export type EpisodeFieldErrors = Partial<Record<EpisodeField, string>>;

/** What the admin form saves: the spec's payload, already validated and made safe. */
export type EpisodeInput = EpisodeColumns & {
  /** Canonical markup from serializePodbeanEmbed, or null for an episode that plays its feed audio. */
  podbeanEmbedCode: string | null;
};

const tableColumns = getTableColumns(episodes);
const formColumns = Object.keys(episodeColumnsSchema.shape) as EpisodeColumn[];
const isCheckbox = (column: EpisodeColumn) => tableColumns[column].dataType === "boolean";

/** A new episode's form: empty text, boxes unchecked. */
export const emptyEpisodeFormValues = {
  ...Object.fromEntries(formColumns.map((column) => [column, isCheckbox(column) ? false : ""])),
  embedCode: "",
} as EpisodeFormValues;

/** An episode's form as the Episode Manager opens it for editing. */
export function episodeFormValuesOf(episode: Episode): EpisodeFormValues {
  return {
    ...Object.fromEntries(
      formColumns.map((column) => [column, isCheckbox(column) ? episode[column] : String(episode[column] ?? "")]),
    ),
    // The text as the admin typed it, never stored markup (when it is only paragraphs).
    description: editableText(episode.description),
    embedCode: episode.podbeanEmbedCode ?? "",
  } as EpisodeFormValues;
}

function formValues(form: FormData): EpisodeFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ...Object.fromEntries(
      formColumns.map((column) => [column, isCheckbox(column) ? form.get(column) === "on" : text(column)]),
    ),
    embedCode: text("embedCode"),
  } as EpisodeFormValues;
}

export type ParsedEpisodeForm =
  { ok: true; input: EpisodeInput } | { ok: false; errors: EpisodeFieldErrors; values: EpisodeFormValues };

/**
 * Reads the admin form. The embed code is required, as the spec says, except for an episode that
 * already plays its feed audio (`hasFeedAudio`), where the native player is the fallback.
 */
export function parseEpisodeForm(form: FormData, { hasFeedAudio = false } = {}): ParsedEpisodeForm {
  const values = formValues(form);
  const parsed = parseInput(episodeColumnsSchema, values);
  const errors: EpisodeFieldErrors = parsed.ok ? {} : { ...(parsed.fieldErrors as EpisodeFieldErrors) };

  let podbeanEmbedCode: string | null = null;
  if (values.embedCode.trim()) {
    const embed = parsePodbeanEmbed(values.embedCode);
    if (embed.ok) podbeanEmbedCode = serializePodbeanEmbed(embed.player);
    else errors.embedCode = embed.error;
  } else if (!hasFeedAudio) {
    errors.embedCode = "Please paste the Podbean embed code.";
  }

  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors, values };
  // Sanitized HTML from what was typed (plain text or the editor's markup).
  const description = richTextFromInput(parsed.data.description);
  if (!description) return { ok: false, errors: { description: "Please enter the description." }, values };
  return { ok: true, input: { ...parsed.data, description, podbeanEmbedCode } };
}
