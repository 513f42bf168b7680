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

describe("SMTP_URL and NOTIFY_EMAIL", () => {
  it("are off together by default", () => {
    const env = readEnv({ NODE_ENV: "test" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.NOTIFY_EMAIL).toBeUndefined();
  });

  it("are read together", () => {
    const env = readEnv({ SMTP_URL: "smtps://user:secret@smtp.example.com:465", NOTIFY_EMAIL: "owner@example.com" });
    expect(env.SMTP_URL).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.NOTIFY_EMAIL).toBe("owner@example.com");
  });

  it.each([
    ["SMTP_URL alone", { SMTP_URL: "smtp://localhost:25" }, /set both or neither/],
    ["NOTIFY_EMAIL alone", { NOTIFY_EMAIL: "owner@example.com" }, /set both or neither/],
    [
      "an http URL",
      { SMTP_URL: "http://smtp.example.com", NOTIFY_EMAIL: "owner@example.com" },
      /smtp:\/\/ or smtps:\/\//,
    ],
    ["a bad address", { SMTP_URL: "smtp://localhost:25", NOTIFY_EMAIL: "owner" }, /NOTIFY_EMAIL: an email address/],
  ] as const)("refuse %s at start-up", (_, source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe("the quick exit's address (QUICK_EXIT_URL)", () => {
  it("is a neutral weather page by default, and unset when empty", () => {
    expect(readEnv({}).QUICK_EXIT_URL).toBe("https://www.bbc.com/weather");
    expect(readEnv({ QUICK_EXIT_URL: "  " }).QUICK_EXIT_URL).toBe("https://www.bbc.com/weather");
    expect(readEnv({}).explicitlySet.has("QUICK_EXIT_URL")).toBe(false);
  });

  it("takes the owner's http or https address", () => {
    expect(readEnv({ QUICK_EXIT_URL: " https://weather.com/ " }).QUICK_EXIT_URL).toBe("https://weather.com/");
    expect(readEnv({ QUICK_EXIT_URL: "http://127.0.0.1:4001/neutral" }).QUICK_EXIT_URL).toBe(
      "http://127.0.0.1:4001/neutral",
    );
  });

  it.each([["not a URL"], ["javascript:alert(1)"], ["ftp://example.com/"], ["/relative"]])(
    "refuses %s at start-up",
    (value) => {
      expect(() => readEnv({ QUICK_EXIT_URL: value })).toThrow(/QUICK_EXIT_URL/);
    },
  );
});
