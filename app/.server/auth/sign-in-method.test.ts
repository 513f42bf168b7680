import { describe, expect, it } from "vitest";
import { methodAfterEnrolment, signInMethodFor } from "./sign-in-method";

describe("how a session was opened", () => {
  it("a code or passkey endpoint names it; a replacing session keeps its method; else a password", () => {
    expect(signInMethodFor({ path: "/two-factor/verify-totp", replacing: undefined })).toBe("two-factor");
    expect(signInMethodFor({ path: "/two-factor/verify-backup-code", replacing: undefined })).toBe("two-factor");
    expect(signInMethodFor({ path: "/passkey/verify-authentication", replacing: undefined })).toBe("passkey");
    expect(signInMethodFor({ path: "/change-password", replacing: "passkey" })).toBe("passkey");
    expect(signInMethodFor({ path: "/sign-in/email", replacing: undefined })).toBe("password");
  });

  it.each([
    ["a passkey session", "passkey", true, "passkey"],
    ["a two-factor session", "two-factor", true, "two-factor"],
    ["a password session beside a passkey", "password", true, "password"],
    ["an older session (no method) beside a passkey", undefined, true, "password"],
    ["a password session setting up the account's first factor", "password", false, "two-factor"],
  ] as const)("an enrolment from %s gives %s", (_who, replacing, accountHadPasskey, expected) => {
    expect(methodAfterEnrolment({ replacing, accountHadPasskey })).toBe(expected);
  });
});
