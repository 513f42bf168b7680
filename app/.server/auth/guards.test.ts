import { describe, expect, it } from "vitest";
import { decideAdminAccess, type SessionUser } from "./guards";

const member: SessionUser = {
  id: "u1",
  sessionId: "s1",
  email: "m@example.com",
  isAdmin: false,
  twoFactorEnabled: false,
  secondFactorProven: false,
};
const admin: SessionUser = { ...member, isAdmin: true };
const adminWithApp: SessionUser = { ...admin, twoFactorEnabled: true, secondFactorProven: true };
/** The account has an app, but this session was opened with the password alone (before the app). */
const adminWithAppPasswordSession: SessionUser = { ...admin, twoFactorEnabled: true };
const adminByPasskey: SessionUser = { ...admin, secondFactorProven: true };

describe("who may use the admin area", () => {
  it.each([
    ["a visitor", null, false, "signed-out"],
    ["a signed-in non-admin", member, false, "not-admin"],
    ["an admin", admin, false, "allowed"],
    ["an admin without a second factor when one is required", admin, true, "needs-second-factor"],
    ["an admin signed in with a verified app when one is required", adminWithApp, true, "allowed"],
    [
      "an admin with an app, in a password-only session, when one is required",
      adminWithAppPasswordSession,
      true,
      "needs-second-factor",
    ],
    ["an admin signed in with a verifying passkey when one is required", adminByPasskey, true, "allowed"],
    ["a non-admin with an app when one is required", { ...member, twoFactorEnabled: true }, true, "not-admin"],
  ] as const)("%s → %s", (_who, user, requireSecondFactor, expected) => {
    expect(decideAdminAccess(user, { requireSecondFactor })).toBe(expected);
  });
});
