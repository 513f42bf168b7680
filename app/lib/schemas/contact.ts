import { z } from "zod";
import { contactAcknowledgement } from "~/content/contact";
import { contactAcknowledgementValue, contactInquiryOptions, contactLimits } from "~/lib/contact-fields";

const inquiryValues = contactInquiryOptions.map((option) => option.value) as [
  (typeof contactInquiryOptions)[number]["value"],
  ...(typeof contactInquiryOptions)[number]["value"][],
];

/** The server's check of what actually arrives; the form's own hints come from contact-fields. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(contactLimits.name, `Your name can be at most ${contactLimits.name} characters.`),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(contactLimits.email, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  inquiry: z.enum(inquiryValues, { error: "Please choose an inquiry type." }),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, "Please enter a message.")
    .max(contactLimits.message, `Your message can be at most ${contactLimits.message} characters.`),
  /** Optional, for the owner's conflict check; empty is none. */
  otherPartyName: z
    .string()
    .trim()
    .max(
      contactLimits.otherPartyName,
      `The other party's name can be at most ${contactLimits.otherPartyName} characters.`,
    )
    .optional()
    .transform((value) => value || null),
  /** The required box: only its ticked value passes, whatever else a client sends. */
  acknowledgement: z.literal(contactAcknowledgementValue, { error: contactAcknowledgement.missing }),
});

/** The contact page's `?inquiry=`: a known inquiry type preselects it; anything else is none. */
export const contactPageQuerySchema = z.object({
  inquiry: z.enum(inquiryValues).optional().catch(undefined),
});
