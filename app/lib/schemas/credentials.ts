import { z } from "zod";
import { commonPasswordMessage, isCommonPassword } from "~/lib/common-passwords";
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

/** A password being chosen (sign-up, password change): the spec's minimum length of 6, and not a very common one. */
const newPassword = z
  .string()
  .min(1, "Please enter a password.")
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters.`)
  .max(128, "That password is too long.")
  .refine((password) => !isCommonPassword(password), commonPasswordMessage);

/** Sign-up adds the spec's minimum password length of 6. */
export const signUpSchema = signInSchema.extend({ password: newPassword });

/** The account page's password change; the checkbox arrives as "on" when ticked, absent otherwise. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password.").max(128, "That password is too long."),
  newPassword,
  revokeOtherSessions: z.literal("on").optional().transform(Boolean),
});

export type ChangePasswordFields = "currentPassword" | "newPassword";

/** Deleting the account asks for the current password, whatever the session's age. */
export const deleteAccountSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password.").max(128, "That password is too long."),
});
