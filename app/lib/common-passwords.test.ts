import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword } from "./common-passwords";
import { signUpSchema, changePasswordSchema } from "./schemas/credentials";

describe("common passwords", () => {
  it("knows the usual suspects, ignoring case, and no password shorter than the minimum", () => {
    for (const password of ["123456", "password", "Password1", "QWERTY123", "iloveyou", "1q2w3e4r"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("correct horse battery staple")).toBe(false);
    expect([...commonPasswords].filter((password) => password.length < 6)).toEqual([]);
    expect(commonPasswords.size).toBeGreaterThan(500);
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
