import { z } from "zod";
import { formatTimestamp, parseMoment } from "~/lib/episode-extras";
import { soundbiteLimits, type SoundbiteFieldErrors, type SoundbiteFormValues } from "~/lib/episode-soundbites";
import { parseInput } from "~/lib/validation/parse-input";

/**
 * The Episode Manager's "Add a clip" form: the start as "12:34", "1:02:03" or seconds, the length in
 * whole seconds (1 to 300, as the Podcasting 2.0 namespace advises for a soundbite), and a title.
 */
const soundbiteSchema = z.object({
  start: z
    .string()
    .trim()
    .transform((value, context) => {
      const seconds = parseMoment(value);
      if (seconds === undefined) {
        context.addIssue({ code: "custom", message: "Enter the start as 12:34, 1:02:03 or a number of seconds." });
        return z.NEVER;
      }
      return Math.floor(seconds);
    }),
  duration: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, "Enter the length as a whole number of seconds.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "A clip lasts at least 1 second.")
        .max(
          soundbiteLimits.maxDurationSeconds,
          `A clip lasts at most ${soundbiteLimits.maxDurationSeconds} seconds (5 minutes).`,
        ),
    ),
  title: z
    .string()
    .trim()
    .min(1, "Give the clip a title.")
    .max(soundbiteLimits.titleLength, `Keep the title to ${soundbiteLimits.titleLength} characters.`),
});

export type SoundbiteInput = { startSeconds: number; durationSeconds: number; title: string };

export type ReadSoundbite =
  { ok: true; input: SoundbiteInput } | { ok: false; values: SoundbiteFormValues; errors: SoundbiteFieldErrors };

/** Reads the form; a clip that would run past the episode's end (when its length is known) is refused. */
export function readSoundbiteForm(form: FormData, episodeSeconds: number | null): ReadSoundbite {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: SoundbiteFormValues = { start: text("start"), duration: text("duration"), title: text("title") };
  const parsed = parseInput(soundbiteSchema, values);
  if (!parsed.ok) return { ok: false, values, errors: parsed.fieldErrors as SoundbiteFieldErrors };
  const { start, duration, title } = parsed.data;
  if (episodeSeconds && start >= episodeSeconds) {
    return {
      ok: false,
      values,
      errors: { start: `The episode is ${formatTimestamp(episodeSeconds)} long: start the clip before its end.` },
    };
  }
  if (episodeSeconds && start + duration > episodeSeconds) {
    return {
      ok: false,
      values,
      errors: {
        duration: `The clip would end at ${formatTimestamp(start + duration)}, after the episode's end (${formatTimestamp(episodeSeconds)}).`,
      },
    };
  }
  return { ok: true, input: { startSeconds: start, durationSeconds: duration, title } };
}
