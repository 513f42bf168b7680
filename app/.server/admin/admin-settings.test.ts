import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { describeSettings } from "./admin-settings";

const noticeRow = (source: Record<string, string>) =>
  describeSettings(readEnv({ NODE_ENV: "test", ...source }))
    .flatMap((group) => group.rows)
    .find((row) => row.label === "Email notice of each new contact message")!;

describe("the settings page's email notice", () => {
  it("is off, and says how to turn it on, while SMTP_URL and NOTIFY_EMAIL are unset", () => {
    expect(noticeRow({})).toMatchObject({ value: "off", source: "off until SMTP_URL and NOTIFY_EMAIL are set" });
  });

  it("names the recipient and the server's host, never the SMTP password", () => {
    const row = noticeRow({
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      NOTIFY_EMAIL: "owner@example.com",
    });
    expect(row.value).toBe("on: to owner@example.com through smtp.example.com:465");
    expect(JSON.stringify(row)).not.toContain("s3cret");
  });
});
