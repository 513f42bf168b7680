import { z } from "zod";
import { slugSchema } from "~/lib/validation/schemas";
import { playSources } from "../db/schema/analytics";

/**
 * What a beacon may say (lib/analytics-beacon.ts sends it as text/plain JSON, the one body type
 * `navigator.sendBeacon` can send without a CORS preflight). Every field is allowlisted and capped;
 * anything else is dropped by Zod's object parsing, so no other data can reach the database.
 */
export const ANALYTICS_BODY_MAX_BYTES = 4 * 1024;

/** A site path: its query string and fragment cut off, at most 300 characters of printable ASCII. */
const pathSchema = z
  .string()
  .transform((value) => value.split(/[?#]/, 1)[0]!)
  .pipe(z.string().regex(/^\/[\x21-\x7e]{0,299}$/, "A path of this site."));

/** A host name only (`www.google.com`), lower-cased; anything else is dropped rather than refused. */
const hostSchema = z
  .string()
  .max(253)
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9.-]{1,253}$/))
  .optional()
  .catch(undefined);

/** A UTM value: trimmed, printable, at most 80 characters, or nothing. */
const utmSchema = z
  .string()
  .transform(
    (value) =>
      value
        .replace(/[\p{Cc}\p{Cf}]+/gu, "")
        .trim()
        .slice(0, 80) || undefined,
  )
  .optional()
  .catch(undefined);

/** A position in an episode, in whole seconds rounded to 10 (the beacon rounds), up to a day. */
const secondSchema = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600)
  .transform((value) => Math.round(value / 10) * 10);

export const analyticsEventSchema = z.discriminatedUnion(
  "k",
  [
    z.object({
      k: z.literal("pageview"),
      p: pathSchema,
      r: hostSchema,
      us: utmSchema,
      um: utmSchema,
      uc: utmSchema,
    }),
    // `src`: where the play started, when not on the site's own pages (app/lib/analytics-beacon.ts); one of a fixed list.
    z.object({ k: z.literal("play"), e: slugSchema, f: secondSchema.default(0), src: z.enum(playSources).optional() }),
    z
      .object({
        k: z.literal("listen"),
        e: slugSchema,
        f: secondSchema,
        t: secondSchema,
        s: z.number().min(0.25).max(4).default(1),
      })
      .refine((event) => event.t > event.f, "A listened range ends after it starts."),
    z.object({ k: z.literal("complete"), e: slugSchema }),
    // A click on the consultation call to action (issue 32), with the page it was on.
    z.object({ k: z.literal("booking"), p: pathSchema }),
  ],
  "Unknown event.",
);

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
