import { describe, expect, it } from "vitest";
import { needsProvenSessionToAdd } from "./factor-changes";

const passwordSession = { secondFactorProven: false, twoFactorEnabled: false, hasPasskey: false };

describe("adding or replacing a way in next to a second factor", () => {
  it.each([
    ["an app, beside a passkey, from a password session", "totp-start", { hasPasskey: true }, true],
    ["the app's confirmation, beside a passkey, from a password session", "totp-confirm", { hasPasskey: true }, true],
    ["new backup codes, from a password session", "backup-regenerate", { twoFactorEnabled: true }, true],
    ["a second passkey, from a password session", "passkey-add", { hasPasskey: true }, true],
    ["a passkey with the app's code in the same request", "passkey-add", { twoFactorEnabled: true }, false],
    ["an app, from a passkey session", "totp-start", { hasPasskey: true, secondFactorProven: true }, false],
    ["the account's first app", "totp-start", {}, false],
    ["the account's first passkey", "passkey-add", {}, false],
    ["a passkey's new name", "passkey-rename", { hasPasskey: true }, false],
  ] as const)("%s (%s) needs a proven session: %s", (_what, intent, account, expected) => {
    expect(needsProvenSessionToAdd({ intent, ...passwordSession, ...account })).toBe(expected);
  });
});
