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

describe("MAIL_FROM", () => {
  it("turns on the subscribers' emails with SMTP_URL, with or without NOTIFY_EMAIL", () => {
    const env = readEnv({ SMTP_URL: "smtp://localhost:25", MAIL_FROM: "Untangled <news@example.com>" });
    expect(env.MAIL_FROM).toBe("Untangled <news@example.com>");
    expect(env.NOTIFY_EMAIL).toBeUndefined();
  });

  it("stops the start without SMTP_URL", () => {
    expect(() => readEnv({ MAIL_FROM: "news@example.com" })).toThrow(/MAIL_FROM needs SMTP_URL/);
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

describe("CONTACT_RETENTION_DAYS and BOOKING_URL", () => {
  it("are off by default", () => {
    const env = readEnv({});
    expect(env.CONTACT_RETENTION_DAYS).toBeUndefined();
    expect(env.BOOKING_URL).toBeUndefined();
    expect(readEnv({ CONTACT_RETENTION_DAYS: "off" }).CONTACT_RETENTION_DAYS).toBeUndefined();
    expect(readEnv({ CONTACT_RETENTION_DAYS: " " }).CONTACT_RETENTION_DAYS).toBeUndefined();
  });

  it("are read", () => {
    expect(readEnv({ CONTACT_RETENTION_DAYS: "365" }).CONTACT_RETENTION_DAYS).toBe(365);
    expect(readEnv({ BOOKING_URL: "https://cal.com/claire/consultation" }).BOOKING_URL).toBe(
      "https://cal.com/claire/consultation",
    );
  });

  it.each([
    [{ CONTACT_RETENTION_DAYS: "0" }, /CONTACT_RETENTION_DAYS: a whole number of days from 1 to 36500, or off/],
    [{ CONTACT_RETENTION_DAYS: "30d" }, /CONTACT_RETENTION_DAYS/],
    [{ CONTACT_RETENTION_DAYS: "1.5" }, /CONTACT_RETENTION_DAYS/],
    [{ CONTACT_RETENTION_DAYS: "99999" }, /CONTACT_RETENTION_DAYS/],
    [{ BOOKING_URL: "calendly.com/claire" }, /BOOKING_URL/],
    [{ BOOKING_URL: "javascript:alert(1)" }, /BOOKING_URL/],
    [{ BOOKING_URL: "ftp://example.com/book" }, /BOOKING_URL: an http:\/\/ or https:\/\/ URL/],
  ])("refuses %o", (source, message) => {
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
