import { z } from "zod";
import { contactLimits } from "~/lib/contact-fields";

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
  inquiry: z.enum(["guest", "media", "general"], { error: "Please choose an inquiry type." }),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, "Please enter a message.")
    .max(contactLimits.message, `Your message can be at most ${contactLimits.message} characters.`),
});
