import { z } from "zod";
import {
  episodeLimits,
  type EpisodeField,
  type EpisodeFieldErrors,
  type EpisodeFormValues,
} from "~/lib/episode-fields";
import { parsePodbeanEmbed, serializePodbeanEmbed } from "~/lib/podbean-embed";
import { firstErrorPerField } from "~/lib/schemas/field-errors";
import { richTextFromInput } from "../html/rich-text-input";
import type { EpisodeInput } from "./episode-writes";

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters.`);

const episodeFormSchema = z.object({
  title: text("title", episodeLimits.title),
  guestName: text("guest name", episodeLimits.guestName),
  description: text("description", episodeLimits.description),
});

export type ParsedEpisodeForm =
  { ok: true; input: EpisodeInput } | { ok: false; errors: EpisodeFieldErrors; values: EpisodeFormValues };

/**
 * Reads the admin form. The embed code is required, as the spec says, except for an episode that
 * already plays its feed audio (`hasFeedAudio`), where the native player is the fallback.
 */
export function parseEpisodeForm(form: FormData, { hasFeedAudio = false } = {}): ParsedEpisodeForm {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: EpisodeFormValues = {
    title: field("title"),
    guestName: field("guestName"),
    description: field("description"),
    embedCode: field("embedCode"),
    isLatest: form.get("isLatest") === "on",
    isFavorite: form.get("isFavorite") === "on",
  };

  const parsed = episodeFormSchema.safeParse(values);
  const errors: EpisodeFieldErrors = parsed.success ? {} : firstErrorPerField<EpisodeField>(parsed.error);

  let podbeanEmbedCode: string | null = null;
  if (values.embedCode.trim()) {
    const embed = parsePodbeanEmbed(values.embedCode);
    if (embed.ok) podbeanEmbedCode = serializePodbeanEmbed(embed.player);
    else errors.embedCode = embed.error;
  } else if (!hasFeedAudio) {
    errors.embedCode = "Please paste the Podbean embed code.";
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, values };
  const description = richTextFromInput(parsed.data.description);
  if (!description) return { ok: false, errors: { description: "Please enter the description." }, values };
  return {
    ok: true,
    input: {
      title: parsed.data.title,
      guestName: parsed.data.guestName,
      description,
      podbeanEmbedCode,
      isLatest: values.isLatest,
      isFavorite: values.isFavorite,
    },
  };
}
