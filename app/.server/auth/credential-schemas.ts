import { z } from "zod";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords";
import { maxPasswordLength, minPasswordLength } from "~/lib/credentials-fields";

const tooLong = "That password is too long.";

/** The longest address SMTP can carry (RFC 5321: a 256-octet path, less its angle brackets). */
export const maxEmailLength = 254;

/** The password someone already has, typed to prove it is them. */
const currentPassword = z.string().min(1, "Please enter your current password.").max(maxPasswordLength, tooLong);

/** The spec's credentials: email and password required, email of email type. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(maxEmailLength, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  password: z.string().min(1, "Please enter your password.").max(maxPasswordLength, tooLong),
});

/** A password being chosen (sign-up, password change): the spec's minimum length of 6, and not a very common one. */
const newPassword = z
  .string()
  .min(1, "Please enter a password.")
  .min(minPasswordLength, `Password must be at least ${minPasswordLength} characters.`)
  .max(maxPasswordLength, tooLong)
  .refine((password) => !isCommonPassword(password), commonPasswordMessage);

/** Sign-up adds the spec's minimum password length of 6. */
export const signUpSchema = signInSchema.extend({ password: newPassword });

/** The account page's password change; the checkbox arrives as "on" when ticked, absent otherwise. */
export const changePasswordSchema = z.object({
  currentPassword,
  newPassword,
  revokeOtherSessions: z.literal("on").optional().transform(Boolean),
});

export type ChangePasswordFields = "currentPassword" | "newPassword";

/** Deleting the account asks for the current password, whatever the session's age. */
export const deleteAccountSchema = z.object({
  currentPassword,
});
