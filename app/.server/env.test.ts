import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("ADMIN_REQUIRE_MFA", () => {
  it.each([
    ["production, unset", { NODE_ENV: "production" }, true],
    ["production, empty", { NODE_ENV: "production", ADMIN_REQUIRE_MFA: "" }, true],
    ["production, explicitly false", { NODE_ENV: "production", ADMIN_REQUIRE_MFA: "false" }, false],
    ["production, explicitly off", { NODE_ENV: "production", ADMIN_REQUIRE_MFA: "off" }, false],
    ["development, unset", { NODE_ENV: "development" }, false],
    ["test, unset", { NODE_ENV: "test" }, false],
    ["development, explicitly true", { NODE_ENV: "development", ADMIN_REQUIRE_MFA: "true" }, true],
  ] as const)("%s → %s", (_, source, expected) => {
    expect(readEnv(source).ADMIN_REQUIRE_MFA).toBe(expected);
  });
});
