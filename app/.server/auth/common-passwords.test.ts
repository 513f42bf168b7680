import { describe, expect, it } from "vitest";
import { changePasswordSchema, signUpSchema } from "./credential-schemas";
import { isCommonPassword } from "./common-passwords";

describe("common passwords", () => {
  it("knows the usual suspects, ignoring case", () => {
    for (const password of ["123456", "password", "Password1", "QWERTY123", "iloveyou", "1q2w3e4r"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("knows the whole dictionary, not only the head of the list", () => {
    for (const password of ["serenity", "darkstar", "fireball", "1029384756", "bobafett", "pavilion"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("sees through the usual disguises", () => {
    for (const password of [
      "drowssap", // backwards
      "p@$$w0rd",
      "summer2024",
      "Dragon!!",
      "aaaaaa",
      "abcabc",
      "guestguest",
      "987654321",
      "abcdefg",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets ordinary passphrases through", () => {
    for (const password of ["correct horse battery staple", "a-good-password", "owner-password-123", "Tr4vel-light!"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it("sign-up and the password change refuse one with a clear message", () => {
    const signUp = signUpSchema.safeParse({ email: "a@example.com", password: "Password1" });
    expect(signUp.success ? [] : signUp.error.issues.map((issue) => issue.message)).toEqual([
      "This password is too common. Choose another.",
    ]);
    const change = changePasswordSchema.safeParse({ currentPassword: "anything", newPassword: "qwerty123" });
    expect(change.success ? [] : change.error.issues.map((issue) => issue.message)).toEqual([
      "This password is too common. Choose another.",
    ]);
    expect(signUpSchema.safeParse({ email: "a@example.com", password: "a-good-password" }).success).toBe(true);
  });
});
