import { z } from "zod";
import { minPasswordLength } from "~/lib/credentials-fields";

/** The spec's credentials: email and password required, email of email type. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .pipe(z.email("Please enter a valid email address.")),
  password: z.string().min(1, "Please enter your password.").max(128, "That password is too long."),
});

/** Sign-up adds the spec's minimum password length of 6. */
export const signUpSchema = signInSchema.extend({
  password: z
    .string()
    .min(1, "Please enter a password.")
    .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters.`)
    .max(128, "That password is too long."),
});
